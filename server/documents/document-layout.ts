import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { ServerConfig } from '../config';

// The one layout of every PDF the portal writes (a quote, a payslip): A4, the firm's identity (and logo, when the
// firm has one) at the head of the first page, the document's title and details beside it, then text and tables
// that run on to further pages, repeating a table's head. Its font is DejaVu Sans from the `dejavu-fonts-ttf`
// package, embedded and subset to the characters used, so any name prints as written ("Łódź", "Ørsted").

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const GREY = rgb(0.4, 0.4, 0.4);
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const LOGO_HEIGHT = 40;

/** The firm as a document names it: the configured identity, and its logo (PNG or JPEG bytes) when there is one. */
export type DocumentFirm = Pick<ServerConfig['company'], 'name' | 'address' | 'vatNumber' | 'email' | 'url'> & { logo?: Uint8Array };

const fontFolder = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fontBytes: Promise<[Buffer, Buffer]> | undefined;
/** Read once per process: about 1 MB, of which each document keeps only the glyphs it uses. */
const fontFiles = () => (fontBytes ??= Promise.all([readFile(join(fontFolder, 'DejaVuSans.ttf')), readFile(join(fontFolder, 'DejaVuSans-Bold.ttf'))]));

type TextOptions = { size?: number; isBold?: boolean; align?: 'left' | 'right'; width?: number; color?: ReturnType<typeof rgb> };

/** A column of a document's table: its head, width in points and alignment; `isWrapped` lets long text run on. */
export type DocumentColumn = { title: string; width: number; align: 'left' | 'right'; isWrapped?: boolean };

/** A page cursor over the layout: writes top to bottom and opens a new page when the next block does not fit. */
export class DocumentWriter {
  page: PDFPage;
  y = A4.height - MARGIN;
  private constructor(
    readonly document: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = document.addPage([A4.width, A4.height]);
  }

  static async open({ title, author, subject, language }: { title: string; author: string; subject?: string; language: string }) {
    // Loaded on the first document: fontkit takes seconds to import, which every server start would pay.
    const [{ default: fontkit }, document] = await Promise.all([import('@pdf-lib/fontkit'), PDFDocument.create()]);
    document.registerFontkit(fontkit);
    const [regular, bold] = await fontFiles();
    document.setTitle(title);
    document.setAuthor(author);
    if (subject) document.setSubject(subject);
    document.setLanguage(language);
    document.setCreator(author);
    return new DocumentWriter(document, await document.embedFont(regular, { subset: true }), await document.embedFont(bold, { subset: true }));
  }

  ensure(height: number) {
    if (this.y - height >= MARGIN) return false;
    this.page = this.document.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
    return true;
  }

  /** Text at x on the current line; control characters the font has no glyph for become spaces. */
  at(value: string, x: number, options: TextOptions = {}) {
    const font = options.isBold ? this.bold : this.font;
    const size = options.size ?? 9;
    const safe = value.replace(/[\r\t\n]/g, ' ');
    const left = options.align === 'right' ? x + (options.width ?? 0) - font.widthOfTextAtSize(safe, size) : x;
    this.page.drawText(safe, { x: left, y: this.y, size, font, color: options.color });
  }

  line(value: string, options: TextOptions & { x?: number } = {}) {
    const size = options.size ?? 9;
    this.ensure(size + 4);
    this.at(value, options.x ?? MARGIN, options);
    this.y -= size + 4;
  }

  /** A paragraph wrapped to the page's width. */
  paragraph(value: string, options: TextOptions = {}) {
    for (const part of this.wrap(value, options.size ?? 9, CONTENT_WIDTH, options.isBold)) this.line(part, options);
  }

  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 3 }, end: { x: A4.width - MARGIN, y: this.y + 3 }, thickness: 0.5, color: GREY });
    this.y -= 6;
  }

  /** Splits text into lines no wider than `width` at this size, breaking at spaces (or inside a long word). */
  wrap(value: string, size: number, width: number, isBold = false): string[] {
    const font = isBold ? this.bold : this.font;
    const lines: string[] = [];
    for (const paragraph of value.replace(/[\r\t]/g, ' ').split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
        else {
          if (line !== '') lines.push(line);
          line = word;
          while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
            let cut = line.length - 1;
            while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
            lines.push(line.slice(0, cut));
            line = line.slice(cut);
          }
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /**
   * The head of the first page: the firm (logo, name, address, VAT number, e-mail, site) on the left, the title and
   * the document's details on the right.
   */
  async head({ firm, title, details, vatLine }: { firm: DocumentFirm; title: string; details: readonly string[]; vatLine: string }) {
    const top = this.y;
    if (firm.logo) {
      const logo = await this.embedLogo(firm.logo);
      const scale = LOGO_HEIGHT / logo.height;
      this.page.drawImage(logo, { x: MARGIN, y: this.y - LOGO_HEIGHT + 12, width: logo.width * scale, height: LOGO_HEIGHT });
      this.y -= LOGO_HEIGHT + 4;
    }
    this.line(firm.name, { size: 14, isBold: true });
    for (const detail of [firm.address, firm.vatNumber ? vatLine : '', firm.email, firm.url].filter(Boolean)) this.line(detail, { color: GREY });
    const afterFirm = this.y;
    this.y = top;
    this.at(title, 330, { size: 14, isBold: true });
    this.y -= 18;
    for (const detail of details) {
      this.at(detail, 330);
      this.y -= 13;
    }
    this.y = Math.min(this.y, afterFirm) - 14;
  }

  private embedLogo(bytes: Uint8Array): Promise<PDFImage> {
    const isPng = bytes[0] === 0x89 && bytes[1] === 0x50;
    return isPng ? this.document.embedPng(bytes) : this.document.embedJpg(bytes);
  }

  private cellsOf(columns: readonly DocumentColumn[], cells: readonly string[], size: number, isBold?: boolean) {
    return columns.map((column, index) => (column.isWrapped ? this.wrap(cells[index] ?? '', size, column.width - 6, isBold) : [cells[index] ?? '']));
  }

  /** A row of cells under `columns`; wrapped columns run on over several lines, the others stay on one. */
  row(columns: readonly DocumentColumn[], cells: readonly string[], options: { isBold?: boolean; size?: number } = {}) {
    const size = options.size ?? 9;
    const wrapped = this.cellsOf(columns, cells, size, options.isBold);
    const height = Math.max(...wrapped.map((lines) => lines.length)) * (size + 3);
    this.ensure(height + 2);
    const top = this.y;
    let x = MARGIN;
    columns.forEach((column, index) => {
      this.y = top;
      for (const part of wrapped[index]) {
        this.at(part, x, { align: column.align, width: column.width - 4, isBold: options.isBold, size });
        this.y -= size + 3;
      }
      x += column.width;
    });
    this.y = top - height;
  }

  /** A table: its head, a rule, then every row, the head repeated atop each further page. */
  table(columns: readonly DocumentColumn[], rows: readonly (readonly string[])[]) {
    const head = columns.map((column) => column.title);
    const writeHead = () => {
      this.row(columns, head, { isBold: true });
      this.rule();
    };
    this.ensure(40);
    writeHead();
    for (const cells of rows) {
      const height = Math.max(...this.cellsOf(columns, cells, 9).map((lines) => lines.length)) * 12;
      if (this.y - height - 2 < MARGIN) {
        this.ensure(A4.height);
        writeHead();
      }
      this.row(columns, cells);
    }
    this.rule();
  }

  /** A label and its value right-aligned in the right half (a summary's lines). */
  figure(label: string, value: string, isBold = false) {
    this.ensure(14);
    this.at(label, 330, { isBold });
    this.at(value, 430, { align: 'right', width: A4.width - MARGIN - 430, isBold });
    this.y -= 13;
  }

  save() {
    return this.document.save();
  }
}

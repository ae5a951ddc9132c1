import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { quoteTotalsOf, type QuoteLineFigures } from '../domain/quote-totals';
import type { ServerConfig } from '../../../server/config';
import type { Row } from '../../../server/operations/context';
import { LANGUAGE_TAGS, type CatalogueLanguage } from '../../../i18n/catalogues';
import { message, render, type Message } from '../../../server/i18n/message';

// The quote as the customer receives it: the firm (COMPANY_* settings), the customer, the lines, the VAT
// summary per rate (the one shared function), the totals the server keeps, and how long it is valid.
// Standard fonts only (no font files to ship); characters they cannot draw are shown as '?'. Written in the
// customer's language (`quoteLanguageOf`), its words from the catalogue and its money as that language writes it.

export type QuotePdfInput = {
  company: ServerConfig['company'];
  quote: Row;
  customer: Row;
  lines: readonly (Row & { unit?: string | null })[];
  language: CatalogueLanguage;
};

/** The languages spoken in a country, for the ones the catalogues hold (ISO 3166 codes). */
const LANGUAGE_OF_COUNTRY: Readonly<Record<string, CatalogueLanguage>> = { IT: 'it', SM: 'it', VA: 'it', GB: 'en', IE: 'en', US: 'en', MT: 'en' };

/**
 * The language a customer reads: their country's when the portal speaks it; English for another country (the
 * language firms share); the firm's own language when the customer's country is not known.
 */
export const quoteLanguageOf = (customer: Row, firmLanguage: CatalogueLanguage): CatalogueLanguage => {
  const country = typeof customer.country === 'string' ? customer.country.trim().toUpperCase() : '';
  if (!country) return firmLanguage;
  return LANGUAGE_OF_COUNTRY[country] ?? 'en';
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const GREY = rgb(0.4, 0.4, 0.4);

/** Money and numbers as the language writes them (€2,100.00; 2.100,00 €), amounts read as the decimals the API keeps. */
const numberFormatsOf = (language: CatalogueLanguage) => {
  // Italian CLDR leaves four-digit numbers ungrouped (2100,00); a firm writes 2.100,00, so grouping is always on.
  const euro = new Intl.NumberFormat(LANGUAGE_TAGS[language], { style: 'currency', currency: 'EUR', useGrouping: 'always' });
  const plain = new Intl.NumberFormat(LANGUAGE_TAGS[language], { maximumFractionDigits: 2, useGrouping: 'always' });
  return { money: (value: unknown) => euro.format(Number(value ?? 0)), plain: (value: number) => plain.format(value) };
};
const dateText = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10).split('-').reverse().join('/') : '');
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Text the font can draw: anything else becomes '?', so a customer's odd character never breaks the PDF. */
const drawable = (font: PDFFont, value: string) => {
  const supported = new Set(font.getCharacterSet());
  return [...value.replace(/[\r\t]/g, ' ')].map((char) => (supported.has(char.codePointAt(0)!) ? char : '?')).join('');
};

/** Splits text into lines no wider than `width` at this size, breaking at spaces (or inside a long word). */
const wrap = (font: PDFFont, value: string, size: number, width: number): string[] => {
  const lines: string[] = [];
  for (const paragraph of value.split('\n')) {
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
};

type Column = { title: () => Message; width: number; align: 'left' | 'right' };
const LINE_COLUMNS: Column[] = [
  { title: () => message('Description'), width: 205, align: 'left' },
  { title: () => message('Qty'), width: 40, align: 'right' },
  { title: () => message('Unit'), width: 40, align: 'left' },
  { title: () => message('Unit price'), width: 65, align: 'right' },
  { title: () => message('Disc. %'), width: 40, align: 'right' },
  { title: () => message('VAT %'), width: 35, align: 'right' },
  { title: () => message('Amount'), width: 74, align: 'right' },
];

/** A page cursor: writes top to bottom and opens a new page when the next block does not fit. */
class Writer {
  page: PDFPage;
  y = A4.height - MARGIN;
  constructor(
    private readonly document: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = document.addPage([A4.width, A4.height]);
  }
  ensure(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.document.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }
  at(value: string, x: number, options: { size?: number; isBold?: boolean; align?: 'left' | 'right'; width?: number; color?: ReturnType<typeof rgb> } = {}) {
    const font = options.isBold ? this.bold : this.font;
    const size = options.size ?? 9;
    const safe = drawable(font, value);
    const left = options.align === 'right' ? x + (options.width ?? 0) - font.widthOfTextAtSize(safe, size) : x;
    this.page.drawText(safe, { x: left, y: this.y, size, font, color: options.color });
  }
  line(value: string, options: { size?: number; isBold?: boolean; x?: number; color?: ReturnType<typeof rgb> } = {}) {
    const size = options.size ?? 9;
    this.ensure(size + 4);
    this.at(value, options.x ?? MARGIN, options);
    this.y -= size + 4;
  }
  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 3 }, end: { x: A4.width - MARGIN, y: this.y + 3 }, thickness: 0.5, color: GREY });
    this.y -= 6;
  }
}

type Say = (text: Message) => string;

const customerLines = (customer: Row, say: Say) =>
  [
    text(customer.address),
    [text(customer.postalCode), text(customer.city), customer.province ? `(${text(customer.province)})` : ''].filter(Boolean).join(' '),
    text(customer.country),
    customer.vatNumber ? say(message('VAT number {{number}}', { number: text(customer.vatNumber) })) : '',
    customer.taxCode ? say(message('Tax code {{code}}', { code: text(customer.taxCode) })) : '',
    customer.sdiCode ? say(message('SdI code {{code}}', { code: text(customer.sdiCode) })) : customer.pec ? `PEC ${text(customer.pec)}` : '',
  ].filter((line) => line.trim() !== '');

const drawRow = (writer: Writer, cells: string[], options: { isBold?: boolean } = {}) => {
  const descriptionLines = wrap(writer.font, drawable(writer.font, cells[0]), 9, LINE_COLUMNS[0].width - 6);
  writer.ensure(descriptionLines.length * 12 + 2);
  let x = MARGIN;
  LINE_COLUMNS.forEach((column, index) => {
    if (index > 0) writer.at(cells[index], x, { align: column.align, width: column.width - 4, isBold: options.isBold });
    x += column.width;
  });
  for (const descriptionLine of descriptionLines) {
    writer.at(descriptionLine, MARGIN, { isBold: options.isBold });
    writer.y -= 12;
  }
};

/** The quote's PDF, as bytes. */
export const quotePdf = async ({ company, quote, customer, lines, language }: QuotePdfInput): Promise<Uint8Array> => {
  const say: Say = (text) => render(text, language);
  const { money: moneyText, plain } = numberFormatsOf(language);
  const document = await PDFDocument.create();
  const title = say(message('Quote {{number}}', { number: text(quote.number) }));
  document.setTitle(title);
  document.setAuthor(company.name);
  document.setSubject(text(quote.title));
  const writer = new Writer(document, await document.embedFont(StandardFonts.Helvetica), await document.embedFont(StandardFonts.HelveticaBold));

  // The firm, then the quote's own data on the right.
  const top = writer.y;
  writer.line(company.name, { size: 14, isBold: true });
  for (const detail of [company.address, say(message('VAT number {{number}}', { number: company.vatNumber })), company.email, company.url]) writer.line(detail, { color: GREY });
  const afterFirm = writer.y;
  writer.y = top;
  writer.at(title, 330, { size: 14, isBold: true });
  writer.y -= 18;
  const revision = Number(quote.revision ?? 1);
  for (const detail of [
    revision > 1 ? say(message('Date {{date}} - version {{revision}}', { date: dateText(quote.date), revision })) : say(message('Date {{date}}', { date: dateText(quote.date) })),
    quote.validUntil ? say(message('Valid until {{date}}', { date: dateText(quote.validUntil) })) : say(message('Validity: 30 days from its date')),
  ]) {
    writer.at(detail, 330);
    writer.y -= 13;
  }
  writer.y = Math.min(writer.y, afterFirm) - 14;

  writer.line(say(message('Customer')), { isBold: true, color: GREY });
  writer.line(text(customer.name), { size: 11, isBold: true });
  for (const detail of customerLines(customer, say)) writer.line(detail);
  writer.y -= 10;
  writer.line(text(quote.title), { size: 12, isBold: true });
  writer.y -= 4;

  drawRow(writer, LINE_COLUMNS.map((column) => render(column.title(), language)), { isBold: true });
  writer.rule();
  for (const line of lines)
    drawRow(writer, [
      text(line.description),
      plain(Number(line.quantity ?? 1)),
      text(line.unit),
      moneyText(line.unitPrice),
      Number(line.discountPercent ?? 0) ? plain(Number(line.discountPercent)) : '',
      plain(Number(line.vatRate ?? 0)),
      moneyText(line.lineTotal),
    ]);
  writer.rule();

  // VAT summary per rate (the shared function), then the totals the server keeps on the quote.
  writer.y -= 6;
  writer.ensure(60);
  writer.line(say(message('VAT summary')), { isBold: true });
  const right = (label: string, value: string, isBold = false) => {
    writer.ensure(14);
    writer.at(label, 330, { isBold });
    writer.at(value, 430, { align: 'right', width: A4.width - MARGIN - 430, isBold });
    writer.y -= 13;
  };
  for (const rate of quoteTotalsOf(lines as readonly QuoteLineFigures[]).byRate)
    right(rate.rate === 0 ? say(message('Exempt (0%)')) : say(message('VAT {{rate}}% on {{taxable}}', { rate: plain(rate.rate), taxable: moneyText(rate.taxable) })), moneyText(rate.vat));
  writer.y -= 6;
  right(say(message('Taxable')), moneyText(quote.taxable));
  right(say(message('VAT')), moneyText(quote.vat));
  right(say(message('Total')), moneyText(quote.total), true);

  if (quote.terms) {
    writer.y -= 10;
    writer.line(say(message('Terms')), { isBold: true });
    for (const termsLine of wrap(writer.font, drawable(writer.font, text(quote.terms)), 9, A4.width - 2 * MARGIN)) writer.line(termsLine);
  }
  return document.save();
};

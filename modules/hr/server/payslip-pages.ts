import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { badRequest } from '../../../server/errors';
import { message } from '../../../server/i18n/message';

// The pages of the consultant's combined payslip PDF: their printed text (pdfjs-dist, to match each page to
// an employee) and a new PDF of chosen pages (pdf-lib, to attach to a payroll). A file either library
// cannot open (damaged, encrypted) is the caller's bad input: 400, nothing written.

// pdfjs reads the standard fonts' metrics from its own folder (else it warns and guesses widths).
const standardFontDataUrl = `${pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;

const unreadable = (error: unknown) =>
  badRequest(message('The file is not a PDF that can be read: {{reason}}', { reason: error instanceof Error ? error.message : String(error) }), { file: message('Not a readable PDF') });

/** Each page's text, page 1 first, its pieces joined by spaces. */
export const pageTextsOf = async (bytes: Buffer): Promise<string[]> => {
  // Loaded on first use: its legacy build's polyfills replace Array.prototype.push for the whole process, and every
  // request of every other kind would pay for that wrapper from the start.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document;
  try {
    document = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false, verbosity: 0 }).promise;
  } catch (error) {
    throw unreadable(error);
  }
  try {
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return texts;
  } finally {
    await document.destroy();
  }
};

/** A PDF of the given pages (1-based, in that order) of the source. */
export const pagesAsPdf = async (source: PDFDocument, pages: readonly number[]): Promise<Buffer> => {
  const out = await PDFDocument.create();
  for (const page of await out.copyPages(source, pages.map((number) => number - 1))) out.addPage(page);
  return Buffer.from(await out.save());
};

export const loadPdf = async (bytes: Buffer) => {
  try {
    return await PDFDocument.load(bytes);
  } catch (error) {
    throw unreadable(error);
  }
};

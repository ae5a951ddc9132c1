import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** A PDF's text, page by page, as pdf.js reads it; no-break spaces (Italian money: 2.100,00 €) read as spaces. */
export const pdfText = async (bytes: Uint8Array) => {
  // drizzle-kit (loaded by the app's schema check) adds an enumerable Array.prototype.random, and pdf.js
  // refuses to run beside enumerable additions to Array.prototype: keep the function, hide it from for…in.
  const descriptor = Object.getOwnPropertyDescriptor(Array.prototype, 'random');
  if (descriptor?.enumerable) Object.defineProperty(Array.prototype, 'random', { ...descriptor, enumerable: false });
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/[\u00a0\u202f]/g, ' ');
};

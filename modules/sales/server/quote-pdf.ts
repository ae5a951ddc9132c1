import { quoteTotalsOf, type QuoteLineFigures } from '../domain/quote-totals';
import type { ServerConfig } from '../../../server/config';
import type { Row } from '../../../server/operations/context';
import { LANGUAGE_TAGS, type CatalogueLanguage } from '../../../i18n/catalogues';
import { message, render, term, type Message } from '../../../server/i18n/message';
import { DocumentWriter, GREY, type DocumentColumn } from '../../../server/documents/document-layout';

// The quote as the customer receives it: the firm (COMPANY_* settings), the customer, the lines, the VAT
// summary per rate (the one shared function), the totals the server keeps, and how long it is valid.
// Laid out by the portal's one document layout (server/documents/document-layout.ts: embedded Unicode font, the
// firm's head), its units and the customer's country in the document's language. Written in the customer's language (`quoteLanguageOf`), its words from the catalogue and its money as that language writes it.

export type QuotePdfInput = {
  company: ServerConfig['company'];
  /** The firm's logo (PNG or JPEG bytes), drawn in the head when there is one. */
  logo?: Uint8Array;
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

/** Money and numbers as the language writes them (€2,100.00; 2.100,00 €), amounts read as the decimals the API keeps. */
const numberFormatsOf = (language: CatalogueLanguage) => {
  // Italian CLDR leaves four-digit numbers ungrouped (2100,00); a firm writes 2.100,00, so grouping is always on.
  const euro = new Intl.NumberFormat(LANGUAGE_TAGS[language], { style: 'currency', currency: 'EUR', useGrouping: 'always' });
  const plain = new Intl.NumberFormat(LANGUAGE_TAGS[language], { maximumFractionDigits: 2, useGrouping: 'always' });
  return { money: (value: unknown) => euro.format(Number(value ?? 0)), plain: (value: number) => plain.format(value) };
};
const dateText = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10).split('-').reverse().join('/') : '');
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A country's name in the document's language ("IT" → "Italia"); a code Intl does not know stays as written. */
const countryName = (code: string, language: CatalogueLanguage) => {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  return new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
};

const LINE_COLUMNS = [
  { title: () => message('Description'), width: 205, align: 'left', isWrapped: true },
  { title: () => message('Qty'), width: 40, align: 'right' },
  { title: () => message('Unit'), width: 40, align: 'left' },
  { title: () => message('Unit price'), width: 65, align: 'right' },
  { title: () => message('Disc. %'), width: 40, align: 'right' },
  { title: () => message('VAT %'), width: 35, align: 'right' },
  { title: () => message('Amount'), width: 74, align: 'right' },
] as const satisfies readonly (Omit<DocumentColumn, 'title'> & { title: () => Message })[];

type Say = (text: Message) => string;

const customerLines = (customer: Row, say: Say, language: CatalogueLanguage) =>
  [
    text(customer.address),
    [text(customer.postalCode), text(customer.city), customer.province ? `(${text(customer.province)})` : ''].filter(Boolean).join(' '),
    countryName(text(customer.country), language),
    customer.vatNumber ? say(message('VAT number {{number}}', { number: text(customer.vatNumber) })) : '',
    customer.taxCode ? say(message('Tax code {{code}}', { code: text(customer.taxCode) })) : '',
    customer.sdiCode ? say(message('SdI code {{code}}', { code: text(customer.sdiCode) })) : customer.pec ? `PEC ${text(customer.pec)}` : '',
  ].filter((line) => line.trim() !== '');

/** The quote's PDF, as bytes. */
export const quotePdf = async ({ company, logo, quote, customer, lines, language }: QuotePdfInput): Promise<Uint8Array> => {
  const say: Say = (text) => render(text, language);
  const { money: moneyText, plain } = numberFormatsOf(language);
  const title = say(message('Quote {{number}}', { number: text(quote.number) }));
  const writer = await DocumentWriter.open({ title, author: company.name, subject: text(quote.title), language: LANGUAGE_TAGS[language] });
  const revision = Number(quote.revision ?? 1);
  await writer.head({
    firm: { ...company, logo },
    title,
    vatLine: say(message('VAT number {{number}}', { number: company.vatNumber })),
    details: [
      revision > 1 ? say(message('Date {{date}} - version {{revision}}', { date: dateText(quote.date), revision })) : say(message('Date {{date}}', { date: dateText(quote.date) })),
      quote.validUntil ? say(message('Valid until {{date}}', { date: dateText(quote.validUntil) })) : say(message('Validity: 30 days from its date')),
    ],
  });

  writer.line(say(message('Customer')), { isBold: true, color: GREY });
  writer.line(text(customer.name), { size: 11, isBold: true });
  for (const detail of customerLines(customer, say, language)) writer.line(detail);
  writer.y -= 10;
  writer.line(text(quote.title), { size: 12, isBold: true });
  writer.y -= 4;

  writer.table(
    LINE_COLUMNS.map((column) => ({ ...column, title: say(column.title()) })),
    lines.map((line) => [
      text(line.description),
      plain(Number(line.quantity ?? 1)),
      // The product's unit is a declared value: "ora", "giorno" in Italian.
      line.unit ? say(term(line.unit)) : '',
      moneyText(line.unitPrice),
      Number(line.discountPercent ?? 0) ? plain(Number(line.discountPercent)) : '',
      plain(Number(line.vatRate ?? 0)),
      moneyText(line.lineTotal),
    ]),
  );

  // VAT summary per rate (the shared function), then the totals the server keeps on the quote.
  writer.y -= 6;
  writer.ensure(60);
  writer.line(say(message('VAT summary')), { isBold: true });
  const right = (label: string, value: string, isBold = false) => writer.figure(label, value, isBold);
  for (const rate of quoteTotalsOf(lines as readonly QuoteLineFigures[]).byRate)
    right(rate.rate === 0 ? say(message('Exempt (0%)')) : say(message('VAT {{rate}}% on {{taxable}}', { rate: plain(rate.rate), taxable: moneyText(rate.taxable) })), moneyText(rate.vat));
  writer.y -= 6;
  right(say(message('Taxable')), moneyText(quote.taxable));
  right(say(message('VAT')), moneyText(quote.vat));
  right(say(message('Total')), moneyText(quote.total), true);

  if (quote.terms) {
    writer.y -= 10;
    writer.line(say(message('Terms')), { isBold: true });
    writer.paragraph(text(quote.terms));
  }
  return writer.save();
};

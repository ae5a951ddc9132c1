import Decimal from 'decimal.js';
import { calendarDayOf } from '../../../resources/firm-calendar';

// A bank statement's columns as the firm's banks name them, and the money rules shared by the import
// (server) and the screens (client). Amounts are decimal strings or Decimals, never binary floats.

/**
 * Which column of an account's CSV holds what (header texts, compared without case and spaces at the ends).
 * Either `amount` (signed: negative is money out) or `debit` (Dare, money out) and `credit` (Avere, money in).
 */
export type StatementMapping = {
  date: string;
  valueDate?: string;
  /** One column, or several joined with " - " (e.g. Causale and Descrizione). */
  description: string | string[];
  amount?: string;
  debit?: string;
  credit?: string;
  reference?: string;
  counterparty?: string;
};

/** Header names Italian banks use, most specific first; the import picks the first present. */
export const KNOWN_HEADERS: Record<keyof StatementMapping, readonly string[]> = {
  date: ['data operazione', 'data contabile', 'data registrazione', 'data', 'booking date', 'date'],
  valueDate: ['data valuta', 'valuta', 'value date'],
  description: ['descrizione operazione', 'descrizione', 'dettagli', 'causale descrizione', 'description'],
  amount: ['importo', 'importo (eur)', 'importo eur', 'amount'],
  debit: ['dare', 'uscite', 'addebiti', 'addebito', 'debit'],
  credit: ['avere', 'entrate', 'accrediti', 'accredito', 'credit'],
  reference: ['cro', 'trn', 'riferimento', 'id operazione', 'reference'],
  counterparty: ['beneficiario/ordinante', 'controparte', 'ordinante', 'beneficiario', 'counterparty'],
};

/** Money rounded at the documented point: 2 decimals, half-up. */
export const money = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** A money value as the API stores it (numeric(14,2), a JSON number on the wire). */
export const moneyNumber = (value: Decimal.Value) => money(value).toNumber();

/**
 * Reads an amount as Italian banks write it: `1.234,56`, `-1.234,56`, `1234,5`, `+12,00 €`, `123,45-`, and
 * plain `1234.56`. Returns undefined for anything else (the caller names the line).
 */
export const parseItalianAmount = (raw: string): Decimal | undefined => {
  let text = raw.replace(/[\s\u00a0€]|EUR/g, '');
  if (text === '') return undefined;
  let sign = '';
  if (/^[+-]/.test(text)) [sign, text] = [text[0] === '-' ? '-' : '', text.slice(1)];
  else if (/[+-]$/.test(text)) [sign, text] = [text.endsWith('-') ? '-' : '', text.slice(0, -1)];
  if (/^\(.*\)$/.test(text)) [sign, text] = ['-', text.slice(1, -1)];
  if (text.includes(',')) {
    // Comma decimals: dots (or apostrophes) are thousands and must group by three.
    if (!/^\d{1,3}([.']\d{3})*,\d+$|^\d+,\d+$/.test(text)) return undefined;
    text = text.replace(/[.']/g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3}){2,}$/.test(text)) text = text.replace(/\./g, '');
  else if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const value = new Decimal(`${sign}${text}`);
  return value.decimalPlaces() > 2 ? undefined : value;
};

/** dd/mm/yyyy, dd-mm-yyyy, dd.mm.yyyy, dd/mm/yy or ISO yyyy-mm-dd, as an ISO day; undefined if not a real day. */
export const parseItalianDate = (raw: string): string | undefined => {
  const text = raw.trim();
  let parts = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  let [day, month, year] = parts ? [Number(parts[1]), Number(parts[2]), Number(parts[3])] : [0, 0, 0];
  if (!parts) {
    parts = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(text);
    if (!parts) return undefined;
    [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  }
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return calendarDayOf(date);
};

import Decimal from 'decimal.js';
import { CATALOGUES, type CatalogueLanguage } from '../../i18n/catalogues';
import type { Field, FieldType } from '../../resources/vocabulary';
import { render, term } from '../i18n/message';
import { cellText, type Cell } from './spreadsheet-rows';

// A cell turned into the value the API's create takes for its field, by field type (the one switch, as
// server/field-types.ts is for the wire). What cannot be read is passed on as the text it was, so that the
// create's own validation refuses it with its own message. References are resolved apart (reference-cells.ts).

type CellReader = (cell: Cell, field: Field) => unknown;

const LANGUAGES = Object.keys(CATALOGUES) as CatalogueLanguage[];

/** Folded for comparing words: lower case, no accents, no punctuation or spaces. */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** `1.234,56`, `1,234.56`, `1234,5` and `1234.5` all read as 1234.56 / 1234.5: the last mark is the decimal one. */
export const numberOfText = (text: string): number | string => {
  const compact = text.replace(/[\s€]/g, '').replace(/'/g, '');
  if (!/^[-+]?[\d.,]+$/.test(compact)) return text;
  const lastMark = Math.max(compact.lastIndexOf(','), compact.lastIndexOf('.'));
  const marks = compact.match(/[.,]/g) ?? [];
  // Several of one mark (1.234.567) group thousands; otherwise the last mark is the decimal one (1,5 and 1.5 alike).
  const whole = lastMark === -1 ? compact : compact.slice(0, lastMark).replace(/[.,]/g, '');
  const fraction = lastMark === -1 ? '' : compact.slice(lastMark + 1);
  const isGrouping = marks.length > 1 && new Set(marks).size === 1;
  const digits = isGrouping ? compact.replace(/[.,]/g, '') : fraction === '' ? whole : `${whole}.${fraction}`;
  try {
    return new Decimal(digits).toNumber();
  } catch {
    return text;
  }
};

const pad = (value: number) => String(value).padStart(2, '0');

/** A day as `YYYY-MM-DD`: from a spreadsheet date, or text written `2026-03-31`, `31/03/2026` or `31.03.2026`. */
export const dayOfCell = (cell: Cell): string | Cell => {
  if (cell instanceof Date) return `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}`;
  const text = cellText(cell);
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) return text.slice(0, 10);
  const dayFirst = text.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  return dayFirst ? `${dayFirst[3]}-${pad(Number(dayFirst[2]))}-${pad(Number(dayFirst[1]))}` : text;
};

const TRUE_WORDS = new Set(['true', 'yes', 'y', 'si', 'sì', 's', 'vero', '1', 'x']);
const FALSE_WORDS = new Set(['false', 'no', 'n', 'falso', '0']);

const asText: CellReader = (cell) => cellText(cell);
const asNumber: CellReader = (cell) => (typeof cell === 'number' ? cell : numberOfText(cellText(cell)));

const READERS: Record<FieldType, CellReader> = {
  text: asText,
  longText: (cell) => (typeof cell === 'string' ? cell.replace(/\r\n/g, '\n').trim() : cellText(cell)),
  email: asText,
  integer: asNumber,
  decimal: asNumber,
  boolean: (cell) => {
    if (typeof cell === 'boolean') return cell;
    const word = cellText(cell).toLowerCase();
    return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : word;
  },
  date: (cell) => dayOfCell(cell),
  datetime: (cell) => (cell instanceof Date ? cell.toISOString() : cellText(cell)),
  // A value as the declaration writes it or as a language translates it ("Attivo" for Active).
  enum: (cell, field) => {
    const text = cellText(cell);
    const key = folded(text);
    const values = field.type === 'enum' ? field.values : [];
    return values.find((value) => LANGUAGES.some((language) => folded(render(term(value), language)) === key) || folded(value) === key) ?? text;
  },
  reference: asText,
};

/** The value a create takes for `field` from a cell (not blank). */
export const valueOfCell = (cell: Cell, field: Field): unknown => READERS[field.type](cell, field);

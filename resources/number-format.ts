// The one format of a record's human-readable number (EMP-000012): the resource's declared `numbering.prefix`,
// a dash, the counter padded to at least NUMBER_DIGITS digits (it grows past them, never truncates). The server
// hands numbers out in it (server/operations/numbering.ts), the seed writes it, the database refuses any other
// (a check constraint per numbered table), and the global search relies on it to send only the selects a term
// can match (server/modules/search/number-positions.ts).

export type Numbering = { field: string; prefix: string };

export const NUMBER_DIGITS = 6;

export const formatNumber = (prefix: string, value: number) => `${prefix}-${String(value).padStart(NUMBER_DIGITS, '0')}`;

const escapedForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The format as a regular expression, written the same in JavaScript and in PostgreSQL (`~`). */
export const numberPatternOf = (numbering: Numbering) => `^${escapedForRegExp(numbering.prefix)}-[0-9]{${NUMBER_DIGITS},}$`;

export const isWellFormedNumber = (numbering: Numbering, value: unknown) =>
  typeof value === 'string' && new RegExp(numberPatternOf(numbering)).test(value);

/** A sample of the format for messages: the prefix and the first number. */
export const sampleNumberOf = (numbering: Numbering) => formatNumber(numbering.prefix, 1);

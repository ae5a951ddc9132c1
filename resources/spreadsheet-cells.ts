// A text cell that a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return first) is
// written with a leading apostrophe, so an exported CSV or XLSX never runs what someone typed into a record
// (OWASP "CSV injection"). Numbers stay numbers: only text is touched. Shared by every export, client and server.

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as a spreadsheet must receive it: unchanged unless a spreadsheet would evaluate it. */
export const safeSpreadsheetText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A cell value for an export: text is neutralised, numbers, booleans, dates and empties pass unchanged. */
export const safeSpreadsheetCell = <T>(value: T): T | string => (typeof value === 'string' ? safeSpreadsheetText(value) : value);

import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { compactIban, isValidIban } from '../domain/iban';
import { KNOWN_HEADERS, parseItalianAmount, parseItalianDate, type StatementMapping } from '../domain/bank-statement';
import type { StatementLine } from './statement-line';
import { StatementRefusal } from './statement-line';
import { message, type Message } from '../../../server/i18n/message';

// A bank's CSV export as Italian banks write it: a preamble (holder, IBAN, period) before the header, `;` or
// `,` separators, comma decimals, dd/mm/yyyy, one signed amount or Dare/Avere columns, quoted descriptions,
// UTF-8 with or without BOM or Windows-1252 (statement-text.ts). Read row by row from the upload's file; the import
// reads it once to check every line before it writes anything (one bad line refuses it) and once to write.

const DELIMITERS = [';', ',', '\t', '|'] as const;
const PREAMBLE_LINES = 40;
/** Balance and total lines banks put after the movements. */
const SUMMARY = /^(saldo|totale|totali|disponibilit)/i;

const norm = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

const cellsOf = (line: string, delimiter: string) =>
  (Papa.parse<string[]>(line, { delimiter, header: false }).data[0] ?? []).map(norm);

const columnsOf = (mapping: StatementMapping) =>
  [mapping.date, mapping.valueDate, mapping.amount, mapping.debit, mapping.credit, mapping.reference, mapping.counterparty, ...[mapping.description].flat()]
    .filter((name): name is string => typeof name === 'string' && name !== '')
    .map(norm);

/** A mapping from the bank's known header names, when the header holds a date, a description and amounts. */
const detectMapping = (headers: string[]): StatementMapping | undefined => {
  const find = (key: keyof StatementMapping) => KNOWN_HEADERS[key].find((name) => headers.includes(name));
  const [date, description, amount, debit, credit] = [find('date'), find('description'), find('amount'), find('debit'), find('credit')];
  if (!date || !description || !(amount || (debit && credit))) return undefined;
  const causale = headers.includes('causale') && description !== 'causale' ? ['causale', description] : description;
  return {
    date,
    valueDate: find('valueDate'),
    description: causale,
    ...(amount ? { amount } : { debit, credit }),
    reference: find('reference'),
    counterparty: find('counterparty'),
  };
};

/** The header line: the first that holds every mapped column (or a detectable set), and its separator. */
const findHeader = (lines: string[], mapping: StatementMapping | undefined) => {
  for (let index = 0; index < Math.min(lines.length, PREAMBLE_LINES); index++)
    for (const delimiter of DELIMITERS) {
      if (!lines[index].includes(delimiter)) continue;
      const headers = cellsOf(lines[index], delimiter);
      const used = mapping && columnsOf(mapping).every((column) => headers.includes(column)) ? mapping : detectMapping(headers);
      if (used) return { index, delimiter, headers, mapping: used };
    }
  return undefined;
};

/** Where the movements start: the header line's index, its separator, its column names and the mapping that fits it. */
export type CsvHeader = { index: number; delimiter: string; headers: string[]; mapping: StatementMapping };

/** Headers of a column naming the account each line is of (some banks export several accounts in one file). */
const ACCOUNT_HEADERS = ['iban', 'conto', 'numero conto', 'conto corrente', 'account', 'account number'];

/** The first IBAN (check digits agreeing) written in a text, spaces inside it allowed; undefined if none. */
export const ibanIn = (text: string): string | undefined => {
  const compact = text.toUpperCase().replace(/[\s\u00a0]/g, '');
  for (const start of compact.matchAll(/[A-Z]{2}\d{2}/g))
    for (let length = Math.min(34, compact.length - start.index); length >= 15; length--) {
      const candidate = compact.slice(start.index, start.index + length);
      if (isValidIban(candidate)) return candidate;
    }
  return undefined;
};

/** A statement of another account is refused: the IBAN its preamble names (a line's account column: statementCsvLines). */
const checkAccount = (preamble: string[], accountIban: string | undefined) => {
  if (!accountIban) return;
  for (const line of preamble) {
    const iban = ibanIn(line);
    if (iban && iban !== compactIban(accountIban))
      throw new StatementRefusal(message('The statement is of the account {{iban}}, not of {{account}}: choose its account', { iban, account: compactIban(accountIban) }), 'account_id');
  }
};

/** A line's account column holds this account: its IBAN, or the account number its IBAN ends with. */
const isOfAccount = (value: string, accountIban: string) => {
  const compact = compactIban(value);
  return compact === compactIban(accountIban) || (!isValidIban(compact) && compact.length >= 6 && compactIban(accountIban).endsWith(compact));
};

/** The header among the file's first lines (its preamble naming no other account), or a StatementRefusal saying
 * which columns to choose. */
export const readCsvHeader = (rawLines: string[], saved: StatementMapping | undefined, accountIban?: string): CsvHeader => {
  const header = findHeader(rawLines, saved);
  if (header) {
    checkAccount(rawLines.slice(0, header.index), accountIban);
    return header;
  }
  const sample = rawLines.slice(0, 3).join(' | ').slice(0, 200);
  // Either way the columns are chosen again on the screen (field `mapping`): a bank may change its export.
  throw new StatementRefusal(
    saved
      ? message('No line in the first {{count}} holds the columns this account remembers ({{columns}}): choose the columns of this file. The file starts: {{sample}}', { count: PREAMBLE_LINES, columns: columnsOf(saved).join(', '), sample })
      : message('No header line with a date, a description and an amount (or Dare and Avere) in the first {{count}} lines: choose the columns. The file starts: {{sample}}', { count: PREAMBLE_LINES, sample }),
    'mapping',
  );
};

export const CSV_PREAMBLE_LINES = PREAMBLE_LINES;

/**
 * Every movement below the header, one row at a time (papaparse's stream over `body`, the text after the header
 * line), or a StatementRefusal naming the first bad line (1-based, as an editor shows it) or a line of another account.
 */
export const statementCsvLines = async function* (body: AsyncIterable<string>, header: CsvHeader, accountIban?: string): AsyncGenerator<StatementLine> {
  const { mapping, delimiter, headers } = header;
  const at = (name: string | undefined) => (name ? headers.indexOf(norm(name)) : -1);
  const descriptionColumns = [mapping.description].flat().map(at);
  const [date, valueDate, amount, debit, credit, reference, counterparty] = [
    mapping.date,
    mapping.valueDate,
    mapping.amount,
    mapping.debit,
    mapping.credit,
    mapping.reference,
    mapping.counterparty,
  ].map(at);
  const accountColumn = headers.findIndex((name) => ACCOUNT_HEADERS.includes(name));

  const rows = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter, header: false, skipEmptyLines: false });
  const input = Readable.from(body);
  input.on('error', (error) => rows.destroy(error));
  input.pipe(rows);
  // Papaparse keeps quoted line breaks inside a cell, so the file's line number advances by each row's breaks.
  let lineNumber = header.index + 2;
  try {
    for await (const cells of rows as AsyncIterable<string[]>) {
      const line = lineNumber;
      lineNumber += 1 + cells.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0);
      const cell = (index: number) => (index >= 0 ? (cells[index] ?? '').trim() : '');
      if (cells.every((value) => value.trim() === '')) continue;
      const amountCells = [cell(amount), cell(debit), cell(credit)];
      // Footer lines (balances, totals) carry no date and no movement amount, or name themselves in the date column.
      if (cell(date) === '' && amountCells.every((value) => value === '')) continue;
      if (SUMMARY.test(cell(date))) continue;
      const refuse = (reason: Message): never => {
        throw new StatementRefusal(message('Line {{line}}: {{reason}}', { line, reason }), 'file', line);
      };
      const day = parseItalianDate(cell(date));
      if (!day) refuse(cell(date) === '' ? message('the date is missing') : message('"{{value}}" is not a date (dd/mm/yyyy)', { value: cell(date) }));
      const valueDay = cell(valueDate) === '' ? undefined : parseItalianDate(cell(valueDate));
      if (cell(valueDate) !== '' && !valueDay) refuse(message('the value date "{{value}}" is not a date (dd/mm/yyyy)', { value: cell(valueDate) }));
      let signed;
      if (amount >= 0) {
        signed = parseItalianAmount(cell(amount));
        if (!signed) refuse(cell(amount) === '' ? message('the amount is missing') : message('"{{value}}" is not an amount', { value: cell(amount) }));
      } else {
        const [out, into] = [cell(debit), cell(credit)];
        if (out !== '' && into !== '') refuse(message('both Dare and Avere hold an amount'));
        if (out === '' && into === '') refuse(message('neither Dare nor Avere holds an amount'));
        const value = parseItalianAmount(out || into);
        if (!value) refuse(message('"{{value}}" is not an amount', { value: out || into }));
        // Some banks write Dare as a negative number: the column, not the sign, says which way it went.
        signed = out !== '' ? value!.abs().neg() : value!.abs();
      }
      if (signed!.isZero()) refuse(message('the amount is zero'));
      const description = descriptionColumns
        .map(cell)
        .filter((text) => text !== '')
        .join(' - ')
        .replace(/\s+/g, ' ');
      if (description === '') refuse(message('the description is empty'));
      const ofAccount = cell(accountColumn);
      if (accountIban && ofAccount !== '' && !isOfAccount(ofAccount, accountIban))
        throw new StatementRefusal(
          message('Line {{line}}: the movement is of the account {{iban}}, not of {{account}}: choose its account', { line, iban: ofAccount, account: compactIban(accountIban) }),
          'account_id',
          line,
        );
      yield {
        line,
        date: day!,
        valueDate: valueDay,
        direction: signed!.isNegative() ? 'out' : 'in',
        amount: signed!.abs(),
        description,
        reference: cell(reference) || undefined,
        counterparty: cell(counterparty) || undefined,
      };
    }
  } finally {
    input.destroy();
    rows.destroy();
  }
};

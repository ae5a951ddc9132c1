import { and, eq, gte, lte } from 'drizzle-orm';
import { money, moneyNumber, type StatementMapping } from '../domain/bank-statement';
import type { ImportLimits } from '../../../resources/import-limits';
import { vacuumAnalyzeResources } from '../../../server/db/seed/analyze';
import { resourceTableOf } from '../../../server/db/schema';
import { badRequest } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { WorkflowCall } from '../../../server/operations/actions/workflows-of';
import { cashFlowEntries } from '../cash-flow-entries.resource';
import type { Row } from '../../../server/operations/context';
import { createRecords, updateRecord } from '../../../server/operations/record-writer';
import { camtStatementLines, isCamt } from './statement-camt';
import { CSV_PREAMBLE_LINES, readCsvHeader, statementCsvLines } from './statement-csv';
import { afterLines, encodingOf, firstLines, headOf, textChunks } from './statement-text';
import { StatementRefusal, type StatementLine } from './statement-line';
import { accounts as accountsResource } from '../accounts.resource';

// PUT /admin/finance/cashflow/csv { account_id, mapping?, file }: a bank statement (CSV or camt.053) becomes
// the account's movements in one transaction. Lines already imported are skipped and reported; a bad line
// refuses the whole file (400 naming it) and nothing is written. Replies { imported, skipped, refused }.
// The file is read from the upload's temporary file twice, row by row: once to check every line, count them and
// find their days, then to write them in batches; memory holds a batch, not the statement.

const DESCRIPTION_MAX = 500;
/** The header is looked for in this much of the file's start. */
const PREAMBLE_CHARS = 1024 * 1024;

/** What makes two movements the same: account (implied), day, direction, cents and the bank's reference or text. */
const keyOf = (line: { date: string; direction: string; amount: string; reference?: string | null; description: string }) =>
  [line.date, line.direction, line.amount, (line.reference || line.description).trim().toLowerCase()].join('|');

const readMapping = (raw: unknown): StatementMapping | undefined => {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest(message('The columns are not valid JSON'), { mapping: message('Not valid JSON') });
  }
  const mapping = value as Partial<StatementMapping>;
  const isName = (name: unknown) => typeof name === 'string' && name.trim() !== '';
  const descriptionOk = isName(mapping.description) || (Array.isArray(mapping.description) && mapping.description.length > 0 && mapping.description.every(isName));
  const amountsOk = isName(mapping.amount) || (isName(mapping.debit) && isName(mapping.credit));
  if (!mapping || typeof mapping !== 'object' || !isName(mapping.date) || !descriptionOk || !amountsOk)
    throw badRequest(message('Choose the date, description and amount (or Dare and Avere) columns'), { mapping: message('Date, description and amount columns are required') });
  return mapping as StatementMapping;
};

/** Movements written per batch: the file is read again for each pass, so only a batch is held. */
const BATCH = 2_000;

type StatementSource = { lines: () => AsyncIterable<StatementLine>; mapping?: StatementMapping; isCamt: boolean };

/** The statement in the upload's file: its lines, read afresh from the file on each call, and the CSV's columns. */
const sourceOf = async (path: string, account: Row, saved: StatementMapping | undefined, limits: ImportLimits): Promise<StatementSource> => {
  const encoding = await encodingOf(path);
  if (isCamt(await headOf(path))) return { lines: () => camtStatementLines(textChunks(path, encoding), String(account.iban), limits), isCamt: true };
  const accountIban = typeof account.iban === 'string' && account.iban !== '' ? account.iban : undefined;
  const header = readCsvHeader(await firstLines(textChunks(path, encoding), CSV_PREAMBLE_LINES, PREAMBLE_CHARS), saved, accountIban);
  return { lines: () => statementCsvLines(afterLines(textChunks(path, encoding), header.index + 1), header, accountIban), mapping: header.mapping, isCamt: false };
};

/** The first pass: every line checked (one bad line refuses the file before anything is written), counted and dated. */
const surveyOf = async (source: StatementSource, limits: ImportLimits) => {
  let count = 0;
  let first: string | undefined;
  let last: string | undefined;
  for await (const line of source.lines()) {
    if (++count > limits.statementMovements) {
      const limit = limits.statementMovements.toLocaleString('en-US');
      throw new StatementRefusal(
        source.isCamt
          ? message('The statement holds more than the {{limit}} entries one import accepts', { limit })
          : message('The statement holds more than the {{limit}} movements one import accepts', { limit }),
      );
    }
    if (first === undefined || line.date < first) first = line.date;
    if (last === undefined || line.date > last) last = line.date;
  }
  if (count === 0 || first === undefined || last === undefined)
    throw new StatementRefusal(source.isCamt ? message('The statement holds no booked entries (Ntry)') : message('The file holds no movements below its header'));
  return { count, first, last };
};

export const importStatement = async ({ tx, context, input, files, write, afterCommit, importLimits }: WorkflowCall<typeof cashFlowEntries, 'importStatement'>) => {
  const file = files[0];
  if (!file) throw badRequest(message('Send the statement as a file'), { file: message('Required') });
  const accounts = resourceTableOf(context.schema, accountsResource);
  const movements = resourceTableOf(context.schema, cashFlowEntries);
  // Locked: two imports into one account run one after the other, so neither misses the other's lines.
  const [account] = await tx.select().from(accounts.table).where(eq(accounts.columns.id, input.account_id)).for('update');
  if (!account) throw badRequest(message('No account #{{id}}', { id: String(input.account_id) }), { account_id: message('No such account') });
  const given = readMapping(input.mapping);
  const saved = given ?? (account.statementMapping ? readMapping(account.statementMapping) : undefined);

  const refused = (error: unknown) =>
    // The reason names the line and what the parser found, in the reader's language (a catalogue message).
    error instanceof StatementRefusal
      ? badRequest(message('{{file}} was refused, nothing was imported. {{reason}}', { file: file.fileName, reason: error.reason }), { [error.field]: error.reason })
      : error;
  let source: StatementSource;
  let survey: Awaited<ReturnType<typeof surveyOf>>;
  try {
    source = await sourceOf(file.path, account, saved, importLimits);
    survey = await surveyOf(source, importLimits);
  } catch (error) {
    throw refused(error);
  }

  const existing = (await tx
    .select({
      date: movements.columns.date,
      direction: movements.columns.direction,
      amount: movements.columns.amount,
      description: movements.columns.description,
      reference: movements.columns.bankReference,
    })
    .from(movements.table)
    .where(and(eq(movements.columns.accountId, account.id), gte(movements.columns.date, survey.first), lte(movements.columns.date, survey.last)))) as {
    date: string;
    direction: string;
    amount: number;
    description: string;
    reference: string | null;
  }[];
  // A multiset: a statement may hold two equal lines (two equal fees the same day); each stored one skips one.
  const seen = new Map<string, number>();
  for (const row of existing) {
    const key = keyOf({ ...row, amount: money(row.amount).toFixed(2) });
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  existing.length = 0;
  let imported = 0;
  const skipped: { line: number; date: string; amount: string; description: string }[] = [];
  let fresh: Record<string, unknown>[] = [];
  // One batch at a time: the writer chunks the inserts and refreshes the account's balance once per batch.
  const flush = async () => {
    if (fresh.length === 0) return;
    await createRecords(write, cashFlowEntries, fresh);
    imported += fresh.length;
    fresh = [];
  };
  try {
    for await (const line of source.lines()) {
      const description = line.description.slice(0, DESCRIPTION_MAX);
      const amount = money(line.amount).toFixed(2);
      const key = keyOf({ ...line, description, amount });
      const left = seen.get(key) ?? 0;
      if (left > 0) {
        seen.set(key, left - 1);
        skipped.push({ line: line.line, date: line.date, amount: line.direction === 'out' ? `-${amount}` : amount, description });
        continue;
      }
      fresh.push({
        accountId: account.id,
        direction: line.direction,
        date: line.date,
        valueDate: line.valueDate ?? null,
        amount: moneyNumber(line.amount),
        description,
        counterparty: line.counterparty?.slice(0, 160) ?? null,
        bankReference: line.reference?.slice(0, 60) ?? null,
      });
      if (fresh.length >= BATCH) await flush();
    }
    await flush();
  } catch (error) {
    // The file was read whole once already; read again it can only fail as it did then (a changed file is not).
    throw refused(error);
  }
  // The columns that worked are remembered for the account's next statement.
  const used = source.mapping ? JSON.stringify(source.mapping) : undefined;
  if (used && used !== account.statementMapping) {
    const [current] = await tx.select().from(accounts.table).where(eq(accounts.columns.id, account.id));
    await updateRecord(write, accountsResource, current, { statementMapping: used });
  }
  // Thousands of new movements: their indexes vacuumed and statistics refreshed once the import has committed.
  if (imported > 0) afterCommit(async (db) => void (await vacuumAnalyzeResources(db, [cashFlowEntries.name])));
  return { imported, skipped: skipped.length, refused: 0, skippedLines: skipped, mapping: source.mapping ?? null };
};

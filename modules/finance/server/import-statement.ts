import { and, eq, gte, lte } from 'drizzle-orm';
import { money, moneyNumber, type StatementMapping } from '../domain/bank-statement';
import { IMPORT_LIMITS } from '../domain/import-limits';
import { vacuumAnalyzeResources } from '../../../server/db/seed/analyze';
import { resourceTableOf } from '../../../server/db/schema';
import { badRequest } from '../../../server/errors';
import { message, term } from '../../../server/i18n/message';
import type { WorkflowCall } from '../../../server/operations/actions/workflows-of';
import { cashFlowEntries } from '../cash-flow-entries.resource';
import type { Row } from '../../../server/operations/context';
import { createRecords, updateRecord } from '../../../server/operations/record-writer';
import { isCamt, parseCamt053 } from './statement-camt';
import { decodeStatement, parseStatementCsv } from './statement-csv';
import { StatementRefusal, type StatementLine } from './statement-line';
import { accounts as accountsResource } from '../accounts.resource';

// PUT /admin/finance/cashflow/csv { account_id, mapping?, file }: a bank statement (CSV or camt.053) becomes
// the account's movements in one transaction. Lines already imported are skipped and reported; a bad line
// refuses the whole file (400 naming it) and nothing is written. Replies { imported, skipped, refused }.

const DESCRIPTION_MAX = 500;

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

const linesOf = (bytes: Buffer, account: Row, mapping: StatementMapping | undefined) => {
  if (isCamt(bytes)) return { lines: parseCamt053(decodeStatement(bytes), String(account.iban)), mapping: undefined };
  const parsed = parseStatementCsv(decodeStatement(bytes), mapping, typeof account.iban === 'string' ? account.iban : undefined);
  if (parsed.lines.length > IMPORT_LIMITS.statementMovements)
    throw new StatementRefusal(
      message('The statement holds {{count}} movements, more than the {{limit}} one import accepts', {
        count: parsed.lines.length.toLocaleString('en-US'),
        limit: IMPORT_LIMITS.statementMovements.toLocaleString('en-US'),
      }),
    );
  return parsed;
};

export const importStatement = async ({ tx, context, input, files, write, afterCommit }: WorkflowCall<typeof cashFlowEntries, 'importStatement'>) => {
  const file = files[0];
  if (!file) throw badRequest(message('Send the statement as a file'), { file: message('Required') });
  const accounts = resourceTableOf(context.schema, accountsResource);
  const movements = resourceTableOf(context.schema, cashFlowEntries);
  // Locked: two imports into one account run one after the other, so neither misses the other's lines.
  const [account] = await tx.select().from(accounts.table).where(eq(accounts.columns.id, input.account_id)).for('update');
  if (!account) throw badRequest(message('No account #{{id}}', { id: String(input.account_id) }), { account_id: message('No such account') });
  const given = readMapping(input.mapping);
  const saved = given ?? (account.statementMapping ? readMapping(account.statementMapping) : undefined);

  let parsed: { lines: StatementLine[]; mapping?: StatementMapping };
  try {
    parsed = linesOf(file.bytes, account, saved);
  } catch (error) {
    // The reason names the line and what the parser found; it stays as the parser words it.
    if (error instanceof StatementRefusal)
      throw badRequest(message('{{file}} was refused, nothing was imported. {{reason}}', { file: file.fileName, reason: error.reason }), { [error.field]: error.reason });
    throw error;
  }
  const { lines } = parsed;

  const days = lines.map((line) => line.date).sort();
  const existing = (await tx
    .select({
      date: movements.columns.date,
      direction: movements.columns.direction,
      amount: movements.columns.amount,
      description: movements.columns.description,
      reference: movements.columns.bankReference,
    })
    .from(movements.table)
    .where(and(eq(movements.columns.accountId, account.id), gte(movements.columns.date, days[0]), lte(movements.columns.date, days.at(-1)!)))) as {
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
  const fresh: Record<string, unknown>[] = [];
  const skipped: { line: number; date: string; amount: string; description: string }[] = [];
  for (const line of lines) {
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
  }
  // One batch: the writer chunks the inserts and refreshes the account's balance once.
  await createRecords(write, cashFlowEntries, fresh);
  // The columns that worked are remembered for the account's next statement.
  const used = parsed.mapping ? JSON.stringify(parsed.mapping) : undefined;
  if (used && used !== account.statementMapping) {
    const [current] = await tx.select().from(accounts.table).where(eq(accounts.columns.id, account.id));
    await updateRecord(write, accountsResource, current, { statementMapping: used });
  }
  // Thousands of new movements: their indexes vacuumed and statistics refreshed once the import has committed.
  if (fresh.length > 0) afterCommit(async (db) => void (await vacuumAnalyzeResources(db, [cashFlowEntries.name])));
  return { imported: fresh.length, skipped: skipped.length, refused: 0, skippedLines: skipped, mapping: parsed.mapping ?? null };
};

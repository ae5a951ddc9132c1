import { and, eq } from 'drizzle-orm';
import { resourceTableOf } from '../../../server/db/schema';
import { badRequest } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { ActionCall, ActionHandler } from '../../../server/operations/actions/run-action';
import type { Row } from '../../../server/operations/context';
import { createRecord, updateRecord } from '../../../server/operations/record-writer';
import type { WriteRule } from '../../../server/operations/write-rules';
import { movementPatternOf } from './match-patterns';
import { reconciliationRules } from '../reconciliation-rules.resource';

// The reconciliation learns (modules/finance/reconciliation-rules.resource.ts): every match by hand counts for its
// movement's pattern and the kind of record it paid; the second proposes a rule. Accepted rules name the
// counterparties whose invoices rank first among the suggestions.

type Table = 'invoices' | 'receipts' | 'taxes' | 'labour';

/** The counted matches' text at most (the field's length): the oldest keys are dropped first. */
const COUNTED_MATCHES_LENGTH = 20000;

const nameOf = async (call: ActionCall, resource: 'suppliers' | 'customers', id: number) => {
  const { table, columns } = resourceTableOf(call.context.schema, resource);
  const [row] = await call.tx.select().from(table).where(eq(columns.id, id));
  return row ? String(row.name) : `#${id}`;
};

/** The kind of record a document is, as the rule's key and the words shown for it. */
const kindOf = async (call: ActionCall, table: Table, document: Row) => {
  if (table === 'invoices' && typeof document.supplierId === 'number')
    return { target: `suppliers:${document.supplierId}`, targetLabel: `Invoices of ${await nameOf(call, 'suppliers', document.supplierId)}` };
  if (table === 'invoices' && typeof document.customerId === 'number')
    return { target: `customers:${document.customerId}`, targetLabel: `Invoices of ${await nameOf(call, 'customers', document.customerId)}` };
  if (table === 'taxes') return { target: `taxes:${String(document.taxType)}`, targetLabel: `Taxes: ${String(document.taxType)}` };
  return { target: table, targetLabel: table === 'labour' ? 'Payrolls' : table === 'receipts' ? 'Receipts' : 'Invoices without a counterparty' };
};

/** Counts a match by hand of the call's movement to the document; the second of a kind proposes the rule. */
export const learnFromManualMatch = async (call: ActionCall, table: Table, document: Row) => {
  const pattern = movementPatternOf(call.record as { counterparty?: string | null; description?: string | null });
  if (!pattern) return;
  const { target, targetLabel } = await kindOf(call, table, document);
  const direction = String(call.record.direction);
  const rules = resourceTableOf(call.context.schema, reconciliationRules);
  const [rule] = await call.tx
    .select()
    .from(rules.table)
    .where(and(eq(rules.columns.direction, direction), eq(rules.columns.pattern, pattern), eq(rules.columns.target, target)))
    .for('update');
  const key = `${call.record.id}:${table}:${document.id}`;
  if (!rule) {
    await createRecord(call.write, reconciliationRules, { direction, pattern, parentTable: table, target, targetLabel, timesMatched: 1, countedMatches: key, status: 'Observed' });
    return;
  }
  const counted = typeof rule.countedMatches === 'string' && rule.countedMatches !== '' ? rule.countedMatches.split(' ') : [];
  // The same movement matched to the same document again (after an undo) teaches nothing new.
  if (counted.includes(key)) return;
  const timesMatched = Number(rule.timesMatched ?? 0) + 1;
  let countedMatches = [...counted, key].join(' ');
  // Too long: the oldest keys go, the cut one whole.
  if (countedMatches.length > COUNTED_MATCHES_LENGTH) countedMatches = countedMatches.slice(-COUNTED_MATCHES_LENGTH).replace(/^\S*\s/, '');
  await updateRecord(call.write, reconciliationRules, rule, { timesMatched, targetLabel, countedMatches, ...(rule.status === 'Observed' && timesMatched >= 2 ? { status: 'Proposed' } : {}) });
};

/** Every accepted rule of one direction, read once: for many movements, the counterparties each one's pattern prefers. */
export const preferredTargetsByPattern = async (call: ActionCall, direction: 'in' | 'out') => {
  const { table, columns } = resourceTableOf(call.context.schema, reconciliationRules);
  const rows = (await call.tx
    .select({ pattern: columns.pattern, target: columns.target })
    .from(table)
    .where(and(eq(columns.direction, direction), eq(columns.status, 'Accepted')))) as { pattern: string; target: string }[];
  const byPattern = new Map<string, Set<string>>();
  for (const { pattern, target } of rows) byPattern.set(pattern, (byPattern.get(pattern) ?? new Set()).add(target));
  const none: ReadonlySet<string> = new Set();
  return (movement: { counterparty?: string | null; description?: string | null }): ReadonlySet<string> => {
    const pattern = movementPatternOf(movement);
    return (pattern && byPattern.get(pattern)) || none;
  };
};

/** The counterparties (`suppliers:<id>`, `customers:<id>`) that accepted rules name for this movement. */
export const preferredTargetsOf = async (call: ActionCall): Promise<ReadonlySet<string>> =>
  (await preferredTargetsByPattern(call, call.record.direction as 'in' | 'out'))(call.record as { counterparty?: string | null; description?: string | null });

// POST /admin/finance/cashflow/rules/accept/{id}: a proposed rule becomes one that ranks suggestions.
export const acceptRule: ActionHandler = ({ record, move }) => move(record);

/** Rules are learned from matches, never typed; deleting one is how a rule is dropped. */
export const rulesByLearningOnly: WriteRule = (_tx, { via, isDelete }) => {
  if (!via && !isDelete) throw badRequest(message('Matching rules are learned from matches made by hand; accept or delete them'));
};

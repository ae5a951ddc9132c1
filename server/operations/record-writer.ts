import { and, eq, sql } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../resources/declaration';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/database';
import { resourceTableOf, type DatabaseSchema, type ResourceRef } from '../db/schema';
import { attachments } from '../db/system-tables';
import { conflict } from '../errors';
import { message } from '../i18n/message';
import { runAfterWrite } from './after-write';
import { changesBetween, recordAudits, type AuditEntry } from './audit';
import { insertRows, updateRowsById } from './batch-rows';
import type { Row, WriteHooks } from './context';
import { fillCopiedFields } from './copied-fields';
import { checkHeldFields } from './held-fields';
import { checkRequiredWhen } from './required-when';
import { checkMemberships } from './member-references';
import { recomputeDerived } from './derived';
import { checkPartOfOpen } from './locks';
import { checkNumberFormat } from './number-format-rule';
import { nextNumbers } from './numbering';
import { checkReferences, prefetchReferences } from './references';
import type { WriteWarning } from './write-rules';

// The trusted writer: the one place rows are written, by the generic create/update/delete and by every
// workflow handler. It may set server-owned fields (a status, a total) — callers validate what clients
// send — and keeps what every write must keep: references, copied fields, numbers, versions, stamps,
// the audit trail, derived fields and the modules' after-write work, all in the caller's transaction.

/** What a write needs besides its rows: the transaction, who writes, and the modules' hooks. */
export type WriteContext = WriteHooks & {
  /** A transaction: every write of one request lands together or not at all. */
  tx: Database;
  schema: DatabaseSchema;
  caller: Caller;
  /** The action that writes, kept in the audit trail beside create/update/delete. */
  via?: string;
  /** Where the rules' warnings go (operations/write-rules.ts `warn`); none collected when absent. */
  warnings?: WriteWarning[];
};

export type Values = Record<string, unknown>;

const resourceOf = (context: WriteContext, resource: ResourceRef) => resourceTableOf(context.schema, resource);

/** The 409 of a caller who read an older version than the stored one. */
export const staleVersion = (current: number, sent: number) =>
  conflict(message('Someone else changed this record since you read it (version {{sent}}, now {{current}}); reload and try again', { sent, current }), {
    version: message('Stale: the record is at version {{current}}', { current }),
  });

/**
 * Inserts rows of one resource in a few statements, however many: numbers reserved at once, one insert, one
 * audit insert, derived fields of the rows (none for a resource derived from children alone) and of their
 * parents recomputed once for the whole batch.
 */
export const createRecords = async (context: WriteContext, resourceRef: ResourceRef, rows: readonly Values[]): Promise<Row[]> => {
  if (rows.length === 0) return [];
  const { resource, table, columns } = resourceOf(context, resourceRef);
  const { tx, caller } = context;
  const childless = childlessValues(resource);
  const values = rows.map((row) => ({ ...row, ...childless }));
  // A batch reads the rows it refers to once (a copied field's source included: it is a referenced row).
  const referenced = values.length > 1 ? await prefetchReferences(tx, context.schema, resource, values) : undefined;
  // A row that is part of a locked parent is refused before anything is judged of it.
  await checkPartOfOpen(context, resource, values);
  for (const row of values) {
    await checkReferences(tx, context.schema, resource, row, row, referenced);
    await fillCopiedFields(tx, context.schema, resource, row, referenced);
    checkRequiredWhen(resource, row);
    await keepRules(context, resource, undefined, row);
    // After the rules, so a module's own refusal (not your project: 403) is the one a caller hears first.
    await checkMemberships(tx, context.schema, resource, row, row);
  }
  if (resource.numbering) {
    const numbers = await nextNumbers(tx, resource.name, resource.numbering.prefix, values.length);
    values.forEach((row, index) => (row[resource.numbering!.field] = numbers[index]));
  }
  const stamps = { createdBy: caller.username, updatedBy: caller.username };
  const created = await insertRows(tx, table, values.map((row) => ({ ...row, ...stamps })));
  await recordAudits(
    tx,
    created.map((row) => auditEntry(context, resource, row.id, 'create', changesBetween({}, row, Object.keys(resource.fields)))),
  );
  for (const row of created) await afterChange(context, resource, undefined, row);
  return recomputed(context, resource, created, [], { isNew: true });
};

/** What a resource derived from its children alone holds before it has any: each field's default, or null. */
const childlessValues = (resource: ResourceDeclaration): Values =>
  resource.derived?.isFromChildrenOnly
    ? Object.fromEntries(resource.derived.fields.map((field) => [field, (resource.fields[field] as { default?: unknown } | undefined)?.default ?? null]))
    : {};

export const createRecord = async (context: WriteContext, resourceRef: ResourceRef, values: Values): Promise<Row> =>
  (await createRecords(context, resourceRef, [values]))[0];

/** One row of an update: the row the caller read (ideally locked FOR UPDATE), the values to write over it. */
export type RecordUpdate = { before: Row; values: Values; expectedVersion?: number };

// Columns the writer sets itself on every update.
const UPDATE_STAMPS = new Set(['id', 'version', 'updatedAt', 'updatedBy']);

/**
 * Writes each update's `values` over its `before`, as `updateRecord` does for one row, in a few statements:
 * one update per set of changed fields (a VALUES list), one audit insert, the derived fields once. With
 * `expectedVersion` a stale read is a 409; a row changed meanwhile is a 409; unchanged rows write nothing.
 * Returns the rows as stored, in the order given.
 */
export const updateRecords = async (context: WriteContext, resourceRef: ResourceRef, updates: readonly RecordUpdate[]): Promise<Row[]> => {
  if (updates.length === 0) return [];
  const target = resourceOf(context, resourceRef);
  const { resource, columns } = target;
  const { tx, caller } = context;
  const ids = new Set<number>();
  for (const { before, expectedVersion } of updates) {
    if (ids.has(before.id)) throw new Error(`${resource.name} ${before.id} is given twice to one batch update`);
    ids.add(before.id);
    if (expectedVersion !== undefined && before.version !== expectedVersion) throw staleVersion(before.version, expectedVersion);
  }
  // A batch reads the rows it refers to once; a narrowed reference is checked against the row as it will be.
  const referenced = updates.length > 1 ? await prefetchReferences(tx, context.schema, resource, updates.map(({ before, values }) => ({ ...before, ...values }))) : undefined;
  await checkPartOfOpen(context, resource, updates.flatMap(({ before, values }) => [before, { ...before, ...values }]));
  const changed: { before: Row; next: Values; changes: AuditEntry['changes'] }[] = [];
  for (const { before, values } of updates) {
    const next = { ...values };
    await checkReferences(tx, context.schema, resource, next, { ...before, ...next }, referenced);
    await fillCopiedFields(tx, context.schema, resource, next, referenced);
    const after = { ...before, ...next };
    checkRequiredWhen(resource, after, Object.keys(next));
    await keepRules(context, resource, before, after);
    // A rule may have filled server-owned values into the row.
    for (const key of Object.keys(after)) if (after[key] !== before[key]) next[key] = after[key];
    checkNumberFormat(resource, before, next);
    // Only what this write changes: a form that sends an unchanged owner back does not re-judge an older row.
    await checkMemberships(tx, context.schema, resource, Object.fromEntries(Object.entries(next).filter(([key, value]) => value !== before[key])), after);
    const changes = changesBetween(before, { ...before, ...next }, Object.keys(next));
    if (Object.keys(changes).length > 0) changed.push({ before, next, changes });
  }
  if (changed.length === 0) return updates.map(({ before }) => before);
  await checkHeldFields(context, resource, changed);

  const fieldsOf = (next: Values) => Object.keys(next).filter((key) => key in columns && !UPDATE_STAMPS.has(key) && next[key] !== undefined).sort();
  const groups = new Map<string, typeof changed>();
  for (const row of changed) {
    const key = fieldsOf(row.next).join();
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const stored = new Map<number, Row>();
  const stamps = { version: sql`${columns.version} + 1`, updatedAt: new Date(), updatedBy: caller.username };
  for (const group of groups.values()) {
    const rows = group.map(({ before, next }) => ({ id: before.id, version: before.version, values: next }));
    for (const row of await updateRowsById(tx, target, { fields: fieldsOf(group[0].next), rows, set: stamps, isVersionChecked: true })) stored.set(row.id, row);
  }
  const stale = changed.find(({ before }) => !stored.has(before.id));
  if (stale) throw staleVersion(stale.before.version + 1, stale.before.version);
  await recordAudits(
    tx,
    changed.map(({ before, changes }) => auditEntry(context, resource, before.id, 'update', changes)),
  );
  for (const { before } of changed) await afterChange(context, resource, before, stored.get(before.id)!);
  const recomputedRows = await recomputed(
    context,
    resource,
    changed.map(({ before }) => stored.get(before.id)!),
    changed.map(({ before }) => before),
  );
  const result = new Map(recomputedRows.map((row) => [row.id, row]));
  return updates.map(({ before }) => result.get(before.id) ?? before);
};

/**
 * Writes `values` over `before` (a row the caller read, ideally locked FOR UPDATE). With `expectedVersion`
 * a stale read is a 409; the version goes up by one on any change; an unchanged write writes nothing.
 */
export const updateRecord = async (
  context: WriteContext,
  resourceRef: ResourceRef,
  before: Row,
  values: Values,
  options: { expectedVersion?: number } = {},
): Promise<Row> => (await updateRecords(context, resourceRef, [{ before, values, expectedVersion: options.expectedVersion }]))[0];

/** Deletes a row and its attachment records; returns the stored files to remove once the transaction commits. */
export const deleteRecord = async (context: WriteContext, resourceRef: ResourceRef, before: Row): Promise<string[]> => {
  const { resource, table, columns } = resourceOf(context, resourceRef);
  const { tx } = context;
  await checkPartOfOpen(context, resource, [before]);
  await keepRules(context, resource, before, { ...before }, true);
  await tx.delete(table).where(eq(columns.id, before.id));
  const files = await tx
    .delete(attachments)
    .where(and(eq(attachments.resource, resource.name), eq(attachments.recordId, before.id)))
    .returning({ storageKey: attachments.storageKey });
  await recordAudits(tx, [auditEntry(context, resource, before.id, 'delete', changesBetween(before, {}, Object.keys(resource.fields)))]);
  await recomputeDerived(context, resource, [], [before]);
  return files.map((file) => file.storageKey);
};

/** The module's rules for this resource, on the row as it will be; a rule refuses by throwing. */
const keepRules = async (context: WriteContext, resource: ResourceDeclaration, before: Row | undefined, after: Values, isDelete = false) => {
  for (const rule of context.writeRules?.[resource.name] ?? [])
    await rule(context.tx, { resource: resource.name, before, after, caller: context.caller, schema: context.schema, via: context.via, isDelete, write: context });
};

const auditEntry = (
  context: WriteContext,
  resource: ResourceDeclaration,
  recordId: number,
  action: AuditEntry['action'],
  changes: AuditEntry['changes'],
): AuditEntry => ({ resource: resource.name, recordId, action, username: context.caller.username, changes, via: context.via ?? null });

const afterChange = (context: WriteContext, resource: ResourceDeclaration, before: Row | undefined, after: Row) =>
  runAfterWrite(context.afterWrite, context.tx, {
    resource: resource.name,
    action: before ? 'update' : 'create',
    before,
    after,
    caller: context.caller,
    via: context.via,
  });

/** Derived fields of the written rows and of their parents follow the write; the rows come back as stored. */
const recomputed = async (context: WriteContext, resource: ResourceDeclaration, rows: Row[], before: Row[], options?: { isNew?: boolean }) => {
  const changed = await recomputeDerived(context, resource, rows, before, options);
  return rows.map((row) => changed.get(row.id) ?? row);
};

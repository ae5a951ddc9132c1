import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../resources/declaration';
import type { RecordOf } from '../../resources/record-types';
import type { Database } from '../db/database';
import { resourceTableOf, type DatabaseSchema } from '../db/schema';
import { changesBetween } from './audit';
import { updateRowsById } from './batch-rows';
import type { Row } from './context';
import type { Values, WriteContext } from './record-writer';

// Derived fields (a quote's totals from its lines, a month sheet's hours from its entries) are computed by
// the module's derivation of the resource and follow every write of their inputs in the same transaction.
// They change neither the version nor the audit trail: the writes of their inputs are the history.
// A write of many rows recomputes them for all at once: one derivation call (one query, for a derivation
// written for batches), one lock of the parents and one update of those whose values changed.

type AnyDerivation = (tx: Database, rows: readonly Row[], schema: DatabaseSchema) => Promise<readonly Values[]>;
/**
 * A derivation of resource `D`'s fields, reading its records as the declaration types them. Its values stay plain
 * (a module's one-row functions may answer several resources), and the writer keeps only the declared derived fields.
 */
export type TypedDerivation<D extends ResourceDeclaration> = (tx: Database, rows: readonly RecordOf<D>[], schema: DatabaseSchema) => Promise<readonly Values[]>;

/**
 * Computes the derived fields of rows (their values in the rows' order) from them and what it reads in the
 * transaction; `schema` gives the tables it reads by their declarations. Typed by a declaration when `D` is given.
 */
export type Derivation<D extends ResourceDeclaration = never> = [D] extends [never] ? AnyDerivation : TypedDerivation<D>;
/** Derivations by resource name, one for each resource that declares `derived`. */
export type Derivations = Readonly<Record<string, Derivation>>;

type AnyRowDerivation = (tx: Database, row: Row, schema: DatabaseSchema) => Promise<Values>;
type TypedRowDerivation<D extends ResourceDeclaration> = (tx: Database, row: RecordOf<D>, schema: DatabaseSchema) => Promise<Values>;
/** A derivation of one row at a time. */
export type RowDerivation<D extends ResourceDeclaration = never> = [D] extends [never] ? AnyRowDerivation : TypedRowDerivation<D>;

/** A module's derivation of one resource (`derivationFor`). */
export type ResourceDerivation = { readonly resource: string; readonly derivation: Derivation };

/** The derivation of `declaration`'s derived fields, typed by it: it reads the declaration's records. */
export const derivationFor = <D extends ResourceDeclaration>(declaration: D, derivation: TypedDerivation<D>): ResourceDerivation => ({
  resource: declaration.name,
  // The writer hands it the rows of this resource alone: the typed rows are the ones it reads.
  derivation: derivation as unknown as Derivation,
});

/** A derivation that reads per row: fine where writes touch few parents at once. */
export const rowByRow =
  <D extends ResourceDeclaration>(derive: TypedRowDerivation<D>): TypedDerivation<D> =>
  async (tx, rows, schema) => {
    const values: Values[] = [];
    for (const row of rows) values.push(await derive(tx, row, schema));
    return values;
  };

/** `= ${anyOfIds(ids)}` in a derivation's query: the ids as one array parameter, however many there are. */
export const anyOfIds = (ids: readonly number[]) => sql`any(${`{${ids.join(',')}}`}::int[])`;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

// Ids per locking read: well under the bind parameters a statement may carry.
const ID_CHUNK = 5000;

/** Recomputes the rows' derived fields and stores those that changed; returns the rows as stored, in order. */
const refresh = async (context: WriteContext, resource: ResourceDeclaration, rows: readonly Row[]): Promise<Row[]> => {
  if (rows.length === 0) return [];
  const derivation = context.derivations?.[resource.name];
  if (!derivation) throw new Error(`${resource.name} declares derived fields but no derivation is registered for it`);
  const computed = await derivation(context.tx, rows, context.schema);
  const partial = resource.derived!.partialFields ?? [];
  const fields = [...resource.derived!.fields, ...partial];
  const changed = rows.flatMap((row, index) => {
    // A partial field the derivation does not answer for this row keeps its value (typed by a client).
    const valueOf = (field: string) => (partial.includes(field) && computed[index]?.[field] === undefined ? row[field] : computed[index]?.[field]);
    const values = Object.fromEntries(fields.map((field) => [field, valueOf(field) ?? null]));
    return Object.keys(changesBetween(row, { ...row, ...values }, fields)).length === 0 ? [] : [{ id: row.id, values }];
  });
  if (changed.length === 0) return [...rows];
  const stored = new Map((await updateRowsById(context.tx, resourceTableOf(context.schema, resource.name), { fields, rows: changed })).map((row) => [row.id, row]));
  return rows.map((row) => stored.get(row.id) ?? row);
};

/** The parents that take derived fields from rows of `resource`, with the reference that leads to them. */
const parentsOf = (context: WriteContext, resource: ResourceDeclaration) =>
  [...context.schema.resourceTables.values()].flatMap(({ resource: parent }) =>
    (parent.derived?.children ?? []).filter((child) => child.resource === resource.name).map((child) => ({ parent, foreignKey: child.foreignKey })),
  );

/** The resources whose derived fields follow rows of `resource` by equal fields (`derived.follows`). */
const followersOf = (context: WriteContext, resource: ResourceDeclaration) =>
  [...context.schema.resourceTables.values()].flatMap(({ resource: follower }) =>
    (follower.derived?.follows ?? []).filter((followed) => followed.resource === resource.name).map((followed) => ({ follower, sameFields: followed.sameFields })),
  );

// Distinct value sets per locking read of followers: a handful of parameters each.
const FOLLOWED_CHUNK = 500;

/** Rows following the written rows by equal fields, locked in id order, recomputed, and what follows them in turn. */
const refreshFollowers = async (context: WriteContext, resource: ResourceDeclaration, rows: readonly Row[]) => {
  for (const { follower, sameFields } of followersOf(context, resource)) {
    const { table, columns } = resourceTableOf(context.schema, follower.name);
    const keys = new Map(rows.map((row) => [JSON.stringify(sameFields.map((field) => row[field] ?? null)), row]));
    const locked = new Map<number, Row>();
    const sets = [...keys.values()].filter((row) => sameFields.every((field) => row[field] !== null && row[field] !== undefined));
    for (let start = 0; start < sets.length; start += FOLLOWED_CHUNK) {
      const matching = or(...sets.slice(start, start + FOLLOWED_CHUNK).map((row) => and(...sameFields.map((field) => eq(columns[field], row[field])))));
      for (const row of await context.tx.select().from(table).where(matching).orderBy(columns.id).for('update')) locked.set(row.id, row);
    }
    const ordered = [...locked.values()].sort((a, b) => a.id - b.id);
    const refreshed = await refresh(context, follower, ordered);
    await refreshParents(context, follower, refreshed);
  }
};

/** Parents of the written rows (before and after a write, so a row moved between parents updates both). */
const refreshParents = async (context: WriteContext, resource: ResourceDeclaration, rows: readonly Row[]) => {
  await refreshFollowers(context, resource, rows);
  for (const { parent, foreignKey } of parentsOf(context, resource)) {
    const { table, columns } = resourceTableOf(context.schema, parent.name);
    // Locked in id order, so two batches that share parents cannot deadlock.
    const ids = [...new Set(rows.map((row) => row[foreignKey]).filter(isId))].sort((a, b) => a - b);
    const locked: Row[] = [];
    for (let start = 0; start < ids.length; start += ID_CHUNK)
      locked.push(...(await context.tx.select().from(table).where(inArray(columns.id, ids.slice(start, start + ID_CHUNK))).orderBy(columns.id).for('update')));
    await refreshParents(context, parent, await refresh(context, parent, locked));
  }
};

/**
 * After a write of `resource`: its own derived fields for the written rows, then every parent they feed.
 * Rows just created (`isNew`) of a resource derived from children alone have none yet: the writer created them
 * with the childless values, so their derivation is skipped. Returns the written rows whose derived fields changed, by id.
 */
export const recomputeDerived = async (
  context: WriteContext,
  resource: ResourceDeclaration,
  written: readonly Row[],
  before: readonly Row[],
  options: { isNew?: boolean } = {},
): Promise<Map<number, Row>> => {
  const updated = new Map<number, Row>();
  const isChildless = options.isNew === true && resource.derived?.isFromChildrenOnly === true;
  if (resource.derived && !isChildless) for (const row of await refresh(context, resource, written)) updated.set(row.id, row);
  await refreshParents(context, resource, [...written, ...before]);
  return updated;
};

import { eq } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../resources/declaration';
import type { Database } from '../db/database';
import { resourceTableOf } from '../db/schema';
import { changesBetween } from './audit';
import type { Row } from './context';
import type { Values, WriteContext } from './record-writer';

// Derived fields (a quote's totals from its lines, a month sheet's hours from its entries) are computed by
// the module's derivation of the resource and follow every write of their inputs in the same transaction.
// They change neither the version nor the audit trail: the writes of their inputs are the history.

/** Computes a row's derived fields from the row and whatever it reads in the transaction. */
export type Derivation = (tx: Database, row: Row) => Promise<Values>;
/** Derivations by resource name, one for each resource that declares `derived`. */
export type Derivations = Readonly<Record<string, Derivation>>;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** Recomputes one row's derived fields and stores them when they changed; returns the stored row. */
const refresh = async (context: WriteContext, resource: ResourceDeclaration, row: Row): Promise<Row> => {
  const derivation = context.derivations?.[resource.name];
  if (!derivation) throw new Error(`${resource.name} declares derived fields but no derivation is registered for it`);
  const computed = await derivation(context.tx, row);
  const values = Object.fromEntries(resource.derived!.fields.map((field) => [field, computed[field] ?? null]));
  if (Object.keys(changesBetween(row, { ...row, ...values }, Object.keys(values))).length === 0) return row;
  const { table, columns } = resourceTableOf(context.schema, resource.name);
  const [stored] = (await context.tx.update(table).set(values).where(eq(columns.id, row.id)).returning()) as Row[];
  return stored;
};

/** The parents that take derived fields from rows of `resource`, with the reference that leads to them. */
const parentsOf = (context: WriteContext, resource: ResourceDeclaration) =>
  [...context.schema.resourceTables.values()].flatMap(({ resource: parent }) =>
    (parent.derived?.children ?? []).filter((child) => child.resource === resource.name).map((child) => ({ parent, foreignKey: child.foreignKey })),
  );

/** Parents of the written rows (before and after a write, so a row moved between parents updates both). */
const refreshParents = async (context: WriteContext, resource: ResourceDeclaration, rows: readonly Row[]) => {
  for (const { parent, foreignKey } of parentsOf(context, resource)) {
    const { table, columns } = resourceTableOf(context.schema, parent.name);
    const ids = new Set(rows.map((row) => row[foreignKey]).filter(isId));
    const refreshed: Row[] = [];
    for (const id of ids) {
      const [row] = (await context.tx.select().from(table).where(eq(columns.id, id)).for('update')) as Row[];
      if (row) refreshed.push(await refresh(context, parent, row));
    }
    await refreshParents(context, parent, refreshed);
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
  if (resource.derived && !isChildless) for (const row of written) updated.set(row.id, await refresh(context, resource, row));
  await refreshParents(context, resource, [...written, ...before]);
  return updated;
};

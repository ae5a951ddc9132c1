import { and, eq, inArray, or, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../resources/declaration';
import { resourceTableOf, type DatabaseSchema } from '../db/schema';

export type OwnAction = 'read' | 'create' | 'update' | 'delete';

/** The caller's employee as the filter names it: the id, or a placeholder a statement kept per shape fills (bound-values.ts). */
export type OwnEmployee = number | Placeholder;

/** Reached through membership of a parent (a task through its project's members): reads need the membership alone, writes also an owner field. */
const membershipReach = (schema: DatabaseSchema, resource: ResourceDeclaration, owned: SQL | undefined, employeeId: OwnEmployee, action: OwnAction) => {
  const membership = resource.api.own?.membership;
  if (!membership) return owned;
  const { columns } = resourceTableOf(schema, resource.name);
  const members = resourceTableOf(schema, membership.members);
  const isMember = sql`${columns[membership.field]} in (select ${members.columns[membership.parentKey]} from ${members.table} where ${members.columns.employeeId} = ${employeeId})`;
  return action === 'read' ? isMember : and(owned, isMember);
};

/** With `visibleIn`, only rows in those states (or whose `via` row is) are seen at all. */
const visibility = (schema: DatabaseSchema, resource: ResourceDeclaration): SQL | undefined => {
  const visible = resource.api.own?.visibleIn;
  if (!visible) return undefined;
  const { columns } = resourceTableOf(schema, resource.name);
  if (visible.via === undefined) return inArray(columns[visible.field], [...visible.values]);
  const reference = resource.fields[visible.via];
  if (reference?.type !== 'reference') throw new Error(`${resource.name}: api.own.visibleIn.via ${visible.via} is not a reference field`);
  const target = resourceTableOf(schema, reference.resource);
  const visibleTargets = sql`select ${target.columns.id} from ${target.table} where ${inArray(target.columns[visible.field], [...visible.values])}`;
  return sql`${columns[visible.via]} in (${visibleTargets})`;
};

const filterOf = (schema: DatabaseSchema, resource: ResourceDeclaration, employeeId: OwnEmployee, action: OwnAction): SQL | undefined => {
  const own = resource.api.own;
  if (!own) return undefined;
  const { columns } = resourceTableOf(schema, resource.name);
  const owned = or(...own.ownerFields.map((field) => eq(columns[field], employeeId)));
  return and(membershipReach(schema, resource, owned, employeeId, action), visibility(schema, resource));
};

// A filter naming its employee by a placeholder is the same SQL on every request of its shape, and a list asks for
// it on every request (before it knows whether its shape's statements are kept): built once per schema, resource,
// action and placeholder. drizzle's `and`/`or` build new SQL around it, never changing it.
const keptFilters = new WeakMap<DatabaseSchema, Map<string, SQL | undefined>>();

/**
 * The rows an employee's own path reaches: one of the owner fields is their employee (or, with `membership`,
 * the row's parent is one they are a member of), and, with `visibleIn`, the row is in a visible state. One
 * filter for every own read and write, attachments and search alike.
 */
export const ownRowsFilter = (schema: DatabaseSchema, resource: ResourceDeclaration, employeeId: OwnEmployee, action: OwnAction = 'read'): SQL | undefined => {
  if (typeof employeeId === 'number') return filterOf(schema, resource, employeeId, action);
  let kept = keptFilters.get(schema);
  if (!kept) keptFilters.set(schema, (kept = new Map()));
  const key = `${resource.name}|${action}|${employeeId.name}`;
  if (!kept.has(key)) kept.set(key, filterOf(schema, resource, employeeId, action));
  return kept.get(key);
};

/**
 * Four eyes, the other way round: the rows none of whose owner fields names this employee (a blank owner names no
 * one), and every row for a caller who is no employee. What waits on a decision the caller may make: a dashboard's
 * count of requests to approve, a payment's suggested documents. `columns` may be the resource's table joined in.
 */
export const notOwnedBy = (resource: ResourceDeclaration, columns: Record<string, Column>, employeeId: number | null | undefined): SQL => {
  const ownerFields = resource.api.own?.ownerFields ?? [];
  if (employeeId === null || employeeId === undefined || ownerFields.length === 0) return sql`true`;
  return sql.join(
    ownerFields.map((field) => sql`${columns[field]} is distinct from ${employeeId}`),
    sql` and `,
  );
};

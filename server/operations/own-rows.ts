import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../resources/declaration';
import { resourceTableOf, type DatabaseSchema } from '../db/schema';

/**
 * The rows an employee's own path shows them: one of the owner fields is their employee, and, when the
 * declaration says `visibleIn`, the row (or the row its `via` reference points at) is in one of those states.
 * One filter for every own read and write, attachments and search alike.
 */
export const ownRowsFilter = (schema: DatabaseSchema, resource: ResourceDeclaration, employeeId: number): SQL | undefined => {
  const own = resource.api.own;
  if (!own) return undefined;
  const { columns } = resourceTableOf(schema, resource.name);
  const owned = or(...own.ownerFields.map((field) => eq(columns[field], employeeId)));
  const visible = own.visibleIn;
  if (!visible) return owned;
  if (visible.via === undefined) return and(owned, inArray(columns[visible.field], [...visible.values]));
  const reference = resource.fields[visible.via];
  if (reference?.type !== 'reference') throw new Error(`${resource.name}: api.own.visibleIn.via ${visible.via} is not a reference field`);
  const target = resourceTableOf(schema, reference.resource);
  const visibleTargets = sql`select ${target.columns.id} from ${target.table} where ${inArray(target.columns[visible.field], [...visible.values])}`;
  return and(owned, sql`${columns[visible.via]} in (${visibleTargets})`);
};

import { and, type SQL } from 'drizzle-orm';
import { authorize } from './access';
import { tableOf, type OperationContext, type Row } from './context';
import { boundValues, placeholdersFrom } from './bound-values';
import { conditionOf } from './filters';
import { afterCondition, cursorAfter } from './keyset';
import { listPlanOf, type ListPlan, type QueryString } from './list-plan';
import { keptListStatements, listStatementsOf, PAGE_OFFSET, PAGE_SIZE, type ListStatements } from './list-statements';
import { lookupColumns } from './lookup';

/**
 * `isTotalEstimated`: the matches passed EXACT_TOTAL_CAP and `total` is the planner's estimate (list-total.ts).
 * `nextAfter`: the cursor of the page after this one (X-Next-After), when the page is full.
 */
export type ListResult = { rows: Row[]; total: number; isTotalEstimated: boolean; nextAfter?: string };

/**
 * A new shape's statements, their conditions built with the placeholders the request's values were bound to:
 * the caller's reach first, from `first` on the plan's filters, then its cursor.
 */
const statementsOf = (context: OperationContext, plan: ListPlan, reach: SQL | undefined, first: number): ListStatements => {
  const { resource } = context;
  const { columns } = tableOf(context);
  const where = and(reach, conditionOf(resource, columns, plan.query.where, 'and', placeholdersFrom(first)));
  const afterCursor = plan.cursor && afterCondition({ columns, keys: plan.keys, values: plan.cursor, bind: placeholdersFrom(first + plan.conditionCount) });
  return listStatementsOf(context, {
    key: plan.shapeKey,
    where,
    pageWhere: afterCursor === undefined ? where : and(where, afterCursor),
    keys: plan.keys,
    fields: context.scope === 'lookup' ? lookupColumns(context.schema, resource) : Object.keys(columns),
    hasOffset: plan.hasOffset,
  });
};

/**
 * A page of rows matching the filters, in the requested order, with the total of matches (exact up to a cap).
 * The request's values are bound to placeholders, so that its statements are those of its shape, built once
 * (list-statements.ts); what the query decides is planned once per query text (list-plan.ts).
 */
export const list = async (context: OperationContext & { query: QueryString }): Promise<ListResult> => {
  const { resource } = context;
  const { bind, values, count, append } = boundValues();
  const reach = await authorize(context, 'read', (employeeId) => bind(employeeId));
  const plan = listPlanOf(context, context.query);
  const first = count();
  append(plan.values);
  const statements = keptListStatements(context, plan.shapeKey) ?? statementsOf(context, plan, reach, first);
  const { start, end } = plan.query;
  values[PAGE_SIZE] = end - start;
  if (plan.hasOffset) values[PAGE_OFFSET] = start;
  const rows = await statements.page(values);
  // Past the cap the planner estimates the matches of this request's condition, written out with its values.
  const { total, isEstimate } = await statements.total(values, async () => and(await authorize(context, 'read'), conditionOf(resource, tableOf(context).columns, plan.query.where)));
  const last = rows.length > 0 && rows.length === end - start ? rows[rows.length - 1] : undefined;
  const nextAfter = last ? cursorAfter(last, plan.keys) : undefined;
  return { rows, total, isTotalEstimated: isEstimate, ...(nextAfter ? { nextAfter } : {}) };
};

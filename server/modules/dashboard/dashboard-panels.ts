import Decimal from 'decimal.js';
import { and, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../../resources/declaration';
import type { ListLinkFilter } from '../../../resources/list-query';
import { listRouteOf, recordRouteOf, withListFilters } from '../../../resources/paths';
import { hasAnyRole, type Caller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { resourceTableOf, type DatabaseSchema } from '../../db/schema';
import { SOURCES, type CountCard } from './dashboard-sources';
import { moneyNumber } from '../../../modules/finance/domain/bank-statement';

export type DashboardContext = { db: Database; schema: DatabaseSchema; caller: Caller; year: number; month: number };

const tableOf = (context: DashboardContext, source: keyof typeof SOURCES) => resourceTableOf(context.schema, SOURCES[source].resource);

/** A card or panel is shown only to callers who may read what it counts. */
export const canRead = (context: DashboardContext, ...sources: (keyof typeof SOURCES)[]) =>
  sources.every((source) => {
    const tables = context.schema.resourceTables;
    const entry = tables.get(SOURCES[source].resource);
    return entry !== undefined && hasAnyRole(context.caller, entry.resource.roles);
  });

const firstDayOfMonth = ({ year, month }: DashboardContext) => `${year}-${String(month).padStart(2, '0')}-01`;

/**
 * The list filter that shows the rows a card counts: the one value it counts or leaves out, or "is one of" its
 * values (a card leaving out several: every other value of the enum). Several not-equals on one field would not
 * do: the list keeps one filter per field and operator.
 */
const cardFilters = (resource: ResourceDeclaration, card: CountCard): ListLinkFilter[] => {
  const field = resource.fields[card.field];
  const all = field?.type === 'enum' ? field.values : [];
  if (card.isNegated && (card.values.length === 1 || all.length === 0)) return card.values.map((value) => ({ field: card.field, operator: 'ne', value }));
  const counted = card.isNegated ? all.filter((value) => !card.values.includes(value)) : card.values;
  return counted.length === 1 ? [{ field: card.field, operator: 'eq', value: counted[0] }] : [{ field: card.field, operator: 'in', value: counted }];
};

/** The list a card opens, filtered on what it counts: only an admin list, which holds every row counted. */
const cardLink = (resource: ResourceDeclaration, card: CountCard, roles: readonly string[]) => {
  const route = (resource.routes ?? []).find((candidate) => candidate.path === listRouteOf(resource, { roles }));
  return route && route.scope !== 'own' ? withListFilters(route.path, cardFilters(resource, card)) : undefined;
};

export const countCard = async (context: DashboardContext, card: CountCard) => {
  const { table, columns, resource } = tableOf(context, card.source);
  const column = columns[card.field];
  const filter = card.isNegated ? notInArray(column, [...card.values]) : inArray(column, [...card.values]);
  const [{ total }] = await context.db.select({ total: count() }).from(table).where(filter);
  return { key: card.key, title: card.title, count: Number(total), link: cardLink(resource, card, context.caller.roles) };
};

/**
 * Hours booked this month, by project (by work order when the hours name no task): read from the month's kept
 * totals (server/db/migrations/0030_timesheet_monthly_hours.sql), summed by work order and task from their month
 * index alone before those sums (one per work order and task) are joined to their tasks and projects. The month's entries, which
 * grow with the firm, are not read (bench/README.md, "Kept monthly totals").
 */
export const hoursByProject = async (context: DashboardContext) => {
  const hours = tableOf(context, 'hours');
  const kept = SOURCES.monthlyHours.table;
  const tasks = tableOf(context, 'tasks');
  const projects = tableOf(context, 'projects');
  const workOrders = tableOf(context, 'workOrders');
  const month = context.db
    .select({ workOrderId: kept.workOrderId, taskId: kept.taskId, hours: sql<string>`sum(${kept.hours})`.as('hours') })
    .from(kept)
    .where(eq(kept.month, firstDayOfMonth(context)))
    .groupBy(kept.workOrderId, kept.taskId)
    .as('month_hours');
  const total = sql<string>`sum(${month.hours})`;
  const rows = await context.db
    .select({
      projectId: projects.columns.id,
      projectName: projects.columns[SOURCES.projects.name],
      workOrderId: workOrders.columns.id,
      workOrderName: workOrders.columns[SOURCES.workOrders.name],
      hours: total,
    })
    .from(month)
    .innerJoin(workOrders.table, eq(workOrders.columns.id, month.workOrderId))
    .leftJoin(tasks.table, eq(tasks.columns.id, month.taskId))
    .leftJoin(projects.table, eq(projects.columns.id, tasks.columns[SOURCES.tasks.project]))
    .groupBy(projects.columns.id, projects.columns[SOURCES.projects.name], workOrders.columns.id, workOrders.columns[SOURCES.workOrders.name])
    .orderBy(desc(total));
  return {
    link: listRouteOf(hours.resource),
    rows: rows.map((row) =>
      row.projectId !== null
        ? { label: String(row.projectName), hours: Number(row.hours), link: recordRouteOf(projects.resource, row.projectId) }
        : // The reader's screen words "(no project)" in their language: the row says which case it is.
          { label: String(row.workOrderName), isWithoutProject: true, hours: Number(row.hours), link: recordRouteOf(workOrders.resource, row.workOrderId) },
    ),
  };
};

/** Payrolls without a net named on the panel; the rest are counted. */
const MISSING_NAMED = 10;

/** This month's payrolls by status, every status of the declaration listed (zero when none). */
export const payrollOfMonth = async (context: DashboardContext) => {
  const { table, columns, resource } = tableOf(context, 'payroll');
  const source = SOURCES.payroll;
  const rows = await context.db
    .select({
      status: columns[source.status],
      count: count(),
      gross: sql<string>`coalesce(sum(${columns[source.gross]}), 0)`,
      net: sql<string>`coalesce(sum(${columns[source.net]}), 0)`,
      withGross: count(columns[source.gross]),
      withNet: count(columns[source.net]),
    })
    .from(table)
    .where(and(eq(columns[source.year], context.year), eq(columns[source.month], context.month)))
    .groupBy(columns[source.status]);
  const statusField = resource.fields[source.status];
  const statuses = statusField?.type === 'enum' ? statusField.values : rows.map((row) => String(row.status));
  const byStatus = statuses.map((status) => {
    const row = rows.find((candidate) => candidate.status === status);
    return { status, count: Number(row?.count ?? 0) };
  });
  const sum = (key: 'gross' | 'net') => moneyNumber(rows.reduce((total, row) => total.plus(String(row[key])), new Decimal(0)));
  const counted = (key: 'withGross' | 'withNet') => rows.reduce((total, row) => total + Number(row[key]), 0);
  // The totals say how many payrolls they add up, and name those still without a net (issue 43: a net of 2 of 29).
  const missing = await context.db
    .select({ id: columns.id, number: columns[source.number] })
    .from(table)
    .where(and(eq(columns[source.year], context.year), eq(columns[source.month], context.month), isNull(columns[source.net])))
    .orderBy(columns[source.number])
    .limit(MISSING_NAMED);
  const withoutNet = missing.map((row) => ({ number: String(row.number), link: recordRouteOf(resource, Number(row.id)) }));
  const total = byStatus.reduce((all, row) => all + row.count, 0);
  return { link: listRouteOf(resource), byStatus, total, gross: sum('gross'), net: sum('net'), withGross: counted('withGross'), withNet: counted('withNet'), withoutNet };
};

/** Each account's position: its balance, which the finance module keeps on every write of its movements (derived). */
export const cashPosition = async (context: DashboardContext) => {
  const accounts = tableOf(context, 'accounts');
  const rows = await context.db
    .select({ id: accounts.columns.id, name: accounts.columns[SOURCES.accounts.name], balance: accounts.columns[SOURCES.accounts.balance] })
    .from(accounts.table)
    .orderBy(accounts.columns[SOURCES.accounts.name]);
  const list = rows.map((account) => ({ id: Number(account.id), name: String(account.name), balance: moneyNumber(String(account.balance ?? 0)) }));
  return {
    link: listRouteOf(accounts.resource),
    accounts: list,
    total: moneyNumber(rows.reduce((total, account) => total.plus(String(account.balance ?? 0)), new Decimal(0))),
  };
};

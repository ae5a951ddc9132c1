import { desc, eq, sql } from 'drizzle-orm';
import { listRouteOf, recordRouteOf } from '../../../resources/paths';
import { countCardOf, dashboardPanelOf, type DashboardContext, type DashboardContribution } from '../../../server/modules/dashboard/dashboard-panels';
import { tableFor } from '../../../server/operations/typed-records';
import { monthSheets } from '../month-sheets.resource';
import { projects } from '../projects.resource';
import { tasks } from '../tasks.resource';
import { timesheetEntries } from '../timesheet-entries.resource';
import { workOrders } from '../work-orders.resource';
import { monthlyHours } from './monthly-hours';
import { HOURS_BY_PROJECT_REPLY, type HoursByProject } from '../domain/hours-by-project';

// The pm module's part of the dashboards: month sheets and tasks waiting, and the month's hours by project.

const firstDayOfMonth = ({ year, month }: DashboardContext) => `${year}-${String(month).padStart(2, '0')}-01`;

/**
 * Hours booked this month, by project (by work order when the hours name no task): read from the month's kept
 * totals (server/db/migrations/0030_timesheet_monthly_hours.sql), summed by work order and task from their month
 * index alone before those sums (one per work order and task) are joined to their tasks and projects. The month's entries, which
 * grow with the firm, are not read (bench/history/2026-11-26-scale-400.md, "Kept monthly totals").
 */
export const hoursByProject = async (context: DashboardContext): Promise<HoursByProject> => {
  const taskTable = tableFor(context.schema, tasks);
  const projectTable = tableFor(context.schema, projects);
  const workOrderTable = tableFor(context.schema, workOrders);
  const month = context.db
    .select({ workOrderId: monthlyHours.workOrderId, taskId: monthlyHours.taskId, hours: sql<string>`sum(${monthlyHours.hours})`.as('hours') })
    .from(monthlyHours)
    .where(eq(monthlyHours.month, firstDayOfMonth(context)))
    .groupBy(monthlyHours.workOrderId, monthlyHours.taskId)
    .as('month_hours');
  const total = sql<string>`sum(${month.hours})`;
  const rows = await context.db
    .select({
      projectId: projectTable.columns.id,
      projectName: projectTable.columns.name,
      workOrderId: workOrderTable.columns.id,
      workOrderName: workOrderTable.columns.name,
      hours: total,
    })
    .from(month)
    .innerJoin(workOrderTable.table, eq(workOrderTable.columns.id, month.workOrderId))
    .leftJoin(taskTable.table, eq(taskTable.columns.id, month.taskId))
    .leftJoin(projectTable.table, eq(projectTable.columns.id, taskTable.columns.projectId))
    .groupBy(projectTable.columns.id, projectTable.columns.name, workOrderTable.columns.id, workOrderTable.columns.name)
    .orderBy(desc(total));
  return {
    link: listRouteOf(timesheetEntries) ?? null,
    rows: rows.map((row) =>
      row.projectId !== null
        ? { label: String(row.projectName), isWithoutProject: false, hours: Number(row.hours), link: recordRouteOf(projects, Number(row.projectId)) ?? null }
        : // The reader's screen words "(no project)" in their language: the row says which case it is.
          { label: String(row.workOrderName), isWithoutProject: true, hours: Number(row.hours), link: recordRouteOf(workOrders, Number(row.workOrderId)) ?? null },
    ),
  };
};

export const pmDashboard: DashboardContribution = {
  cards: [
    countCardOf(monthSheets, { dashboards: ['admin'], key: 'monthSheetsAwaitingApproval', title: 'Month sheets awaiting approval', field: 'status', values: ['Sent'], isDecision: true }),
    countCardOf(tasks, { dashboards: ['admin'], key: 'openTasks', title: 'Open tasks', field: 'status', values: ['Done'], isNegated: true }),
  ],
  panels: [dashboardPanelOf(HOURS_BY_PROJECT_REPLY, { name: 'hoursByProject', dashboards: ['admin'], reads: [timesheetEntries, tasks, projects, workOrders], compute: hoursByProject })],
};

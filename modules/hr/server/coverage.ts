import { and, eq, inArray, ne } from 'drizzle-orm';
import { coverageOf, type CoverageAbsence } from '../domain/coverage';
import { resourceTableOf } from '../../../server/db/schema';
import type { ActionCall } from '../../../server/operations/actions/run-action';
import { requestOverlaps } from './request-overlap';

// GET /admin/hr_timesheet/coverage/{id}: the facts HR needs before deciding a request (modules/hr/domain/coverage.ts).

export const requestCoverage = async ({ tx, context, record }: ActionCall) => {
  const table = (name: string) => resourceTableOf(context.schema, name);
  const [members, workOrders, requests, employees] = ['workOrderMembers', 'workOrders', 'hrTimesheetRequests', 'employees'].map(table);
  const employeeId = record.employeeId as number;
  const mine = (await tx
    .select({ id: workOrders.columns.id, number: workOrders.columns.number, name: workOrders.columns.name })
    .from(members.table)
    .innerJoin(workOrders.table, eq(workOrders.columns.id, members.columns.workOrderId))
    .where(and(eq(members.columns.employeeId, employeeId), eq(workOrders.columns.status, 'Active')))) as Record<string, unknown>[];
  const workOrderIds = mine.map((row) => row.id as number);
  const memberRows = workOrderIds.length
    ? (await tx.select().from(members.table).where(inArray(members.columns.workOrderId, workOrderIds)))
    : [];
  const colleagueIds = [...new Set(memberRows.map((row) => row.employeeId as number))].filter((id) => id !== employeeId);
  const absences = colleagueIds.length
    ? ((await tx
        .select({
          id: requests.columns.id,
          number: requests.columns.number,
          employeeId: requests.columns.employeeId,
          employeeName: employees.columns.fullName,
          startDate: requests.columns.startDate,
          endDate: requests.columns.endDate,
          hours: requests.columns.hours,
          state: requests.columns.state,
        })
        .from(requests.table)
        .innerJoin(employees.table, eq(employees.columns.id, requests.columns.employeeId))
        .where(
          and(
            inArray(requests.columns.employeeId, colleagueIds),
            ne(requests.columns.state, 'Refused'),
            requestOverlaps(requests.columns, record.startDate as string, record.endDate as string),
          ),
        )) as unknown as CoverageAbsence[])
    : [];
  return coverageOf({
    request: record as unknown as CoverageAbsence,
    workOrders: mine.map((workOrder) => ({
      id: workOrder.id as number,
      number: String(workOrder.number),
      name: String(workOrder.name),
      memberIds: memberRows.filter((row) => row.workOrderId === workOrder.id).map((row) => row.employeeId as number),
    })),
    absences,
  });
};

import { workingDaysBetween } from './leave-balance';

// Coverage of a leave request in HR's inbox: who else in the requester's work orders is off on the requested
// days, and on which days approving it would leave a work order with fewer people present than the minimum.
//
// Decisions: the minimum is MIN_PRESENT_PER_WORK_ORDER people on every working day (a firm-wide constant,
// documented in the README); only Active work orders count; "present" counts the members who are not on
// approved whole-day leave, so a pending request of someone else is shown but not subtracted (it may still be
// refused); a permission of some hours (`hours` set) leaves its person present.

export const MIN_PRESENT_PER_WORK_ORDER = 2;

export type CoverageRequest = { employeeId: number; startDate: string; endDate: string; hours?: number | string | null };
export type CoverageAbsence = CoverageRequest & { id: number; number: string; employeeName: string; state: string };
export type CoverageWorkOrder = { id: number; number: string; name: string; memberIds: readonly number[] };

export type WorkOrderCoverage = {
  workOrderId: number;
  number: string;
  name: string;
  members: number;
  /** Other members' approved or pending requests touching the requested days. */
  absent: CoverageAbsence[];
  /** The fewest members present on a requested working day if this request is approved. */
  fewestPresent: number;
  /** Requested working days on which approving leaves fewer than `minPresent` present. */
  shortDays: string[];
};

export type Coverage = { minPresent: number; workOrders: WorkOrderCoverage[]; isShort: boolean };

const isWholeDay = (request: CoverageRequest) => !request.hours || Number(request.hours) === 0;
const covers = (request: CoverageRequest, day: string) => request.startDate <= day && request.endDate >= day;

export const coverageOf = (input: {
  request: CoverageRequest;
  workOrders: readonly CoverageWorkOrder[];
  absences: readonly CoverageAbsence[];
  minPresent?: number;
}): Coverage => {
  const { request } = input;
  const minPresent = input.minPresent ?? MIN_PRESENT_PER_WORK_ORDER;
  const days = workingDaysBetween(request.startDate, request.endDate);
  const workOrders = input.workOrders.map((workOrder) => {
    const others = input.absences.filter(
      (absence) => absence.employeeId !== request.employeeId && workOrder.memberIds.includes(absence.employeeId) && absence.startDate <= request.endDate && absence.endDate >= request.startDate,
    );
    const presentOn = (day: string) => {
      const off = new Set(others.filter((absence) => absence.state === 'Approved' && isWholeDay(absence) && covers(absence, day)).map((absence) => absence.employeeId));
      if (isWholeDay(request)) off.add(request.employeeId);
      return workOrder.memberIds.filter((id) => !off.has(id)).length;
    };
    const present = days.map((day) => ({ day, count: presentOn(day) }));
    return {
      workOrderId: workOrder.id,
      number: workOrder.number,
      name: workOrder.name,
      members: workOrder.memberIds.length,
      absent: others,
      fewestPresent: present.length > 0 ? Math.min(...present.map((entry) => entry.count)) : workOrder.memberIds.length,
      shortDays: present.filter((entry) => entry.count < minPresent).map((entry) => entry.day),
    };
  });
  return { minPresent, workOrders, isShort: workOrders.some((workOrder) => workOrder.shortDays.length > 0) };
};

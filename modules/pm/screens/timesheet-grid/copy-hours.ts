import Decimal from 'decimal.js';
import type { MonthGrid } from '../../domain/month-grid';
import { ENTRY_LOCKING_STATUSES } from '../../month-sheets.resource';
import { cellKeyOf, hoursOf, rowKeyOf, type Cell, type Edits, type GridRow } from './grid-model';
import { isWorkingDay, type GridDay } from './month-days';
import { addDays as shiftDay } from '../../../../resources/firm-calendar';

// Copy last week and copy last month: fill still-empty cells with an earlier pattern of hours. They only
// make edits, saved by Save through the same calls as typed cells, so the server's booking rules still apply.


const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
/** 1 for the first Monday (Tuesday, …) of the month, 2 for the second, … */
const ordinalOf = (date: string) => Math.ceil(Number(date.slice(8, 10)) / 7);

/**
 * Copy last week: the working days of the week (Mon–Sun) holding `date` get, where still empty, the hours
 * of the same weekday a week earlier (when that day is in this month).
 */
export const copyLastWeek = (cells: ReadonlyMap<string, Cell>, edits: Edits, rows: readonly GridRow[], days: readonly GridDay[], date: string): Edits => {
  const weekday = (weekdayOf(date) + 6) % 7;
  const monday = shiftDay(date, -weekday);
  const week = days.filter((day) => day.date >= monday && day.date <= shiftDay(monday, 6) && isWorkingDay(day));
  const next: Record<string, string> = { ...edits };
  for (const row of rows)
    for (const day of week) {
      const target = cellKeyOf(row.key, day.date);
      const source = hoursOf(cells, edits, cellKeyOf(row.key, shiftDay(day.date, -7)));
      if (source > 0 && hoursOf(cells, edits, target) === 0) next[target] = String(source);
    }
  return next;
};

/**
 * Copy last month: the previous month's hours go to the same weekday of this month in the same place (the
 * second Tuesday's hours to the second Tuesday), where the cell is still empty, the day is a working day
 * without whole-day leave, the employee is still assigned to the work order and the day is within its dates.
 * A month its employee can no longer change gets nothing.
 */
export const copyLastMonth = (grid: MonthGrid, cells: ReadonlyMap<string, Cell>, edits: Edits, days: readonly GridDay[]): Edits => {
  if (ENTRY_LOCKING_STATUSES.includes(grid.month.status)) return edits;
  const orders = new Map(grid.workOrders.map((order) => [order.id, order]));
  const targetOf = new Map(days.map((day) => [`${weekdayOf(day.date)}/${ordinalOf(day.date)}`, day]));
  const isOnLeave = (date: string) => grid.leave.some((request) => request.hours === null && request.startDate <= date && request.endDate >= date);
  const copied = new Map<string, Decimal>();
  for (const entry of grid.previousEntries) {
    const order = orders.get(entry.workOrderId);
    const day = targetOf.get(`${weekdayOf(entry.date)}/${ordinalOf(entry.date)}`);
    if (!order?.isAssigned || !day || !isWorkingDay(day) || isOnLeave(day.date)) continue;
    if (day.date < order.startDate || (order.endDate && day.date > order.endDate)) continue;
    const target = cellKeyOf(rowKeyOf(entry.workOrderId, entry.taskId), day.date);
    if (hoursOf(cells, edits, target) !== 0) continue;
    copied.set(target, (copied.get(target) ?? new Decimal(0)).plus(entry.hours));
  }
  return { ...edits, ...Object.fromEntries([...copied].map(([target, hours]) => [target, hours.toString()])) };
};

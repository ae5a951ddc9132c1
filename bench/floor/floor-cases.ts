import type { Caller, Fixtures } from '../cases';
import { addDays } from '../../resources/firm-calendar';

export type FloorCase = { name: string; caller: Caller; path: string };

/**
 * The cases of `npm run bench:floor` (issues 16 and 29): the cheap requests, the big table's first page, the global
 * search and the month grids; those whose name holds `only` when given.
 */
export const floorCasesOf = (fixtures: Fixtures, only?: string): FloorCase[] => {
  const since = addDays(fixtures.lastDay, -90);
  const cases: FloorCase[] = [
    { name: 'get one record', caller: 'admin', path: `/api/admin/timesheet/${Math.floor(fixtures.maxEntryId / 2)}` },
    { name: "the employee's own list", caller: 'employee', path: '/api/timesheet?_start=0&_end=25' },
    {
      name: 'filtered and sorted list',
      caller: 'admin',
      path: `/api/admin/timesheet?employeeId=${fixtures.employeeId}&workOrderId=${fixtures.workOrderId}&date_gte=${since}&date_lte=${fixtures.lastDay}&_sort=date&_order=desc&_start=0&_end=25`,
    },
    { name: 'unfiltered first page (timesheet entries)', caller: 'admin', path: '/api/admin/timesheet?_start=0&_end=25' },
    { name: 'global search', caller: 'admin', path: `/api/admin/search?term=${encodeURIComponent(fixtures.monthSheetNumber.slice(0, 6))}` },
    // The time workflow's hot reads (issue 29): the month grid as an approver opens a month sheet (its read locks
    // the sheet in a transaction, which the floor replays as one too) and as the employee opens their own month.
    { name: 'month grid load (approver)', caller: 'admin', path: `/api/admin/month/sheet/${fixtures.gridMonthIds[0]}` },
    {
      name: 'month grid load (own)',
      caller: 'employee',
      path: `/api/month/sheet?year=${fixtures.ownPeriods[0].year}&month=${fixtures.ownPeriods[0].month}`,
    },
  ];
  return cases.filter((benchCase) => !only || benchCase.name.includes(only));
};

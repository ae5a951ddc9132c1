// What GET /admin/timesheet/report answers, shared by the server and the report screen.

/**
 * What one column of the report is: a day (`YYYY-MM-DD`) for a period of up to 62 days (two calendar months at
 * most), a month (`YYYY-MM`) for a longer one, so that a year is 12 columns rather than 365 and is read from the
 * kept monthly totals (modules/pm/server/timesheet-report.ts).
 */
export type ReportGranularity = 'day' | 'month';

/** The longest period shown by day: two months of 31 days (July and August, December and January). */
export const LONGEST_PERIOD_BY_DAY = 62;

export type TimesheetReport = {
  workOrder: { id: number; number: string; name: string };
  startDate: string;
  endDate: string;
  granularity: ReportGranularity;
  /** Hours by employee, each with hours by period (a day or a month, as `granularity` says) and their total. */
  employees: { employeeId: number; name: string; total: number; periods: Record<string, number> }[];
  /** Hours of all employees by period. */
  periods: Record<string, number>;
  total: number;
};

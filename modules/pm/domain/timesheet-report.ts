import { defineReply } from '../../../resources/declaration';
import type { ReplyShapeOf } from '../../../resources/reply-types';

// What GET /admin/timesheet/report answers, shared by the server and the report screen.

/**
 * What one column of the report is: a day (`YYYY-MM-DD`) for a period of up to 62 days (two calendar months at
 * most), a month (`YYYY-MM`) for a longer one, so that a year is 12 columns rather than 365 and is read from the
 * kept monthly totals (modules/pm/server/timesheet-report.ts).
 */
export type ReportGranularity = TimesheetReport['granularity'];

/** The longest period shown by day: two months of 31 days (July and August, December and January). */
export const LONGEST_PERIOD_BY_DAY = 62;

const text = { type: 'text', isRequired: true } as const;
const hours = { type: 'decimal', isRequired: true } as const;

/** The report's reply, declared once: the hours report's read (timesheet-entries.resource.ts) and the API description. */
export const TIMESHEET_REPORT_REPLY = defineReply({
  fields: {
    startDate: { type: 'date', isRequired: true },
    endDate: { type: 'date', isRequired: true },
    granularity: { type: 'enum', values: ['day', 'month'], isRequired: true },
    total: hours,
  },
  parts: {
    workOrder: { fields: { id: { type: 'integer', isRequired: true }, number: text, name: text } },
    // Hours by employee, each with hours by period (a day or a month, as `granularity` says) and their total.
    employees: { fields: { employeeId: { type: 'integer', isRequired: true }, name: text, total: hours }, parts: { periods: { mapOf: hours } }, isList: true },
    // Hours of all employees by period.
    periods: { mapOf: hours },
  },
});

/** Hours on one work order in a period, as its declared reply says. */
export type TimesheetReport = ReplyShapeOf<typeof TIMESHEET_REPORT_REPLY>;


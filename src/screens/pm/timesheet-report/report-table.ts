import papaparse from 'papaparse';
import type { TimesheetReport } from '../../../../resources/pm/timesheet-report';

// The report as a table: a row per employee, a column per day of the period that has hours, a total
// column and a total row; the CSV carries the same cells.

export const reportDays = (report: TimesheetReport) => Object.keys(report.days).sort();

export const reportToCsv = (report: TimesheetReport): string => {
  const days = reportDays(report);
  return papaparse.unparse({
    fields: ['Employee', ...days, 'Total'],
    data: [
      ...report.employees.map((employee) => [employee.name, ...days.map((day) => employee.days[day] ?? ''), employee.total]),
      ['Total', ...days.map((day) => report.days[day]), report.total],
    ],
  });
};

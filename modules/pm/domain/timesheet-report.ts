// What GET /admin/timesheet/report answers, shared by the server and the report screen.
export type TimesheetReport = {
  workOrder: { id: number; number: string; name: string };
  startDate: string;
  endDate: string;
  /** Hours by employee, each with hours by day (YYYY-MM-DD) and their total. */
  employees: { employeeId: number; name: string; total: number; days: Record<string, number> }[];
  /** Hours of all employees by day. */
  days: Record<string, number>;
  total: number;
};

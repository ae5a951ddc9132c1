// What GET /month/sheet and GET /admin/month/sheet/{id} answer: one month of one employee as the grid shows it.
// Shared by the server (which builds it) and the grid screen (which reads it).
import type { MonthBalance } from './month-balance';
import type { CellChange } from './month-difference';

export type MonthGridSheet = {
  /** id null: nothing booked yet, the sheet opens on the first booking. */
  id: number | null;
  employeeId: number;
  year: number;
  month: number;
  status: string;
  totalHours: number;
  note: string | null;
  version?: number;
  number?: string;
  /** The hours as last approved (JSON by cell), when the month was ever approved. */
  approvedHours?: string | null;
};

export type MonthGrid = {
  month: MonthGridSheet;
  employee: { id: number; name: string };
  /** A whole day of leave counts this many hours. */
  dailyHours: number;
  /** isAssigned: the employee is a member today (others show only because the month's entries name them). */
  workOrders: { id: number; number: string; name: string; startDate: string; endDate: string | null; isAssigned: boolean }[];
  /** The tasks named by this month's and the previous month's entries. */
  tasks: { id: number; number: string; title: string }[];
  /**
   * The tasks a row may choose, on the work orders above (a task's project's work order): those of the projects the
   * employee is a member of, and those they own, are assigned or starred, not Done. isMine: owned or assigned;
   * the employee's own and starred ones first.
   */
  bookableTasks: { id: number; number: string; title: string; workOrderId: number; isMine: boolean; isFavourite: boolean }[];
  entries: { id: number; version: number; date: string; workOrderId: number; taskId: number | null; hours: number; note: string | null }[];
  /** Approved leave and permissions overlapping the month; hours null means whole days. */
  leave: { id: number; number: string; startDate: string; endDate: string; hours: number | null; cause: string }[];
  /** The previous month's entries, the pattern "Copy last month" repeats. */
  previousEntries: { date: string; workOrderId: number; taskId: number | null; hours: number }[];
  /** Cells whose hours differ from those approved (an admin's correction after approval); empty otherwise. */
  changesSinceApproval: CellChange[];
  /** Booked hours against the contract's hours of the month, leave and holidays counted. */
  balance: MonthBalance;
};

// What GET /month/sheet and GET /admin/month/sheet/{id} answer: one month of one employee as the grid shows it.
// Shared by the server (which builds it) and the grid screen (which reads it).
import { defineReply } from '../../../resources/declaration';
import type { ReplyShapeOf } from '../../../resources/reply-types';

const id = { type: 'integer', isRequired: true } as const;
const text = { type: 'text', isRequired: true } as const;
const date = { type: 'date', isRequired: true } as const;
const hours = { type: 'decimal', isRequired: true } as const;

/** The grid's reply, declared once: the month sheet's two reads (month-sheets.resource.ts) and the API description. */
export const MONTH_GRID_REPLY = defineReply({
  fields: {
    /** A whole day of leave counts this many hours. */
    dailyHours: hours,
  },
  parts: {
    // id null: nothing booked yet, the sheet opens on the first booking (and has no version, number or approval yet).
    month: {
      fields: {
        id: { type: 'integer' },
        employeeId: id,
        year: id,
        month: id,
        status: text,
        totalHours: { type: 'decimal' },
        note: { type: 'text' },
        version: { type: 'integer' },
        number: { type: 'text' },
        // The hours as last approved (JSON by cell), when the month was ever approved.
        approvedHours: { type: 'longText' },
      },
    },
    employee: { fields: { id, name: text } },
    // isAssigned: the employee is a member today (others show only because the month's entries name them).
    workOrders: { fields: { id, number: text, name: text, startDate: date, endDate: { type: 'date' }, isAssigned: { type: 'boolean', isRequired: true } }, isList: true },
    // The tasks named by this month's and the previous month's entries.
    tasks: { fields: { id, number: text, title: text }, isList: true },
    // The tasks a row may choose, on the work orders above (a task's project's work order): those of the projects the
    // employee is a member of, and those they own, are assigned or starred, not Done. isMine: owned or assigned;
    // the employee's own and starred ones first.
    bookableTasks: {
      fields: { id, number: text, title: text, workOrderId: id, isMine: { type: 'boolean', isRequired: true }, isFavourite: { type: 'boolean', isRequired: true } },
      isList: true,
    },
    entries: { fields: { id, version: id, date, workOrderId: id, taskId: { type: 'integer' }, hours, note: { type: 'text' } }, isList: true },
    // Approved leave and permissions overlapping the month; hours null means whole days.
    leave: { fields: { id, number: text, startDate: date, endDate: date, hours: { type: 'decimal' }, cause: text }, isList: true },
    // The previous month's entries, the pattern "Copy last month" repeats.
    previousEntries: { fields: { date, workOrderId: id, taskId: { type: 'integer' }, hours }, isList: true },
    // Cells whose hours differ from those approved (an admin's correction after approval); empty otherwise.
    changesSinceApproval: { fields: { cell: text, approved: hours, now: hours }, isList: true },
    // Booked hours against the contract's hours of the month, leave and holidays counted (month-balance.ts).
    balance: {
      fields: { workingDays: id, expected: hours, booked: hours, leave: hours, balance: hours, overtime: hours, missing: hours },
    },
  },
});

/** One month of one employee as the grid shows it, as its declared reply says. */
export type MonthGrid = ReplyShapeOf<typeof MONTH_GRID_REPLY>;

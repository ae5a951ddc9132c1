import { date, integer, numeric, pgTable } from 'drizzle-orm/pg-core';

// The hours booked per work order, month (its first day), employee and task (none: null), kept by the database:
// a trigger on the timesheet entries adds every insert, update and delete to its total (hand-written migration
// 0030_timesheet_monthly_hours, which made the table; not part of the declared schema, so `npm run db:generate`
// leaves it alone). Read it for whole months; the entries themselves for parts of a month.
export const monthlyHours = pgTable('timesheet_monthly_hours', {
  workOrderId: integer('work_order_id').notNull(),
  month: date('month', { mode: 'string' }).notNull(),
  employeeId: integer('employee_id').notNull(),
  taskId: integer('task_id'),
  hours: numeric('hours', { precision: 14, scale: 2 }).notNull(),
  /** How many entries the total sums: a total whose last entry goes is deleted. */
  entries: integer('entries').notNull(),
});

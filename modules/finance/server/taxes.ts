import { and, asc, eq, lte } from 'drizzle-orm';
import { resourceTableOf } from '../../../server/db/schema';
import type { ActionHandler } from '../../../server/operations/actions/run-action';
import { addDays, daysBetween, firmToday } from '../../../resources/firm-calendar';
import { badRequest, conflict } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import { updateRecord } from '../../../server/operations/record-writer';
import { taxes as taxesResource } from '../taxes.resource';

// GET /admin/finance/taxes/dueSoon?days=30: unpaid tax payments due by today + days (overdue ones included),
// earliest due first, each with the days left (negative when overdue).


export const taxesDueSoon: ActionHandler = async ({ tx, context, input }) => {
  const days = typeof input.days === 'number' ? input.days : 30;
  const today = firmToday();
  const until = addDays(today, days);
  const { table, columns } = resourceTableOf(context.schema, taxesResource);
  const rows = await tx.select().from(table).where(and(eq(columns.isPaid, false), lte(columns.dueDate, until))).orderBy(asc(columns.dueDate), asc(columns.id));
  return rows.map((row) => {
    const daysLeft = daysBetween(today, String(row.dueDate));
    return { ...row, daysLeft, isOverdue: daysLeft < 0 };
  });
};

/** POST markPaid/{id} (paidDate): paid by hand, on a day not after today; its matches, if any come later, add to it. */
export const markTaxPaid: ActionHandler = async ({ record, input, write }) => {
  const paidDate = String(input.paidDate);
  if (paidDate > firmToday()) throw badRequest(message('The payment day is after today'), { paidDate: message('After today') });
  return updateRecord(write, taxesResource, record, { markedPaidOn: paidDate });
};

/** POST undoMarkPaid/{id}: the by-hand payment taken back; the tax is paid again only if its matches cover it. */
export const undoTaxMarkPaid: ActionHandler = async ({ record, write }) => {
  if (record.markedPaidOn === null || record.markedPaidOn === undefined)
    throw conflict(message('Tax payment "{{description}}" was not marked paid by hand', { description: String(record.description) }));
  return updateRecord(write, taxesResource, record, { markedPaidOn: null });
};

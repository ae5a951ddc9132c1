import { eq } from 'drizzle-orm';
import { resourceTableOf } from '../../../server/db/schema';
import { conflict } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { WriteRule } from '../../../server/operations/write-rules';
import { billedHours } from '../../finance/billed-hours.resource';

const BILLED_FIELDS = ['employeeId', 'workOrderId', 'date', 'hours'];

/**
 * Hours an invoice bills stay as billed: an admin's correction of an approved month cannot change or delete them
 * (delete the draft that bills them first, or correct the invoice with a credit note).
 */
export const keepBilledEntries: WriteRule = async (_tx, { before, after, isDelete, write }) => {
  if (!before || (!isDelete && BILLED_FIELDS.every((field) => String(before[field]) === String(after[field])))) return;
  const { table, columns } = resourceTableOf(write.schema, billedHours);
  const [billed] = await write.tx.select({ id: columns.id }).from(table).where(eq(columns.timesheetEntryId, Number(before.id))).limit(1);
  if (billed) throw conflict(message('These hours are billed on an invoice: they can no longer be changed'));
};

import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { resourceTableOf } from '../../../server/db/schema';
import { badRequest } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import { updateRecords } from '../../../server/operations/record-writer';
import type { WriteRule } from '../../../server/operations/write-rules';
import { billedHours } from '../billed-hours.resource';
import type { invoiceLines } from '../invoice-lines.resource';

/** Billed hours and the invoice numbering are written only by billing runs and issuing, never typed. */
export const billedHoursByRunsOnly: WriteRule = (_tx, { via }) => {
  if (!via) throw badRequest(message('Written only by billing runs and by issuing invoices'));
};

/**
 * A draft's line that bills approved hours keeps its quantity, the hours it bills: its description, price and VAT
 * may change (a discount), but fewer hours are billed by removing the line, which frees all its hours for a later run.
 */
export const hoursLineKeepsItsHours: WriteRule<typeof invoiceLines> = async (tx, { before, after, isDelete, schema }) => {
  if (isDelete || !before || new Decimal(String(after.quantity ?? 0)).eq(String(before.quantity ?? 0))) return;
  const { table, columns } = resourceTableOf(schema, billedHours);
  const [billed] = await tx.select({ id: columns.id }).from(table).where(eq(columns.invoiceLineId, before.id)).limit(1);
  if (billed)
    throw badRequest(message('This line bills approved hours: its quantity stays the hours billed; remove the line to free them for a later billing run'), {
      quantity: message('The hours billed'),
    });
};

/**
 * The hours a draft's line bills are billed at the line's price: when finance changes it (a rate agreed otherwise, a
 * discount), the line's billed hours take it as their rate, in the line's transaction, so the rate an hour was billed
 * at is the invoice's and not the run's. Billed hours keep rates to the cent, as the rates they come from.
 */
export const billedHoursFollowLinePrice: WriteRule<typeof invoiceLines> = async (tx, { before, after, isDelete, write, via }) => {
  if (isDelete || !before || new Decimal(String(after.unitPrice)).eq(String(before.unitPrice))) return;
  const { table, columns } = resourceTableOf(write.schema, billedHours);
  const billed = await tx.select().from(table).where(eq(columns.invoiceLineId, before.id)).orderBy(columns.id).for('update');
  const hourlyRate = new Decimal(String(after.unitPrice)).toDecimalPlaces(2).toNumber();
  await updateRecords({ ...write, via: via ?? 'linePrice' }, billedHours, billed.map((row) => ({ before: row, values: { hourlyRate } })));
};

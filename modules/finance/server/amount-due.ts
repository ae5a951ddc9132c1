import { sql, type Column } from 'drizzle-orm';
import type { Row } from '../../../server/operations/context';
import { amountDueOf } from '../domain/fattura-pa-out';

// What an invoice asks its payer for: its total, less the VAT a public body pays the State itself when the invoice
// is under split payment (scissione dei pagamenti, FatturaPA's ImportoPagamento). A split-payment invoice is paid,
// open and expected for that amount, not for its total, or it would stay open by its VAT for ever.

/** An invoice row's amount due. */
export const invoiceAmountDue = (row: Row) => amountDueOf(String(row.total ?? 0), String(row.vat ?? 0), row.isSplitPayment === true);

/** The same in SQL, over the invoices table's columns. */
export const invoiceAmountDueSql = (invoice: Record<string, Column>) =>
  sql`(${invoice.total} - case when ${invoice.isSplitPayment} then coalesce(${invoice.vat}, 0) else 0 end)`;

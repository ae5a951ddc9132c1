import { sql } from 'drizzle-orm';
import { missingFilesOf } from '../domain/invoice-files';
import { moneyNumber } from '../domain/bank-statement';
import { resourceTableOf } from '../../../server/db/schema';
import type { ActionHandler } from '../../../server/operations/actions/run-action';
import { cashFlowEntries } from '../cash-flow-entries.resource';
import { cashFlowMatches } from '../cash-flow-matches.resource';
import { invoices as invoicesResource } from '../invoices.resource';

// GET /admin/finance/cashflow/incompleteFiles: every payment (a match of a bank movement to an invoice) of an
// invoice whose files are incomplete (modules/finance/domain/invoice-files.ts), newest first, with what is missing.

type PaymentRow = {
  match_id: number;
  movement_id: number;
  date: string;
  description: string;
  amount: string;
  invoice_id: number;
  number: string;
  direction: string;
  pdf: boolean | null;
  xml: boolean | null;
  receipt: boolean | null;
};

export const paymentsWithIncompleteFiles: ActionHandler = async ({ tx, context }) => {
  const [matches, movements, invoices] = [cashFlowMatches, cashFlowEntries, invoicesResource].map((resource) => resourceTableOf(context.schema, resource));
  const [m, e, i] = [matches.columns, movements.columns, invoices.columns];
  const rows = (
    await tx.execute<PaymentRow>(sql`
      select ${m.id} as match_id, ${e.id} as movement_id, ${e.date}::text as date, ${e.description}, ${m.amount}::text as amount,
        ${i.id} as invoice_id, ${i.number}, ${i.direction}, ${i.hasInvoicePdfFile} as pdf, ${i.hasInvoiceXmlFile} as xml, ${i.hasReceiptFile} as receipt
      from ${matches.table} join ${movements.table} on ${e.id} = ${m.cashFlowEntryId} join ${invoices.table} on ${i.id} = ${m.invoiceId}
      where coalesce(${i.hasInvoiceXmlFile}, false) = false
        or (${i.direction} <> 'in' and coalesce(${i.hasInvoicePdfFile}, false) = false)
        or (${i.direction} = 'out' and coalesce(${i.hasReceiptFile}, false) = false)
      order by ${e.date} desc, ${m.id} desc`)
  ).rows;
  return rows
    .map((row) => ({
      matchId: row.match_id,
      movementId: row.movement_id,
      date: row.date,
      description: row.description,
      amount: moneyNumber(row.amount),
      invoiceId: row.invoice_id,
      number: row.number,
      direction: row.direction,
      missingFiles: missingFilesOf({ direction: row.direction, hasInvoicePdfFile: row.pdf, hasInvoiceXmlFile: row.xml, hasReceiptFile: row.receipt }),
    }))
    .filter((row) => row.missingFiles.length > 0);
};

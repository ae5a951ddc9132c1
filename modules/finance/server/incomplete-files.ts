import { sql } from 'drizzle-orm';
import { missingFilesOf } from '../domain/invoice-files';
import { moneyNumber } from '../domain/bank-statement';
import type { ActionHandler } from '../../../server/operations/actions/run-action';

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

export const paymentsWithIncompleteFiles: ActionHandler = async ({ tx }) => {
  const rows = (
    (await tx.execute(sql`
      select m.id as match_id, e.id as movement_id, e.date::text as date, e.description, m.amount::text as amount,
        i.id as invoice_id, i.number, i.direction, i.has_invoice_pdf_file as pdf, i.has_invoice_xml_file as xml, i.has_receipt_file as receipt
      from cash_flow_matches m join cash_flow_entries e on e.id = m.cash_flow_entry_id join invoices i on i.id = m.invoice_id
      where coalesce(i.has_invoice_xml_file, false) = false
        or (i.direction <> 'in' and coalesce(i.has_invoice_pdf_file, false) = false)
        or (i.direction = 'out' and coalesce(i.has_receipt_file, false) = false)
      order by e.date desc, m.id desc`)) as unknown as { rows: PaymentRow[] }
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

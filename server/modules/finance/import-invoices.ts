import { and, eq } from 'drizzle-orm';
import { moneyNumber } from '../../../resources/finance/bank-statement';
import { resourceTableOf } from '../../db/schema';
import { badRequest } from '../../errors';
import { message, term } from '../../i18n/message';
import type { ActionCall, ActionHandler } from '../../operations/actions/run-action';
import type { Row } from '../../operations/context';
import { createRecord } from '../../operations/record-writer';
import { InvoiceFileRefusal, pdfKeyOf, readInvoiceZip, type ParsedInvoice, type Party } from './fattura-pa';
import { singleRateOf, summaryJson, writeInvoiceLines } from './invoice-lines';

// PUT /admin/finance/invoices/zip (file): the FatturaPA invoices of a ZIP become invoices in one transaction.
// The firm's VAT number (COMPANY_VAT_NUMBER) decides the direction: the firm selling is an issued invoice
// ('out', or 'foreign' for a buyer abroad), buying a received one ('in'). The counterparty is found by VAT
// number among suppliers (received) or customers (issued), or created. An invoice already there (same
// counterparty, number and date) is skipped and reported; a bad file refuses the ZIP, naming file and element.
// Each invoice gets its lines, the document's VAT summary (flagged when the lines disagree with it), and the
// file it came from as an attachment (the signed .p7m as delivered, being the legal original), with the PDF
// of the same name when the ZIP holds one; the XML and PDF flags follow.

export const DEFAULT_FIRM_VAT = '12345678903';
const firmVat = () => (process.env.COMPANY_VAT_NUMBER ?? DEFAULT_FIRM_VAT).replace(/^IT/i, '');

const counterpartyId = async (call: ActionCall, resource: 'suppliers' | 'customers', party: Party) => {
  const { table, columns } = resourceTableOf(call.context.schema, resource);
  const vat = party.country === 'IT' ? party.vatNumber : `${party.country}${party.vatNumber}`;
  const [found] = (await call.tx.select().from(table).where(eq(columns.vatNumber, vat))) as Row[];
  if (found) return found.id;
  // A new customer keeps the delivery channel the invoice names: its SdI code, or "0000000" (the code FatturaPA
  // uses for delivery by PEC or to the buyer's fiscal drawer) with the PEC when there is one.
  const created = await createRecord(
    call.write,
    resource,
    resource === 'suppliers'
      ? { name: party.name.slice(0, 160), vatNumber: vat, country: party.country }
      : { name: party.name.slice(0, 160), vatNumber: vat, sdiCode: party.sdiCode ?? '0000000', pec: party.pec ?? null },
  );
  return created.id;
};

const directionOf = (invoice: ParsedInvoice) => {
  const own = firmVat();
  if (invoice.seller.vatNumber === own) return invoice.buyer.country === 'IT' ? 'out' : 'foreign';
  if (invoice.buyer.vatNumber === own) return 'in';
  throw new InvoiceFileRefusal(`${invoice.fileName}: invoice ${invoice.number} is neither issued nor received by the firm (VAT number ${own})`);
};

export const importInvoiceZip: ActionHandler = async (call) => {
  const file = call.files[0];
  if (!file) throw badRequest(message('Send the ZIP as a file'), { file: message('Required') });
  let contents;
  let directions: string[];
  try {
    contents = await readInvoiceZip(file.bytes);
    directions = contents.invoices.map(directionOf);
  } catch (error) {
    // The reason names the file and element at fault, as the FatturaPA reader words it.
    if (error instanceof InvoiceFileRefusal)
      throw badRequest(message('{{file}} was refused, nothing was imported: {{reason}}', { file: file.fileName, reason: error.message }), { file: term(error.message) });
    throw error;
  }
  const { table, columns } = resourceTableOf(call.context.schema, 'invoices');
  const imported: { id: number; number: string; direction: string; total: number; isLinesMismatch: boolean }[] = [];
  const skipped: { fileName: string; number: string; date: string }[] = [];
  for (const [index, invoice] of contents.invoices.entries()) {
    const direction = directionOf(invoice);
    const isReceived = direction === 'in';
    const party = isReceived ? invoice.seller : invoice.buyer;
    const partyId = await counterpartyId(call, isReceived ? 'suppliers' : 'customers', party);
    const partyColumn = isReceived ? columns.supplierId : columns.customerId;
    const [existing] = await call.tx
      .select({ id: columns.id })
      .from(table)
      .where(and(eq(partyColumn, partyId), eq(columns.number, invoice.number), eq(columns.date, invoice.date)));
    if (existing) {
      skipped.push({ fileName: invoice.fileName, number: invoice.number, date: invoice.date });
      continue;
    }
    const summary = invoice.summary.map((row) => ({ rate: Number(row.rate), nature: Number(row.rate) === 0 ? (row.nature ?? null) : null, taxable: moneyNumber(row.taxable), vat: moneyNumber(row.vat) }));
    const pdf = contents.pdfs.get(pdfKeyOf(invoice.fileName));
    const created = await createRecord(call.write, 'invoices', {
      direction: directions[index],
      number: invoice.number.slice(0, 40),
      date: invoice.date,
      supplierId: isReceived ? partyId : null,
      customerId: isReceived ? null : partyId,
      description: [invoice.description, invoice.isLinesMismatch ? 'Lines and VAT summary disagree: the summary was kept.' : undefined, `Imported from ${invoice.fileName}`]
        .filter(Boolean)
        .join('\n')
        .slice(0, 2000),
      currency: invoice.currency,
      taxable: moneyNumber(invoice.taxable),
      vatRate: singleRateOf(summary),
      vatSummary: summaryJson(summary),
      isLinesMismatch: invoice.isLinesMismatch,
      vat: moneyNumber(invoice.vat),
      total: moneyNumber(invoice.total),
      dueDate: invoice.dueDate ?? null,
      hasInvoiceXmlFile: invoice.source !== undefined,
      hasInvoicePdfFile: pdf !== undefined,
    });
    await writeInvoiceLines(call.write, created.id, invoice.lines);
    await call.attach('invoices', created.id, [invoice.source, pdf].filter((file) => file !== undefined));
    imported.push({ id: created.id, number: invoice.number, direction: String(created.direction), total: Number(created.total), isLinesMismatch: invoice.isLinesMismatch });
  }
  return { imported: imported.length, skipped: skipped.length, refused: 0, invoices: imported, skippedInvoices: skipped };
};

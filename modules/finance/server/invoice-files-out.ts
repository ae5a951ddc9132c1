import JSZip from 'jszip';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { lastDayOfMonth } from '../../../resources/firm-calendar';
import { resourceTableOf } from '../../../server/db/schema';
import { conflict } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import { FileReply } from '../../../server/operations/actions/run-action';
import type { WorkflowCall } from '../../../server/operations/actions/workflows-of';
import type { Row } from '../../../server/operations/context';
import { documentIdentityOf, firmIdentity } from '../../firm/server/firm-identity';
import { firmLogo } from '../../firm/server/firm-logo';
import { fatturaPaXml } from '../domain/fattura-pa-out';
import { invoices } from '../invoices.resource';
import { invoicePdf } from './invoice-pdf';
import { outgoingInvoiceOf } from './outgoing-invoice';

// An issued invoice's files: its FatturaPA (named as the exchange system wants), its PDF courtesy copy, and a
// month's FatturaPA files in one ZIP for the firm's intermediary. The XML is written from the locked invoice each
// time, so it is the same file every time it is downloaded.

const ISSUED = ['Issued', 'Delivered', 'Rejected', 'Not delivered'];

const xmlOf = async (tx: WorkflowCall<typeof invoices, 'fatturaPa'>['tx'], schema: WorkflowCall<typeof invoices, 'fatturaPa'>['context']['schema'], invoice: Row) => {
  const { document } = await outgoingInvoiceOf({ tx, schema }, invoice);
  return fatturaPaXml(document);
};

/** GET /admin/finance/invoices/fatturapa/{id}. */
export const fatturaPaFile = async ({ tx, context, record }: WorkflowCall<typeof invoices, 'fatturaPa'>) => {
  const { xml, fileName } = await xmlOf(tx, context.schema, record as Row);
  const content = Buffer.from(xml, 'utf8');
  return new FileReply({ fileName, contentType: 'application/xml', size: content.length, content });
};

/** GET /admin/finance/invoices/courtesy_pdf/{id}. */
export const courtesyPdfFile = async ({ tx, context, record, storage }: WorkflowCall<typeof invoices, 'courtesyPdf'>) => {
  const { document } = await outgoingInvoiceOf({ tx, schema: context.schema }, record as Row);
  const identity = await firmIdentity(tx, context.schema);
  const bytes = await invoicePdf({ company: documentIdentityOf(identity), logo: await firmLogo(tx, storage, identity.id), invoice: document, language: identity.language });
  const content = Buffer.from(bytes);
  return new FileReply({ fileName: `${String(record.number).replace(/[^A-Za-z0-9-]/g, '_')}.pdf`, contentType: 'application/pdf', size: content.length, content });
};

/** GET /admin/finance/invoices/fatturapa_zip?year=&month=: the month's issued outgoing invoices' files. */
export const fatturaPaZipFile = async ({ tx, context, input }: WorkflowCall<typeof invoices, 'fatturaPaZip'>) => {
  const period = `${input.year}-${String(input.month).padStart(2, '0')}`;
  const { table, columns } = resourceTableOf(context.schema, invoices);
  const rows = await tx
    .select()
    .from(table)
    .where(and(eq(columns.direction, 'out'), inArray(columns.status, ISSUED), gte(columns.date, `${period}-01`), lte(columns.date, lastDayOfMonth(input.year, input.month))))
    .orderBy(asc(columns.date), asc(columns.id));
  if (rows.length === 0) throw conflict(message('No invoice was issued in {{period}}', { period }));
  const zip = new JSZip();
  for (const row of rows) {
    const { xml, fileName } = await xmlOf(tx, context.schema, row);
    zip.file(fileName, xml, { date: new Date(`${String(row.date)}T12:00:00Z`) });
  }
  const content = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return new FileReply({ fileName: `fatturapa-${period}.zip`, contentType: 'application/zip', size: content.length, content });
};

import fs from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { and, eq } from 'drizzle-orm';
import { resourceTableOf } from '../../../server/db/schema';
import { badRequest, notFound } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { WorkflowCall } from '../../../server/operations/actions/workflows-of';
import { invoices } from '../invoices.resource';
import { decodeXmlText, unsafeXmlReason } from './xml-safety';

// The exchange system's (SdI) receipts of an invoice the firm sent, as its "messaggi" XML: RicevutaConsegna (RC,
// delivered), NotificaScarto (NS, rejected, with its errors) and NotificaMancataConsegna (MC, not delivered yet: SdI
// keeps it in the recipient's reserved area). Each names the file it is about (NomeFile), which names the invoice.

export type SdiReceipt = { kind: 'RC' | 'NS' | 'MC'; fileName: string; sdiId: string; note: string | null };

const KINDS: Readonly<Record<string, SdiReceipt['kind']>> = { RicevutaConsegna: 'RC', NotificaScarto: 'NS', NotificaMancataConsegna: 'MC' };

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const text = (value: unknown) => (value === undefined || value === null ? '' : decodeXmlText(String(value)).trim());

/** The receipt, or undefined when the XML is none of the three. */
export const sdiReceiptOf = (xml: string): SdiReceipt | undefined => {
  const parsed = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, processEntities: false, parseTagValue: false }).parse(xml) as Record<string, unknown>;
  const root = Object.keys(parsed).find((name) => KINDS[name]);
  if (!root) return undefined;
  const body = parsed[root] as Record<string, unknown>;
  const errors = list((body.ListaErrori as { Errore?: Record<string, unknown> | Record<string, unknown>[] } | undefined)?.Errore);
  const note =
    KINDS[root] === 'NS'
      ? errors.map((error) => [text(error.Codice), text(error.Descrizione), text(error.Suggerimento)].filter(Boolean).join(' ')).join('\n') || null
      : KINDS[root] === 'MC'
        ? text(body.Descrizione) || null
        : null;
  return { kind: KINDS[root], fileName: text(body.NomeFile), sdiId: text(body.IdentificativoSdI), note };
};

/** The invoice's record id from the file name the firm sent (IT<vat>_<sending id>.xml, the id in base 36). */
export const invoiceIdOfFileName = (fileName: string) => {
  const match = /^[A-Z]{2}[A-Za-z0-9]{1,28}_([0-9A-Z]{5})\.xml(\.p7m)?$/i.exec(fileName);
  if (!match) return undefined;
  const id = parseInt(match[1], 36);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

const STATE_OF_KIND: Readonly<Record<SdiReceipt['kind'], 'Delivered' | 'Rejected' | 'Not delivered'>> = { RC: 'Delivered', NS: 'Rejected', MC: 'Not delivered' };

/** PUT /admin/finance/invoices/sdi_receipt: the receipt moves its invoice and is kept as its "SdI receipt" file. */
export const importSdiReceipt = async (call: WorkflowCall<typeof invoices, 'sdiReceipt'>) => {
  const [file] = call.files;
  if (!file) throw badRequest(message('Choose the receipt file'));
  // A receipt is small (the action takes 1 MB at most): read whole from its upload on disk.
  const xml = await fs.promises.readFile(file.path, 'utf8');
  const unsafe = unsafeXmlReason(xml, { maxDepth: 20, maxTextLength: 20_000 });
  let receipt: SdiReceipt | undefined;
  try {
    receipt = unsafe ? undefined : sdiReceiptOf(xml);
  } catch {
    receipt = undefined;
  }
  if (!receipt) throw badRequest(message('Not an SdI receipt (RicevutaConsegna, NotificaScarto or NotificaMancataConsegna)'));
  const invoiceId = invoiceIdOfFileName(receipt.fileName);
  const { table, columns } = resourceTableOf(call.context.schema, invoices);
  const [invoice] = invoiceId ? await call.tx.select().from(table).where(and(eq(columns.id, invoiceId), eq(columns.direction, 'out'))).for('update') : [];
  if (!invoice) throw notFound(message('The receipt is about {{file}}, which is not an invoice the portal issued', { file: receipt.fileName || '-' }));
  const moved = await call.move(invoice as Parameters<typeof call.move>[0], STATE_OF_KIND[receipt.kind], { sdiNote: receipt.note, hasReceiptFile: true });
  await call.attach(invoices, Number(invoice.id), [file], { kind: 'SdI receipt' });
  return { ...moved, receipt: receipt.kind, sdiId: receipt.sdiId };
};

import { asc, eq } from 'drizzle-orm';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import type { Database } from '../../../server/db/database';
import { conflict, type FieldMessages } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { Row } from '../../../server/operations/context';
import { tableFor } from '../../../server/operations/typed-records';
import { firm } from '../../firm/firm.resource';
import { customerContracts } from '../../sales/customer-contracts.resource';
import { customers } from '../../sales/customers.resource';
import { sendingIdOf, type OutgoingInvoice } from '../domain/fattura-pa-out';
import { compactIban, isValidIban } from '../domain/iban';
import { invoiceLines } from '../invoice-lines.resource';
import { invoices } from '../invoices.resource';

// An outgoing invoice with everything its FatturaPA and PDF copy name: the firm (its record: address, VAT number,
// IBAN), the customer, the lines in order, the contract's CIG/CUP and the invoice a credit note corrects. Issuing
// checks here first what the exchange system would refuse, naming each missing field, so that a number is never
// taken by an invoice that cannot be sent.

type Reader = { tx: Database; schema: DatabaseSchema };

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

export const invoiceLinesOf = async ({ tx, schema }: Reader, invoiceId: number) => {
  const { table, columns } = resourceTableOf(schema, invoiceLines);
  return tx.select().from(table).where(eq(columns.invoiceId, invoiceId)).orderBy(asc(columns.position), asc(columns.id));
};

const rowById = async ({ tx, schema }: Reader, resource: typeof customers | typeof customerContracts | typeof invoices, id: unknown) => {
  if (id === null || id === undefined) return undefined;
  const { table, columns } = resourceTableOf(schema, resource);
  const [row] = await tx.select().from(table).where(eq(columns.id, Number(id)));
  return row;
};

/** What the exchange system needs of the firm, or a 409 naming what is missing. */
const sellerOf = async ({ tx, schema }: Reader) => {
  const { table, columns } = tableFor(schema, firm);
  const [row] = (await tx.select().from(table).orderBy(asc(columns.id)).limit(1)) as Row[];
  if (!row) throw conflict(message("The firm's identity is not set: fill it in under Firm first"));
  const errors: FieldMessages = {};
  if (!/^\d{5}$/.test(text(row.postalCode))) errors.postalCode = message('Five digits');
  if (!text(row.street)) errors.street = message('Required');
  if (!text(row.city)) errors.city = message('Required');
  if (!isValidIban(text(row.iban))) errors.iban = message('A valid IBAN');
  if (Object.keys(errors).length) throw conflict(message("The firm's address and IBAN are needed on its invoices: complete them under Firm"), errors);
  return {
    name: text(row.name),
    vatNumber: text(row.vatNumber),
    taxCode: text(row.taxCode) || null,
    street: text(row.street),
    postalCode: text(row.postalCode),
    city: text(row.city),
    province: text(row.province) || null,
    country: text(row.country) || 'IT',
    iban: compactIban(text(row.iban)),
  };
};

/** What the exchange system needs of the customer, or a 409 naming what is missing. */
const buyerOf = (customer: Row | undefined) => {
  if (!customer) throw conflict(message('The invoice has no customer'));
  const errors: FieldMessages = {};
  if (!text(customer.vatNumber) && !text(customer.taxCode)) errors.vatNumber = message('A VAT number or a tax code');
  if (!text(customer.address)) errors.address = message('Required');
  if (!/^\d{5}$/.test(text(customer.postalCode))) errors.postalCode = message('Five digits');
  if (!text(customer.city)) errors.city = message('Required');
  if (Object.keys(errors).length)
    throw conflict(message('Customer {{name}} lacks what an electronic invoice needs: complete the customer first', { name: text(customer.name) }), errors);
  return {
    name: text(customer.name),
    vatNumber: text(customer.vatNumber) || null,
    taxCode: text(customer.taxCode) || null,
    street: text(customer.address),
    postalCode: text(customer.postalCode),
    city: text(customer.city),
    province: text(customer.province) || null,
    country: text(customer.country) || 'IT',
    sdiCode: text(customer.sdiCode) || null,
    pec: text(customer.pec) || null,
  };
};

/** The invoice as its FatturaPA file and PDF copy write it. */
export const outgoingInvoiceOf = async (reader: Reader, invoice: Row): Promise<{ document: OutgoingInvoice; customer: Row }> => {
  const customer = await rowById(reader, customers, invoice.customerId);
  const buyer = buyerOf(customer);
  const seller = await sellerOf(reader);
  const contract = await rowById(reader, customerContracts, invoice.customerContractId);
  const corrected = await rowById(reader, invoices, invoice.correctsInvoiceId);
  const lines = await invoiceLinesOf(reader, Number(invoice.id));
  if (lines.length === 0) throw conflict(message('An invoice needs at least one line'));
  return {
    customer: customer!,
    document: {
      sendingId: sendingIdOf(Number(invoice.id)),
      documentType: invoice.documentType === 'TD04' ? 'TD04' : 'TD01',
      number: text(invoice.number),
      date: text(invoice.date),
      description: text(invoice.description) || null,
      seller,
      buyer,
      lines: lines.map((line) => ({
        description: text(line.description),
        quantity: String(line.quantity),
        unitPrice: String(line.unitPrice),
        vatRate: String(line.vatRate ?? 0),
        nature: (line.nature as string | null) ?? null,
      })),
      isSplitPayment: invoice.isSplitPayment === true,
      stampDuty: String(invoice.stampDuty ?? 0),
      dueDate: text(invoice.dueDate) || null,
      contract: contract ? { number: text(contract.number), cig: text(contract.cig) || null, cup: text(contract.cup) || null } : null,
      corrects: corrected ? { number: text(corrected.number), date: text(corrected.date) } : null,
    },
  };
};

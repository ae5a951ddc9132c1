import { eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema, type ResourceRef } from '../../../server/db/schema';
import { createRecord, updateRecord } from '../../../server/operations/record-writer';
import type { WorkflowCall } from '../../../server/operations/actions/workflows-of';
import type { leads } from '../leads.resource';
import { contacts as contactsResource } from '../contacts.resource';
import { customers } from '../customers.resource';
import { opportunities as opportunitiesResource } from '../opportunities.resource';

// A qualified lead becomes a customer (the one with its VAT number, or a new one), its contacts and its
// opportunities the customer's: one action, one transaction, the lead Converted and linked. A lead with no
// opportunity yet gets one opened; one that has some keeps them and gets no second, empty one.

const rowsWhere = async (tx: Database, schema: DatabaseSchema, resourceName: ResourceRef, field: string, value: unknown) => {
  const { table, columns } = resourceTableOf(schema, resourceName);
  return await tx.select().from(table).where(eq(columns[field], value)).for('update');
};

const compactVat = (vat: unknown) => (typeof vat === 'string' && vat.trim() !== '' ? vat.replace(/\s/g, '').toUpperCase() : undefined);

export const convertLead = async ({ tx, context, record: lead, input, write, move }: WorkflowCall<typeof leads, 'convert'>) => {
  const { schema } = context;
  const vatNumber = compactVat(lead.vatNumber);
  const [known] = vatNumber ? await rowsWhere(tx, schema, customers, 'vatNumber', vatNumber) : [];
  const customer =
    known ??
    (await createRecord(write, customers, {
      name: lead.name,
      vatNumber: vatNumber ?? null,
      // An Italian company's codice fiscale is usually its partita IVA.
      taxCode: vatNumber && /^\d{11}$/.test(vatNumber) ? vatNumber : null,
      email: lead.email ?? null,
      phone: lead.phone ?? null,
      // Until the customer names its SdI code or PEC, invoices go to its tax drawer (code 0000000).
      sdiCode: '0000000',
    }));
  const contacts = [];
  for (const contact of await rowsWhere(tx, schema, contactsResource, 'leadId', lead.id))
    contacts.push(await updateRecord(write, contactsResource, contact, { customerId: customer.id }));
  const opportunities = [];
  for (const opportunity of await rowsWhere(tx, schema, opportunitiesResource, 'leadId', lead.id))
    opportunities.push(await updateRecord(write, opportunitiesResource, opportunity, { customerId: customer.id }));
  if (opportunities.length === 0)
    opportunities.push(
      await createRecord(write, opportunitiesResource, {
        title: input.opportunityTitle ?? lead.name,
        leadId: lead.id,
        customerId: customer.id,
        stage: 'Qualification',
        expectedAmount: input.expectedAmount ?? null,
        expectedCloseDate: input.expectedCloseDate ?? null,
        ownerId: lead.ownerId ?? null,
      }),
    );
  const converted = await move(lead, 'Converted', { customerId: customer.id });
  // `opportunity`: the one opened, or the lead's first (the reply's shape before leads kept theirs).
  return { lead: converted, customer, contacts, opportunities, opportunity: opportunities[0] };
};

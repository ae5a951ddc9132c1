import { asc, eq } from 'drizzle-orm';
import { resourceTableOf } from '../../../server/db/schema';
import { FileReply, type ActionHandler } from '../../../server/operations/actions/run-action';
import type { Row } from '../../../server/operations/context';
import { quoteLanguageOf, quotePdf } from './quote-pdf';
import { documentIdentityOf, firmIdentity } from '../../firm/server/firm-identity';
import { firmLogo } from '../../firm/server/firm-logo';
import { customers as customersResource } from '../customers.resource';
import { products as productsResource } from '../products.resource';
import { quoteLines } from '../quote-lines.resource';

// GET /admin/sales/quotes/pdf/{id}: the quote's PDF with its customer and lines (each line's unit from its
// product), in the customer's language. The firm's data and logo are its record's (modules/firm/server/).

export const quotePdfDownload: ActionHandler = async ({ tx, context, record: quote, storage }): Promise<FileReply> => {
  const { schema } = context;
  const customers = resourceTableOf(schema, customersResource);
  const lines = resourceTableOf(schema, quoteLines);
  const products = resourceTableOf(schema, productsResource);
  const [customer] = await tx.select().from(customers.table).where(eq(customers.columns.id, quote.customerId));
  const rows = (await tx
    .select({ line: lines.table, unit: products.columns.unit })
    .from(lines.table)
    .leftJoin(products.table, eq(products.columns.id, lines.columns.productId))
    .where(eq(lines.columns.quoteId, quote.id))
    .orderBy(asc(lines.columns.position), asc(lines.columns.id))) as { line: Row; unit: string | null }[];
  const identity = await firmIdentity(tx, schema);
  const company = documentIdentityOf(identity);
  const language = quoteLanguageOf(customer, company.language);
  const logo = await firmLogo(tx, storage, identity.id);
  const bytes = await quotePdf({ company, logo, quote, customer, lines: rows.map(({ line, unit }) => ({ ...line, unit })), language });
  const revision = Number(quote.revision ?? 1);
  const fileName = `${String(quote.number)}${revision > 1 ? `-v${revision}` : ''}.pdf`;
  return new FileReply({ fileName, contentType: 'application/pdf', size: bytes.length, content: Buffer.from(bytes) });
};

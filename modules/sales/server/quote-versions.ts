import { asc, eq } from 'drizzle-orm';
import { resourceTableOf } from '../../../server/db/schema';
import type { ActionHandler } from '../../../server/operations/actions/run-action';
import type { Row } from '../../../server/operations/context';
import { createRecord, createRecords } from '../../../server/operations/record-writer';
import { quoteLines } from '../quote-lines.resource';
import { quotes as quotesResource } from '../quotes.resource';

// A sent quote is what the customer holds, so it is never edited: it is revised. The revision copies the
// header and the lines into a new Draft one version up, naming the quote it replaces; the old one moves to
// Revised (its figures stay as sent). Both in the action's one transaction.

const HEADER_FIELDS = ['title', 'customerId', 'opportunityId', 'validUntil', 'terms'] as const;
const LINE_FIELDS = ['position', 'productId', 'description', 'quantity', 'unitPrice', 'discountPercent', 'vatRate'] as const;

const pick = (row: Row, fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, row[field] ?? null]));

export const reviseQuote: ActionHandler = async ({ tx, context, record: quote, write, move }) => {
  const lines = resourceTableOf(context.schema, quoteLines);
  const previousLines = await tx
    .select()
    .from(lines.table)
    .where(eq(lines.columns.quoteId, quote.id))
    .orderBy(asc(lines.columns.position), asc(lines.columns.id));
  const revised = await move(quote);
  const next = await createRecord(write, quotesResource, {
    ...pick(quote, HEADER_FIELDS),
    revision: Number(quote.revision ?? 1) + 1,
    previousQuoteId: quote.id,
    status: 'Draft',
  });
  await createRecords(
    write,
    quoteLines,
    previousLines.map((line) => ({ ...pick(line, LINE_FIELDS), quoteId: next.id })),
  );
  // The copy's figures, recomputed from its lines by the writer.
  const quotes = resourceTableOf(context.schema, quotesResource);
  const [copy] = await tx.select().from(quotes.table).where(eq(quotes.columns.id, next.id));
  return { previous: revised, quote: copy };
};

import { inArray } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../resources/declaration';
import { isLocked, meetsOpenWhen, statusFieldOf } from '../../resources/workflow';
import { resourceTableOf } from '../db/schema';
import { conflict } from '../errors';
import { inSentence, message, term } from '../i18n/message';
import type { Values, WriteContext } from './record-writer';

/** A record in a locking state (a Paid payroll, a Closed month) refuses generic edits and deletes with 409. */
export const checkNotLocked = (resource: ResourceDeclaration, record: Record<string, unknown>) => {
  if (!isLocked(resource, record)) return;
  const status = statusFieldOf(resource)!;
  const title = record[resource.titleField] ?? `#${String(record.id)}`;
  throw conflict(
    message('{{resource}} {{title}} is {{status}}: it can no longer be changed or deleted', {
      resource: term(resource.singular),
      title: String(title),
      status: term(String(record[status.name])),
    }),
  );
};

/**
 * Rows that are part of a parent (`partOf`: an invoice's lines): refused with 409 while the parent is locked, by
 * whoever writes; a generic write (no action) also while the parent does not meet `openWhen`. `rows` are the rows
 * as they will be and as they were, so a row moved between parents is judged on both.
 */
export const checkPartOfOpen = async (context: WriteContext, resource: ResourceDeclaration, rows: readonly Values[]) => {
  const part = resource.partOf;
  if (!part) return;
  const field = resource.fields[part.field];
  if (field?.type !== 'reference') throw new Error(`${resource.name}.partOf names ${part.field}, which is not a reference`);
  const ids = [...new Set(rows.map((row) => Number(row[part.field])).filter((id) => Number.isInteger(id) && id > 0))];
  if (ids.length === 0) return;
  const { resource: parentResource, table, columns } = resourceTableOf(context.schema, field.resource);
  // Locked in id order until the write ends: an issue racing a line write waits for it, or it for the issue and
  // then finds the parent locked (the parent's derived fields lock it for update after the write anyway).
  const parents = await context.tx.select().from(table).where(inArray(columns.id, ids)).orderBy(columns.id).for('update');
  for (const parent of parents) {
    const title = String(parent[parentResource.titleField] ?? `#${parent.id}`);
    if (isLocked(parentResource, parent))
      throw conflict(
        message('{{resource}} {{title}} is {{status}}: its {{children}} can no longer be changed', {
          resource: term(parentResource.singular),
          title,
          status: term(String(parent[statusFieldOf(parentResource)!.name])),
          children: inSentence(term(resource.label)),
        }),
        { [part.field]: message('Locked') },
      );
    if (!context.via && part.openWhen && !meetsOpenWhen(resource, parent))
      throw conflict(message(part.openWhen.why, Object.fromEntries(Object.entries(parent).map(([key, value]) => [key, String(value ?? '')]))), {
        [part.field]: message('Not open to changes'),
      });
  }
};

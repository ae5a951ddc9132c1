import { and, count, eq, inArray } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../resources/declaration';
import { resourceTableOf } from '../db/schema';
import { conflict } from '../errors';
import { inSentence, listOf, lowerCase, message, term } from '../i18n/message';
import { changesBetween } from './audit';
import type { Row } from './context';
import type { Values, WriteContext } from './record-writer';

// `heldBy` (resources/declaration.ts): fields other rows depend on, such as the total a payment was matched
// against. Checked by the trusted writer on every update, so no action or generic edit can move them from
// under their dependents; a delete is refused by the references' `restrict` instead.

/** Refuses (409) the first update that changes a field held by rows still referring to it. */
export const checkHeldFields = async (context: WriteContext, resource: ResourceDeclaration, updates: readonly { before: Row; next: Values }[]) => {
  for (const held of resource.heldBy ?? []) {
    const changing = updates
      .map(({ before, next }) => ({ before, fields: Object.keys(changesBetween(before, { ...before, ...next }, held.fields.filter((field) => field in next))) }))
      .filter(({ fields }) => fields.length > 0);
    if (changing.length === 0) continue;
    const { table, columns, resource: dependents } = resourceTableOf(context.schema, held.resource);
    const foreignKey = columns[held.foreignKey];
    const conditions = Object.entries(held.where ?? {}).map(([field, value]) => eq(columns[field], value));
    const counts = await context.tx
      .select({ id: foreignKey, count: count() })
      .from(table)
      .where(and(inArray(foreignKey, changing.map(({ before }) => before.id)), ...conditions))
      .groupBy(foreignKey);
    const found = changing.find(({ before }) => counts.some((row) => row.id === before.id));
    if (!found) continue;
    const { before, fields } = found;
    const labels = fields.map((field) => inSentence(term(resource.fields[field]?.label ?? field)));
    throw conflict(
      message('{{resource}} {{title}} has {{dependents}} ({{count}}): its {{fields}} can no longer be changed; undo them first', {
        resource: term(resource.singular),
        title: String(before[resource.titleField] ?? `#${before.id}`),
        dependents: lowerCase(term(dependents.label)),
        count: counts.find((row) => row.id === before.id)!.count,
        fields: listOf(labels),
      }),
      Object.fromEntries(fields.map((field) => [field, message('Held by {{dependents}}', { dependents: lowerCase(term(dependents.label)) })])),
    );
  }
};

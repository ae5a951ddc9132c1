import { count, eq } from 'drizzle-orm';
import { conflict } from '../../../server/errors';
import { inSentence, listOf, message, term, type Message } from '../../../server/i18n/message';
import type { WriteRule } from '../../../server/operations/write-rules';

// Deleting an employee: refused with a 409 that names every kind of record still holding them (contracts,
// requests, payrolls, time sheets…), read from the declarations' `restrict` references to employees, so a
// new resource that holds employees is covered without a change here.

export const employeeDeleteRule: WriteRule = async (tx, { after, schema, isDelete }) => {
  if (!isDelete) return;
  const holders: Message[] = [];
  for (const { resource, table, columns } of schema.resourceTables.values())
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.type !== 'reference' || field.resource !== 'employees' || (field.onDelete ?? 'restrict') !== 'restrict') continue;
      const [{ total }] = await tx.select({ total: count() }).from(table).where(eq(columns[name], after.id as number));
      if (Number(total) > 0)
        holders.push(message('{{count}} {{records}}', { count: Number(total), records: inSentence(term(Number(total) === 1 ? resource.singular : resource.label)) }));
    }
  if (holders.length > 0)
    throw conflict(
      message('{{employee}} still has {{records}}: set a leaving date instead of deleting', {
        employee: after.fullName !== undefined && after.fullName !== null ? String(after.fullName) : message('Employee {{id}}', { id: String(after.id) }),
        records: listOf(holders),
      }),
    );
};

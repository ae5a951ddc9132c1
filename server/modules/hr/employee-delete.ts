import { count, eq } from 'drizzle-orm';
import { conflict } from '../../errors';
import type { WriteRule } from '../../operations/write-rules';

// Deleting an employee: refused with a 409 that names every kind of record still holding them (contracts,
// requests, payrolls, time sheets…), read from the declarations' `restrict` references to employees, so a
// new resource that holds employees is covered without a change here.
/** "Employee contracts" reads "employee contracts" mid-sentence; "HR requests" keeps its capitals. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label);

export const employeeDeleteRule: WriteRule = async (tx, { after, schema, isDelete }) => {
  if (!isDelete) return;
  const holders: string[] = [];
  for (const { resource, table, columns } of schema.resourceTables.values())
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.type !== 'reference' || field.resource !== 'employees' || (field.onDelete ?? 'restrict') !== 'restrict') continue;
      const [{ total }] = await tx.select({ total: count() }).from(table).where(eq(columns[name], after.id as number));
      if (Number(total) > 0) holders.push(`${Number(total)} ${Number(total) === 1 ? inSentence(resource.singular) : inSentence(resource.label)}`);
    }
  if (holders.length > 0)
    throw conflict(`${String(after.fullName ?? `Employee ${String(after.id)}`)} still has ${holders.join(', ')}: set a leaving date instead of deleting`);
};

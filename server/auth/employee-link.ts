import { and, eq, isNotNull, isNull, sql, type Column } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { IdentityTables } from './identity-tables';

// A user is linked to the employee with the same e-mail (case-insensitive), one user per employee.

/** A column's name in the database, for a SET clause (which names columns bare). */
const columnName = (column: unknown) => (column as Column).name;

/** The employee with this e-mail that no user is linked to yet, if any. */
export const unlinkedEmployeeByEmail = async (db: Database, tables: IdentityTables, email: string) => {
  const { employees, users } = tables;
  const [employee] = (await db
    .select({ id: employees.columns.id })
    .from(employees.table)
    .leftJoin(users.table, eq(users.columns.employeeId, employees.columns.id))
    .where(and(sql`lower(${employees.columns.email}) = ${email.toLowerCase()}`, isNull(users.columns.id)))
    .limit(1)) as { id: number }[];
  return employee?.id ?? null;
};

/** The e-mails (lower-case) of the users that no employee is linked to yet. */
export const usersWithoutEmployee = async (db: Database, tables: IdentityTables) => {
  const { table, columns } = tables.users;
  const rows = (await db
    .select({ email: sql<string>`lower(${columns.email})` })
    .from(table)
    .where(and(isNull(columns.employeeId), isNotNull(columns.email)))) as { email: string }[];
  return new Set(rows.map((row) => row.email));
};

/**
 * An employee just written with this e-mail: the user with the same e-mail who has no employee yet is linked
 * to it, unless another user already is. Users who signed in before HR created their employee record are
 * linked at once, not at the next start. One statement: an import writes it once per row.
 */
export const linkUserToEmployee = async (db: Database, tables: IdentityTables, employeeId: number, email: string, by: string) => {
  const { users } = tables;
  const { table, columns } = users;
  await db.execute(sql`
    update ${table} set ${sql.identifier(columnName(columns.employeeId))} = ${employeeId}, ${sql.identifier(columnName(columns.updatedBy))} = ${by}
    where ${columns.id} = (
      select ${columns.id} from ${table} where ${columns.employeeId} is null and lower(${columns.email}) = ${email.toLowerCase()} order by ${columns.id} limit 1)
    and not exists (select 1 from ${table} where ${columns.employeeId} = ${employeeId})`);
};

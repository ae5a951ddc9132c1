import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { IdentityTables } from './identity-tables';

// A user is linked to the employee with the same e-mail (case-insensitive), one user per employee.

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

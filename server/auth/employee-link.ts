import { and, asc, eq, isNull, sql } from 'drizzle-orm';
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

/**
 * An employee just written with this e-mail: the user with the same e-mail who has no employee yet is linked
 * to it, unless another user already is. Users who signed in before HR created their employee record are
 * linked at once, not at the next start.
 */
export const linkUserToEmployee = async (db: Database, tables: IdentityTables, employeeId: number, email: string, by: string) => {
  const { users } = tables;
  const [linked] = (await db.select({ id: users.columns.id }).from(users.table).where(eq(users.columns.employeeId, employeeId)).limit(1)) as { id: number }[];
  if (linked) return;
  const [user] = (await db
    .select({ id: users.columns.id })
    .from(users.table)
    .where(and(isNull(users.columns.employeeId), sql`lower(${users.columns.email}) = ${email.toLowerCase()}`))
    .orderBy(asc(users.columns.id))
    .limit(1)) as { id: number }[];
  if (user) await db.update(users.table).set({ employeeId, updatedBy: by }).where(eq(users.columns.id, user.id));
};

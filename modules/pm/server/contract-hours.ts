import type Decimal from 'decimal.js';
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { dailyHoursOn, type BalanceContract } from '../../hr/domain/leave-balance';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import { keptStatement } from '../../../server/db/statements';
import { apiRowsInPlace, selectionUnderFieldNames } from '../../../server/db/api-rows';
import { employeeContracts } from '../../hr/employee-contracts.resource';

// The hours of an employee's working day: the active employee contract's weekly hours over five days (HR's
// own rule, modules/hr/domain/leave-balance.ts), 8 h without a contract. Above it a day's booking is warned about.

const CONTRACT_FIELDS = ['startDate', 'endDate', 'weeklyHours'];

const employeeContractsBetween = keptStatement((schema: DatabaseSchema, query) => {
  const { table, columns } = resourceTableOf(schema, employeeContracts);
  const first = sql.placeholder('first');
  const last = sql.placeholder('last');
  return query
    .select(selectionUnderFieldNames(columns, CONTRACT_FIELDS))
    .from(table)
    .where(and(eq(columns.employeeId, sql.placeholder('employee')), lte(columns.startDate, last), or(isNull(columns.endDate), gte(columns.endDate, first))));
});

/** The contracts of an employee that cover some day from `first` to `last` (a statement built once: the month grid reads it on every load). */
export const contractsBetween = async (tx: Database, schema: DatabaseSchema, employeeId: number, first: string, last: string): Promise<BalanceContract[]> => {
  const { columns } = resourceTableOf(schema, employeeContracts);
  const rows = apiRowsInPlace(columns, CONTRACT_FIELDS)(await employeeContractsBetween(tx, schema, { employee: employeeId, first, last }));
  return rows.map((row) => ({ startDate: String(row.startDate), endDate: row.endDate ? String(row.endDate) : null, weeklyHours: row.weeklyHours === null ? null : Number(row.weeklyHours) }));
};

/** The contract's daily hours on one day. */
export const contractDailyHours = async (tx: Database, schema: DatabaseSchema, employeeId: number, day: string): Promise<Decimal> =>
  dailyHoursOn(await contractsBetween(tx, schema, employeeId, day, day), day);

import Decimal from 'decimal.js';
import { inArray } from 'drizzle-orm';
import { resourceTableOf } from '../schema';
import { insertNumberedRows, insertRows, type SeedContext } from './context';
import type { AccountKey } from './finance';
import type { SeedWorld } from './world';

// The demo firm's go-live and its last salary transfers, so that every list of the portal has rows to show.

/**
 * The day the demo firm moved its leave figures onto the portal: the last day of the year before the demo's history
 * begins, so its opening figures hold for that year alone and leave every balance of the demo's own years as the
 * requests make them (modules/hr/domain/leave-balance.ts counts an opening figure in its year and the next).
 */
export const seedLeaveOpenings = async (context: SeedContext, world: SeedWorld) => {
  const goLive = `${world.months[0].year - 2}-12-31`;
  const causes = [
    { code: 'FER', hoursLeft: 40 },
    { code: 'ROL', hoursLeft: 16 },
  ].filter((cause) => world.exceptionIds.has(cause.code));
  const people = world.employees.filter((employee) => employee.hireDay <= goLive);
  await insertRows(
    context,
    'leaveOpeningBalances',
    people.flatMap((employee) => causes.map((cause) => ({ employeeId: employee.id, exceptionId: world.exceptionIds.get(cause.code)!, countedOn: goLive, hoursLeft: cause.hoursLeft }))),
  );
};

/** The newest month whose payrolls were all paid went to the bank as one order from the salaries account. */
export const seedPaymentOrders = async (context: SeedContext, world: SeedWorld, accountIds: ReadonlyMap<AccountKey, number>) => {
  const keyOf = ({ year, month }: { year: number; month: number }) => year * 100 + month;
  const paid = world.payrolls.filter((payroll) => payroll.status === 'Paid' && payroll.paymentDate && payroll.netSalary > 0);
  const newest = Math.max(...paid.map((payroll) => keyOf(payroll.yearMonth)));
  const month = paid.filter((payroll) => keyOf(payroll.yearMonth) === newest);
  const accountId = accountIds.get('payroll');
  if (month.length === 0 || accountId === undefined) return;
  const employees = resourceTableOf(context.schema, 'employees');
  const people = new Map(
    (
      (await context.db
        .select({ id: employees.columns.id, firstName: employees.columns.firstName, lastName: employees.columns.lastName, iban: employees.columns.iban })
        .from(employees.table)
        .where(inArray(employees.columns.id, month.map((payroll) => payroll.employeeId)))) as { id: number; firstName: string; lastName: string; iban: string | null }[]
    ).map((person) => [person.id, person]),
  );
  const transfers = month.filter((payroll) => people.get(payroll.employeeId)?.iban);
  const total = transfers.reduce((sum, payroll) => sum.plus(payroll.netSalary), new Decimal(0)).toNumber();
  const [order] = await insertNumberedRows(context, 'paymentOrders', [
    { accountId, executionDate: transfers[0].paymentDate, transfers: transfers.length, total },
  ]);
  const { year, month: monthNumber } = transfers[0].yearMonth;
  await insertRows(
    context,
    'paymentOrderLines',
    transfers.map((payroll, index) => {
      const person = people.get(payroll.employeeId)!;
      return {
        paymentOrderId: order.id,
        endToEndId: `${order.number}-${String(index + 1).padStart(3, '0')}`,
        labourId: payroll.id,
        beneficiary: `${person.firstName} ${person.lastName}`,
        iban: person.iban,
        amount: payroll.netSalary,
        remittance: `Stipendio ${String(monthNumber).padStart(2, '0')}/${year}`,
      };
    }),
  );
};

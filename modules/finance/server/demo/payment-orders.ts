import Decimal from 'decimal.js';
import { inArray } from 'drizzle-orm';
import { resourceTableOf } from '../../../../server/db/schema';
import { insertNumberedRows, insertRows, type SeedContext } from '../../../../server/db/seed/context';
import type { SeedWorld } from '../../../../server/db/seed/world';
import type { AccountKey } from './banks-and-suppliers';
import { employees as employeesResource } from '../../../hr/employees.resource';

// The demo firm's last salary transfers, so that the payment orders list has rows to show.

/** The newest month whose payrolls were all paid went to the bank as one order from the salaries account. */
export const seedPaymentOrders = async (context: SeedContext, world: SeedWorld, accountIds: ReadonlyMap<AccountKey, number>) => {
  const keyOf = ({ year, month }: { year: number; month: number }) => year * 100 + month;
  const paid = world.payrolls.filter((payroll) => payroll.status === 'Paid' && payroll.paymentDate && payroll.netSalary > 0);
  const newest = Math.max(...paid.map((payroll) => keyOf(payroll.yearMonth)));
  const month = paid.filter((payroll) => keyOf(payroll.yearMonth) === newest);
  const accountId = accountIds.get('payroll');
  if (month.length === 0 || accountId === undefined) return;
  const employees = resourceTableOf(context.schema, employeesResource);
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

import type { FastifyInstance } from 'fastify';
import { fixtureNumber } from './fixture-numbers';

// The month a payroll is generated from, written straight into the tables (as the other modules would
// leave them): employees with contracts, month sheets in several states, booked hours and HR requests.

type Values = Record<string, unknown>;
let sequence = 0;

export const insertRows = async (app: FastifyInstance, resource: string, rows: Values[]) => {
  const { table } = app.portal.schema.resourceTables.get(resource)!;
  return (await app.portal.db.insert(table).values(rows).returning()) as (Values & { id: number })[];
};

const taxCode = () => `TSTPRL80A01F${String(100 + (sequence % 900)).padStart(3, '0')}X`;

/** An employee with an open-ended contract (RAL, 14 instalments) from `startDate`, ending at `endDate` if given. */
export const employeeWithContract = async (
  app: FastifyInstance,
  person: { firstName: string; lastName: string },
  contract: { grossAnnualSalary?: number; weeklyHours?: number; startDate?: string; endDate?: string | null } = {},
) => {
  sequence += 1;
  const [employee] = await insertRows(app, 'employees', [
    { ...person, email: `payroll${sequence}-${Date.now()}@example.com`, taxCode: taxCode(), hireDate: contract.startDate ?? '2024-01-01' },
  ]);
  let [type] = (await app.portal.db.select().from(app.portal.schema.resourceTables.get('contractTypes')!.table).limit(1)) as { id: number }[];
  if (!type) [type] = await insertRows(app, 'contractTypes', [{ code: 'IND', name: 'Tempo indeterminato' }]);
  await insertRows(app, 'employeeContracts', [
    {
      employeeId: employee.id,
      contractTypeId: type.id,
      title: `Contract of ${person.lastName}`,
      startDate: contract.startDate ?? '2024-01-01',
      endDate: contract.endDate ?? null,
      weeklyHours: contract.weeklyHours ?? 40,
      grossAnnualSalary: contract.grossAnnualSalary ?? 30000,
      monthlyInstalments: 14,
    },
  ]);
  return employee;
};

/** A work order to book hours on. */
export const workOrder = async (app: FastifyInstance) => {
  const [customer] = await insertRows(app, 'customers', [{ name: `Cliente ${++sequence}` }]);
  const [order] = await insertRows(app, 'workOrders', [{ name: 'Sviluppo portale', customerId: customer.id, startDate: '2024-01-01' }]);
  return order;
};

export const monthSheet = async (app: FastifyInstance, employeeId: number, year: number, month: number, status: string) =>
  (await insertRows(app, 'timesheetMonths', [{ employeeId, year, month, status, number: fixtureNumber('TSM') }]))[0];

export const bookHours = (app: FastifyInstance, employeeId: number, workOrderId: number, hoursByDay: Record<string, number>) =>
  insertRows(
    app,
    'timesheetEntries',
    Object.entries(hoursByDay).map(([date, hours]) => ({ employeeId, workOrderId, date, hours })),
  );

export const absenceCause = async (app: FastifyInstance, code: string, isPaid = true) =>
  (await insertRows(app, 'exceptions', [{ code, name: code, category: isPaid ? 'Leave' : 'Other', isPaid }]))[0];

export const hrRequest = async (app: FastifyInstance, values: { employeeId: number; exceptionId: number; startDate: string; endDate: string; hours?: number; state: string }) =>
  (await insertRows(app, 'hrTimesheetRequests', [{ ...values, number: fixtureNumber('HRQ') }]))[0];

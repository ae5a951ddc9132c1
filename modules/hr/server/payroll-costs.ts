import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import { workflowsOf } from '../../../server/operations/actions/workflows-of';
import { annualCosts } from '../annual-costs.resource';
import { monthlyCosts } from '../monthly-costs.resource';
import { employees as employeesResource } from '../employees.resource';
import { payrolls as payrollsResource } from '../payrolls.resource';

// What people cost, computed from the payrolls of a year (every payroll counts with the figures it holds:
// the estimate until the consultant's are recorded). Sums are done by the database on numeric columns,
// so they are exact; the employer's contributions of a payroll are its cost less its gross and TFR.
// The hourly cost (cost / worked hours) is what the work orders' margins use.

type CostTotals = { grossSalary: number; employerContributions: number; tfr: number; totalCost: number; workedHours: number; payrolls: number };

const totalsOf = (row: Record<string, unknown>): CostTotals => ({
  grossSalary: Number(row.gross ?? 0),
  employerContributions: Number(row.employer ?? 0),
  tfr: Number(row.tfr ?? 0),
  totalCost: Number(row.cost ?? 0),
  workedHours: Number(row.hours ?? 0),
  payrolls: Number(row.payrolls ?? 0),
});

/** The payrolls' and employees' tables, named from their declarations (a rename is a compile error here). */
const tablesOf = (schema: DatabaseSchema) => {
  const [payrolls, employees] = [payrollsResource, employeesResource].map((resource) => resourceTableOf(schema, resource));
  const { grossSalary, totalCost, tfr, workedHours, id } = payrolls.columns;
  const sums = sql`coalesce(sum(${grossSalary}), 0) as gross,
  coalesce(sum(${totalCost} - coalesce(${grossSalary}, 0) - coalesce(${tfr}, 0)), 0) as employer,
  coalesce(sum(${tfr}), 0) as tfr, coalesce(sum(${totalCost}), 0) as cost,
  coalesce(sum(${workedHours}), 0) as hours, count(${id}) as payrolls`;
  const withEmployees = sql`${payrolls.table} join ${employees.table} on ${employees.columns.id} = ${payrolls.columns.employeeId}`;
  return { payrolls, employees, sums, withEmployees };
};

const rowsOf = async (tx: Database, query: ReturnType<typeof sql>) => (await tx.execute(query)).rows;

/** Cost per hour worked, to the cent (half-up), or null with no hours. */
const hourlyCost = (totals: CostTotals) => (totals.workedHours > 0 ? Math.round((totals.totalCost / totals.workedHours) * 100 + Number.EPSILON) / 100 : null);

export const annualCostWorkflows = workflowsOf(annualCosts, {
  // GET /admin/cost_annual/{year}: the firm's cost of the year, in total and by cost centre.
  yearCost: async ({ tx, context, input }) => {
    const year = Number(input.year);
    const { payrolls, employees, sums, withEmployees } = tablesOf(context.schema);
    const { costCentre } = employees.columns;
    const [total] = await rowsOf(tx, sql`select ${sums} from ${payrolls.table} where ${payrolls.columns.year} = ${year}`);
    const centres = await rowsOf(
      tx,
      sql`select ${costCentre} as centre, ${sums} from ${withEmployees} where ${payrolls.columns.year} = ${year} group by ${costCentre} order by ${costCentre}`,
    );
    return { year, ...totalsOf(total), costCentres: centres.map((row) => ({ costCentre: row.centre ?? null, ...totalsOf(row) })) };
  },
  // GET /cost_annual/user/{year}: each employee's cost of the year and hourly cost.
  employeesCost: async ({ tx, context, input }) => {
    const year = Number(input.year);
    const { payrolls, employees, sums, withEmployees } = tablesOf(context.schema);
    const { id, fullName } = employees.columns;
    const rows = await rowsOf(
      tx,
      sql`select ${id} as employee_id, ${fullName} as employee, ${sums} from ${withEmployees}
          where ${payrolls.columns.year} = ${year} group by ${id}, ${fullName} order by ${fullName}`,
    );
    return rows.map((row) => {
      const totals = totalsOf(row);
      return { year, employeeId: Number(row.employee_id), employee: row.employee, ...totals, hourlyCost: hourlyCost(totals) };
    });
  },
});

export const monthlyCostWorkflows = workflowsOf(monthlyCosts, {
  // GET /admin/cost_annual/monthly/{year}: the firm's cost month by month (all twelve, empty ones at zero).
  monthsCost: async ({ tx, context, input }) => {
    const year = Number(input.year);
    const { payrolls, sums } = tablesOf(context.schema);
    const { month } = payrolls.columns;
    const rows = await rowsOf(tx, sql`select ${month} as month, ${sums} from ${payrolls.table} where ${payrolls.columns.year} = ${year} group by ${month}`);
    const byMonth = new Map(rows.map((row) => [Number(row.month), totalsOf(row)]));
    return Array.from({ length: 12 }, (_, index) => ({ year, month: index + 1, ...(byMonth.get(index + 1) ?? totalsOf({})) }));
  },
});

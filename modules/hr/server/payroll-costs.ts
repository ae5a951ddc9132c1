import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { workflowsOf } from '../../../server/operations/actions/workflows-of';
import { annualCosts } from '../annual-costs.resource';
import { monthlyCosts } from '../monthly-costs.resource';

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

const SUMS = sql`coalesce(sum(l.gross_salary), 0) as gross,
  coalesce(sum(l.total_cost - coalesce(l.gross_salary, 0) - coalesce(l.tfr, 0)), 0) as employer,
  coalesce(sum(l.tfr), 0) as tfr, coalesce(sum(l.total_cost), 0) as cost,
  coalesce(sum(l.worked_hours), 0) as hours, count(l.id) as payrolls`;

const rowsOf = async (tx: Database, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Cost per hour worked, to the cent (half-up), or null with no hours. */
const hourlyCost = (totals: CostTotals) => (totals.workedHours > 0 ? Math.round((totals.totalCost / totals.workedHours) * 100 + Number.EPSILON) / 100 : null);

export const annualCostWorkflows = workflowsOf(annualCosts, {
  // GET /admin/cost_annual/{year}: the firm's cost of the year, in total and by cost centre.
  yearCost: async ({ tx, input }) => {
    const year = Number(input.year);
    const [total] = await rowsOf(tx, sql`select ${SUMS} from labour l where l.year = ${year}`);
    const centres = await rowsOf(
      tx,
      sql`select e.cost_centre as centre, ${SUMS} from labour l join employees e on e.id = l.employee_id where l.year = ${year} group by e.cost_centre order by e.cost_centre`,
    );
    return { year, ...totalsOf(total), costCentres: centres.map((row) => ({ costCentre: row.centre ?? null, ...totalsOf(row) })) };
  },
  // GET /cost_annual/user/{year}: each employee's cost of the year and hourly cost.
  employeesCost: async ({ tx, input }) => {
    const year = Number(input.year);
    const rows = await rowsOf(
      tx,
      sql`select e.id as employee_id, e.full_name as employee, ${SUMS} from labour l join employees e on e.id = l.employee_id
          where l.year = ${year} group by e.id, e.full_name order by e.full_name`,
    );
    return rows.map((row) => {
      const totals = totalsOf(row);
      return { year, employeeId: Number(row.employee_id), employee: row.employee, ...totals, hourlyCost: hourlyCost(totals) };
    });
  },
});

export const monthlyCostWorkflows = workflowsOf(monthlyCosts, {
  // GET /admin/cost_annual/monthly/{year}: the firm's cost month by month (all twelve, empty ones at zero).
  monthsCost: async ({ tx, input }) => {
    const year = Number(input.year);
    const rows = await rowsOf(tx, sql`select l.month as month, ${SUMS} from labour l where l.year = ${year} group by l.month`);
    const byMonth = new Map(rows.map((row) => [Number(row.month), totalsOf(row)]));
    return Array.from({ length: 12 }, (_, index) => ({ year, month: index + 1, ...(byMonth.get(index + 1) ?? totalsOf({})) }));
  },
});

import { and, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { resourceTableOf, type DatabaseSchema } from '../../db/schema';
import { badRequest } from '../../errors';
import { authorize } from '../../operations/access';
import { parseRecordId } from '../../routes/record-id';
import { API_PREFIX } from '../../routes/resource-routes';

// SPEC §4/§9: HR requests in 'Reviewing' are pending. GET /admin/hr_timesheet/count-pending counts them,
// optionally for one employee and the month (year + month) they start in (SPEC §3: employeeId, year, month).

const PENDING = { resource: 'hrTimesheetRequests', stateField: 'state', state: 'Reviewing', employeeField: 'employeeId', dateField: 'startDate' } as const;

type Query = { employeeId?: string; year?: string; month?: string };

const monthRange = (year: number, month: number) => {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return [first, last] as const;
};

export const registerPendingRequestRoute = (app: FastifyInstance, db: Database, schema: DatabaseSchema) => {
  if (!schema.resourceTables.has(PENDING.resource)) return;
  const { resource, table, columns } = resourceTableOf(schema, PENDING.resource);
  app.get<{ Querystring: Query }>(
    `${API_PREFIX}${resource.api.admin}/count-pending`,
    { schema: { tags: [resource.name], summary: `Count of ${resource.label.toLowerCase()} in state ${PENDING.state}` } },
    async (request) => {
      await authorize({ db, schema, resource, caller: request.caller, scope: 'admin' }, 'read');
      const { employeeId, year, month } = request.query;
      const filters: SQL[] = [eq(columns[PENDING.stateField], PENDING.state)];
      if (employeeId) filters.push(eq(columns[PENDING.employeeField], parseRecordId(employeeId, 'employeeId')));
      if (year || month) {
        const y = Number(year);
        const m = Number(month);
        if (!Number.isInteger(y) || !Number.isInteger(m) || m < 1 || m > 12 || y < 2000 || y > 2100)
          throw badRequest('year and month go together: a year 2000-2100 and a month 1-12', { month: 'Give both year and month' });
        const [first, last] = monthRange(y, m);
        filters.push(gte(columns[PENDING.dateField], first), lte(columns[PENDING.dateField], last));
      }
      const [{ total }] = await db.select({ total: count() }).from(table).where(and(...filters));
      return { count: Number(total) };
    },
  );
};

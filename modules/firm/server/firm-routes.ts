import type { FastifyPluginAsync } from 'fastify';
import { asc } from 'drizzle-orm';
import type { ModuleRoutesOptions } from '../../../server/modules/workflows';
import { API_PREFIX } from '../../../server/routes/resource-routes';
import { tableFor } from '../../../server/operations/typed-records';
import { firm } from '../firm.resource';
import { firmClosingDays } from '../firm-closing-days.resource';
import { readRouteDocs } from '../../../server/routes/api-docs-replies';
import { FIRM_CLOSING_DAYS, FIRM_SETUP_STATUS_PATH, type ClosingDayOfCalendar, type FirmSetupStatus } from '../firm-paths';
import { firmIdentity, forgetFirmIdentity } from './firm-identity';
import { closingDaysOf, forgetClosingDays } from './closing-days';

// GET /api/firm/setup, the setup's status, and GET /api/firm/closing_days, the firm's closing days for the
// calendars, for any signed-in user (no identity detail: that is the ADMIN's record).
// A write to the firm forgets the kept identity, and one to the closing days the kept calendar, in this process;
// at start the firm's time zone is read once, so "today" is the firm's from the first request.

export const firmModule: FastifyPluginAsync<ModuleRoutesOptions> = async (app, { db, schema }) => {
  if (!schema.resourceTables.has(firm.name)) return;
  app.portal.afterWrite.push(async (_tx, { resource }) => {
    if (resource === firm.name) forgetFirmIdentity(schema);
    if (resource === firmClosingDays.name) forgetClosingDays(schema);
  });
  app.addHook('onReady', async () => {
    await firmIdentity(db, schema);
  });
  app.get(`${API_PREFIX}${FIRM_SETUP_STATUS_PATH}`, async (): Promise<FirmSetupStatus> => {
    // Read afresh: the wizard's last step changes it, and the start page asks once per visit.
    const { table, columns } = tableFor(schema, firm);
    const [row] = await db.select({ id: columns.id, status: columns.status }).from(table).orderBy(asc(columns.id)).limit(1);
    return { isSetUp: row?.status === 'Ready', firmId: row ? Number(row.id) : null };
  });
  app.get(`${API_PREFIX}${FIRM_CLOSING_DAYS.path}`, readRouteDocs(FIRM_CLOSING_DAYS), async (): Promise<ClosingDayOfCalendar[]> =>
    [...(await closingDaysOf(db, schema)).entries()].map(([day, name]) => ({ day, name })),
  );
};

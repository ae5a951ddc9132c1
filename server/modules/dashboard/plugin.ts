import type { FastifyPluginAsync } from 'fastify';
import { registry } from '../../../resources.config';
import { API_PREFIX, DASHBOARD_API_PATHS, type DashboardName } from '../../../resources/paths';
import type { HandWrittenScreenName } from '../../../resources/screen-names';
import { hasAnyRole } from '../../auth/caller';
import { badRequest, forbidden } from '../../errors';
import { message } from '../../i18n/message';
import { canRead, countCard, type DashboardContext } from './dashboard-panels';
import { dashboardParts } from '../workflows';
import { firmYearMonth } from '../../../resources/firm-calendar';
import type { DashboardReply } from '../../../resources/dashboard-reply';
import { dashboardDocs } from '../../routes/api-docs-replies';

// One aggregate call per dashboard: GET /api/admin/dashboard and GET /api/accountant/dashboard
// (the SPA routes' own paths), for the roles of the matching home-page route; `?year=&month=` picks the month.
// Its cards and panels are the modules' (each module's `dashboard`, server/modules/workflows.ts), in the modules' order.

/** The home page screen of each dashboard, whose route roles may read it. */
const DASHBOARD_SCREENS: Readonly<Record<DashboardName, HandWrittenScreenName>> = { admin: 'adminDashboard', accountant: 'accountantDashboard' };

const cards = dashboardParts.flatMap((part) => part.cards ?? []);
const panels = dashboardParts.flatMap((part) => part.panels ?? []);

const rolesOfScreen = (screen: HandWrittenScreenName) =>
  registry.flatMap((entry) => entry.routes ?? []).find((route) => route.screen === screen)?.roles;

const monthOf = (query: { year?: string; month?: string }) => {
  const today = firmYearMonth();
  const year = query.year === undefined ? today.year : Number(query.year);
  const month = query.month === undefined ? today.month : Number(query.month);
  if (!Number.isInteger(year) || year < 2000 || year > 2100) throw badRequest(message('year must be 2000-2100'), { year: message('Out of range') });
  if (!Number.isInteger(month) || month < 1 || month > 12) throw badRequest(message('month must be 1-12'), { month: message('Out of range') });
  return { year, month };
};

export const dashboardModule: FastifyPluginAsync = async (app) => {
  const { db, schema } = app.portal;
  for (const [name, screen] of Object.entries(DASHBOARD_SCREENS) as [DashboardName, HandWrittenScreenName][]) {
    const roles = rolesOfScreen(screen);
    const itsCards = cards.filter((card) => card.dashboards.includes(name));
    const itsPanels = panels.filter((panel) => panel.dashboards.includes(name));
    app.get<{ Querystring: { year?: string; month?: string } }>(
      `${API_PREFIX}${DASHBOARD_API_PATHS[name]}`,
      dashboardDocs(`What needs action, for the ${name} dashboard`, itsPanels),
      async (request): Promise<DashboardReply & Record<string, unknown>> => {
        const { caller } = request;
        if (roles && !hasAnyRole(caller, roles)) throw forbidden(message('The {{name}} dashboard needs one of these roles: {{roles}}', { name, roles: roles.join(', ') }));
        const context: DashboardContext = { db, schema, caller, ...monthOf(request.query) };
        const readable = itsPanels.filter((panel) => canRead(context, ...panel.reads));
        return {
          year: context.year,
          month: context.month,
          cards: await Promise.all(itsCards.filter((card) => canRead(context, card.resource)).map((card) => countCard(context, card))),
          // Each panel under its name; one the caller may not read is left out.
          ...Object.fromEntries(await Promise.all(readable.map(async (panel) => [panel.name, await panel.compute(context)]))),
        };
      },
    );
  }
};

import { defineReply } from './declaration';
import type { ReplyShapeOf } from './reply-types';

/**
 * What a dashboard answers beside its modules' panels (server/modules/dashboard/plugin.ts): the month it shows and its
 * "how many need action" cards, each with the list that shows what it counts (null when the caller has none). Declared
 * once for the server, the screen and the API description; each panel the caller may read comes under its name, as
 * its module declares it (`dashboardPanelOf`).
 */
export const DASHBOARD_REPLY = defineReply({
  fields: { year: { type: 'integer', isRequired: true }, month: { type: 'integer', isRequired: true } },
  parts: {
    cards: {
      isList: true,
      fields: { key: { type: 'text', isRequired: true }, title: { type: 'text', isRequired: true }, count: { type: 'integer', isRequired: true }, link: { type: 'text' } },
    },
  },
});

export type DashboardReply = ReplyShapeOf<typeof DASHBOARD_REPLY>;
export type DashboardCard = DashboardReply['cards'][number];

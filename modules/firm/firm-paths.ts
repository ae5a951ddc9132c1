import { defineReadRoute } from '../../resources/declaration';
import type { ReplyShapeOf } from '../../resources/reply-types';

// The firm's own endpoints beside the declared ones (both sides import them), for every signed-in user: whether the
// setup is done (the start page shows the wizard or "being set up" until then), and the closing days (calendars).
export const FIRM_SETUP_STATUS_PATH = '/firm/setup';

/** GET /api/firm/closing_days: the firm's closing days as the calendars read them (its reply, declared once). */
export const FIRM_CLOSING_DAYS = defineReadRoute({
  path: '/firm/closing_days',
  tag: 'firmClosingDays',
  summary: "The firm's closing days, for the calendars",
  reply: { fields: { day: { type: 'date', isRequired: true }, name: { type: 'text', isRequired: true } }, isList: true },
});

/** One of the firm's closing days as the calendars read it. */
export type ClosingDayOfCalendar = ReplyShapeOf<typeof FIRM_CLOSING_DAYS.reply>[number];

/** What GET /api/firm/setup answers. */
export type FirmSetupStatus = { isSetUp: boolean; firmId: number | null };

// The firm's own endpoints beside the declared ones (both sides import them), for every signed-in user: whether the
// setup is done (the start page shows the wizard or "being set up" until then), and the closing days (calendars).
export const FIRM_SETUP_STATUS_PATH = '/firm/setup';
export const FIRM_CLOSING_DAYS_PATH = '/firm/closing_days';

/** One of the firm's closing days as the calendars read it. */
export type ClosingDayOfCalendar = { day: string; name: string };

/** What GET /api/firm/setup answers. */
export type FirmSetupStatus = { isSetUp: boolean; firmId: number | null };

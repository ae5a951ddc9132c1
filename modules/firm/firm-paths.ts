// The firm's own endpoint beside the declared ones (both sides import it): whether the setup is done, for every
// signed-in user (the start page shows the wizard or "being set up" until then).
export const FIRM_SETUP_STATUS_PATH = '/firm/setup';

/** What GET /api/firm/setup answers. */
export type FirmSetupStatus = { isSetUp: boolean; firmId: number | null };

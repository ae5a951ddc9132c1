// The firm module: the firm's own record (identity, language, time zone, logo), its closing days and the first-run
// setup, registered by one line of modules/index.ts. Its server code sits in server/, its screens in screens/.
import type { RegistryEntry } from '../../resources/declaration';
import type { MenuSection } from '../../resources/vocabulary';
import { firm } from './firm.resource';
import { firmClosingDays } from './firm-closing-days.resource';

/** Beside the users and groups: the administrator's pages (resources.config.ts orders the modules by it). */
export const menuPlace: MenuSection = 'RBAC';

/** Its part of the Italian catalogue (i18n/catalogues/italian.ts). */
export const loadItalian = () => import('./i18n/it');

export const entries: readonly RegistryEntry[] = [firm, firmClosingDays];

/** The Firm page and the setup wizard. */
export const screens = ['firmSettings', 'firmSetup'] as const;

/** Its server/index.ts gives the setup's handler, the identity checks and the setup status endpoint. */
export const hasWorkflows = true;

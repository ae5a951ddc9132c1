// The legal module: what it holds, as resources/module.ts asks, registered by one line of modules/index.ts.
// Its workflow code sits in server/ (server only), its hand-written screens in screens/ (SPA only); this file
// imports declarations alone, so both sides may import it.
import type { RegistryEntry } from '../../resources/declaration';
import type { MenuSection } from '../../resources/vocabulary';
import { statementsOfWork } from './statements-of-work.resource';

/** The menu section it brings (SPEC §2 order by place); its icon is screens/menu-icons.tsx. */
export const menuSections = [{ label: 'Legal', place: 70 }] as const;

/** Where it sits in the menu (resources.config.ts orders the modules by it). */
export const menuPlace: MenuSection = 'Legal';

/** Its part of the Italian catalogue, fetched with the rest when Italian is wanted (i18n/catalogues/italian.ts). */
export const loadItalian = () => import('./i18n/it');

export const entries: readonly RegistryEntry[] = [statementsOfWork];

/** No hand-written screens: the generic ones show its resources. */
export const screens = [] as const;

/** Its server/index.ts gives its part of the demo firm (no workflows of its own yet). */
export const hasWorkflows = true;

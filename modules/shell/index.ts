// The shell module: what it holds, as resources/module.ts asks, registered by one line of modules/index.ts.
// Its workflow code sits in server/ (server only), its hand-written screens in screens/ (SPA only); this file
// imports declarations alone, so both sides may import it.
import type { RegistryEntry } from '../../resources/declaration';
import type { MenuSection } from '../../resources/vocabulary';
import { home } from './home.resource';
import { auditTrail } from './audit-trail.resource';

/**
 * The sections it brings: Home first; 'My pages' (not in SPEC) holds an employee's own pages, on routes for EMPLOYEE
 * only, which other modules place there; it follows PM because the menu places a section where its first item is.
 */
export const menuSections = [
  { label: 'Home', place: 10 },
  { label: 'My pages', place: 30 },
] as const;

/** Where it sits in the menu (resources.config.ts orders the modules by it). */
export const menuPlace: MenuSection = 'Home';

export const entries: readonly RegistryEntry[] = [home];

/** The audit trail closes the menu, after every module's entries. */
export const closingEntries: readonly RegistryEntry[] = [auditTrail];

/** Its hand-written screens, which its routes may name; src/screens/home/index.ts registers each. */
export const screens = ['homeRedirect', 'adminDashboard', 'accountantDashboard', 'auditTrail', 'profile'] as const;

// The shell module: its registry entries in menu order, registered by one line of resources.config.ts.
// Its workflow code sits in server/ (server only), its hand-written screens in screens/ (SPA only); this file
// imports declarations alone, so both sides may import it.
import type { RegistryEntry } from '../../resources/declaration';
import { home } from './home.resource';
import { auditTrail } from './audit-trail.resource';

// Its entries sit in more than one place of the menu: resources.config.ts places each.
export { home, auditTrail };

export const entries: readonly RegistryEntry[] = [home, auditTrail];

// The legal module: its registry entries in menu order, registered by one line of resources.config.ts.
// Its workflow code sits in server/ (server only), its hand-written screens in screens/ (SPA only); this file
// imports declarations alone, so both sides may import it.
import type { RegistryEntry } from '../../resources/declaration';
import { statementsOfWork } from './statements-of-work.resource';

export const entries: readonly RegistryEntry[] = [statementsOfWork];

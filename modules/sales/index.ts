// The sales module: its registry entries in menu order, registered by one line of resources.config.ts.
// Its workflow code sits in server/ (server only), its hand-written screens in screens/ (SPA only); this file
// imports declarations alone, so both sides may import it.
import type { RegistryEntry } from '../../resources/declaration';
import { customers } from './customers.resource';
import { customerContracts } from './customer-contracts.resource';
import { leads } from './leads.resource';
import { contacts } from './contacts.resource';
import { opportunities } from './opportunities.resource';
import { products } from './products.resource';
import { quotes } from './quotes.resource';
import { quoteLines } from './quote-lines.resource';

export const entries: readonly RegistryEntry[] = [
  customers,
  customerContracts,
  leads,
  contacts,
  opportunities,
  products,
  quotes,
  quoteLines,
];

// The sales module: what it holds, as resources/module.ts asks, registered by one line of modules/index.ts.
// Its workflow code sits in server/ (server only), its hand-written screens in screens/ (SPA only); this file
// imports declarations alone, so both sides may import it.
import type { RegistryEntry } from '../../resources/declaration';
import type { MenuSection } from '../../resources/vocabulary';
import { customers } from './customers.resource';
import { customerContracts } from './customer-contracts.resource';
import { contractRates } from './contract-rates.resource';
import { contractMilestones } from './contract-milestones.resource';
import { leads } from './leads.resource';
import { contacts } from './contacts.resource';
import { opportunities } from './opportunities.resource';
import { products } from './products.resource';
import { quotes } from './quotes.resource';
import { quoteLines } from './quote-lines.resource';

/** The menu section it brings (SPEC §2 order by place); its icon is screens/menu-icons.tsx. */
export const menuSections = [{ label: 'Sales', place: 60 }] as const;

/** Where it sits in the menu (resources.config.ts orders the modules by it). */
export const menuPlace: MenuSection = 'Sales';

/** Its part of the Italian catalogue, fetched with the rest when Italian is wanted (i18n/catalogues/italian.ts). */
export const loadItalian = () => import('./i18n/it');

export const entries: readonly RegistryEntry[] = [
  customers,
  customerContracts,
  contractRates,
  contractMilestones,
  leads,
  contacts,
  opportunities,
  products,
  quotes,
  quoteLines,
];

/** Its hand-written screens, which its routes may name; screens/index.ts registers each. */
export const screens = ['customerPage', 'opportunityBoard', 'quoteEditor'] as const;

/** Its server/index.ts gives its workflows (action handlers, derivations, write rules). */
export const hasWorkflows = true;

/** What its notices say (English templates, stored filled in and read back in the reader's language: resources/notification-texts.ts). */
export const notificationTexts = ['Contract {{number}} "{{title}}" with {{customer}} ends on {{date}}'] as const;

/** The kinds of its notices worth an e-mail, as the profile's e-mail settings name them (resources/mail-kinds.ts). */
export const mailKinds = [{ kind: 'expiringContracts', label: 'Customer contracts about to end' }] as const;

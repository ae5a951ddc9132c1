// The finance module: what it holds, as resources/module.ts asks, registered by one line of modules/index.ts.
// Its workflow code sits in server/ (server only), its hand-written screens in screens/ (SPA only); this file
// imports declarations alone, so both sides may import it.
import type { RegistryEntry } from '../../resources/declaration';
import type { MenuSection } from '../../resources/vocabulary';
import { cashFlowEntries } from './cash-flow-entries.resource';
import { cashFlowMatches } from './cash-flow-matches.resource';
import { reconciliationRules } from './reconciliation-rules.resource';
import { invoices } from './invoices.resource';
import { invoiceLines } from './invoice-lines.resource';
import { billedHours } from './billed-hours.resource';
import { invoiceNumbers } from './invoice-numbers.resource';
import { receipts } from './receipts.resource';
import { taxes } from './taxes.resource';
import { accounts } from './accounts.resource';
import { banks } from './banks.resource';
import { suppliers } from './suppliers.resource';
import { paymentOrders } from './payment-orders.resource';
import { paymentOrderLines } from './payment-order-lines.resource';

/** The menu section it brings (SPEC §2 order by place); its icon is screens/menu-icons.tsx. */
export const menuSections = [{ label: 'Finance', place: 50 }] as const;

/** Where it sits in the menu (resources.config.ts orders the modules by it). */
export const menuPlace: MenuSection = 'Finance';

/** Its part of the Italian catalogue, fetched with the rest when Italian is wanted (i18n/catalogues/italian.ts). */
export const loadItalian = () => import('./i18n/it');

export const entries: readonly RegistryEntry[] = [
  cashFlowEntries,
  cashFlowMatches,
  reconciliationRules,
  invoices,
  invoiceLines,
  billedHours,
  invoiceNumbers,
  receipts,
  taxes,
  paymentOrders,
  paymentOrderLines,
  accounts,
  banks,
  suppliers,
];

/** Its hand-written screens, which its routes may name; screens/index.ts registers each. */
export const screens = ['overview', 'reconciliation', 'invoices', 'taxes', 'invoicePage', 'taxPage'] as const;

/** Its server/index.ts gives its workflows (action handlers, derivations, write rules). */
export const hasWorkflows = true;

/** The texts its notices are written with (resources/notification-texts.ts): finance's decisions on expense claims. */
export const notificationTexts = [
  'Your expense claim {{number}} of {{date}} was approved. Note from finance: {{note}}',
  'Your expense claim {{number}} of {{date}} was approved',
  'Your expense claim {{number}} of {{date}} was refused. Reason: {{note}}',
  'Your expense claim {{number}} of {{date}} was refused',
] as const;

/** The kinds of its notices worth an e-mail (resources/mail-kinds.ts): claim decisions are decisions on my requests. */
export const mailKinds = [{ kind: 'decisions', label: 'Decisions on my requests, month sheets and expense claims' }] as const;

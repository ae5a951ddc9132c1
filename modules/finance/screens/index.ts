import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { resourceScreen, type ModuleScreens } from '../../../src/screens/hand-written';
import { lazyNamed } from '../../../src/screens/lazy';

/** The finance module's hand-written screens by the names its declarations give them. */
export const financeScreens = {
  overview: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./overview-screen'), 'OverviewScreen')),
  reconciliation: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./reconciliation-screen'), 'ReconciliationScreen')),
  invoices: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./invoices-screen'), 'InvoicesScreen')),
  taxes: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./taxes-screen'), 'TaxesScreen')),
  invoicePage: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./invoice-page'), 'InvoicePage')),
  taxPage: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./tax-page'), 'TaxPage')),
} satisfies ModuleScreens<'finance'>;

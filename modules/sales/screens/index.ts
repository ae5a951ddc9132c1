import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { resourceScreen, type ModuleScreens } from '../../../src/screens/hand-written';
import { lazyNamed } from '../../../src/screens/lazy';

/** The sales module's hand-written screens by the names its declarations give them. */
export const salesScreens = {
  customerPage: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./customer-page'), 'CustomerPage')),
  opportunityBoard: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./opportunity-board'), 'OpportunityBoard')),
  quoteEditor: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./quote-editor'), 'QuoteEditor')),
} satisfies ModuleScreens<'sales'>;

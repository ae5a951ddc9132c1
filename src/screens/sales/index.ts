import type { ResourceScreenProps } from '../generic/screen-props';
import { resourceScreen, type ModuleScreens } from '../hand-written';
import { lazyNamed } from '../lazy';

/** The sales module's hand-written screens by the names its declarations give them. */
export const salesScreens = {
  customerPage: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./customer-page'), 'CustomerPage')),
  opportunityBoard: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./opportunity-board'), 'OpportunityBoard')),
  quoteEditor: resourceScreen(lazyNamed<ResourceScreenProps>(() => import('./quote-editor'), 'QuoteEditor')),
} satisfies ModuleScreens;

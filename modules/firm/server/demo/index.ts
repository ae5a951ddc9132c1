import type { DemoContribution } from '../../../../server/db/seed/contributions';
import { seedFirm } from './firm';

/** The firm's part of the demo: its own record first, which nothing else draws on. */
export const firmDemo: DemoContribution = {
  steps: [{ name: 'firm', place: 10, seed: (context) => seedFirm(context) }],
};

import type { DemoContribution } from '../../../../server/db/seed/contributions';
import { seedStatementsOfWork } from './statements-of-work';

/** Legal's part of the demo: statements of work for pm's work orders. */
export const legalDemo: DemoContribution = {
  steps: [{ name: 'statements of work', place: 240, after: ['work orders'], seed: seedStatementsOfWork }],
};

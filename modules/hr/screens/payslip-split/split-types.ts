// The answer of POST /admin/labour/payslips/split (modules/hr/server/payslip-split.ts), as its declaration describes it.
import type { ReplyOf } from '../../../../resources/reply-types';
import type { payrolls } from '../../payrolls.resource';

export type SplitProposal = ReplyOf<typeof payrolls, 'splitPayslips'>;

export type PageProposal = SplitProposal['pages'][number];

export type SplitPayroll = SplitProposal['payrolls'][number];

/** The confirm action's `assignments`: `page:payroll id` pairs of the pages given a payroll. */
export const assignmentsText = (choices: ReadonlyMap<number, number | null>) =>
  [...choices]
    .filter((entry): entry is [number, number] => entry[1] !== null)
    .map(([page, payrollId]) => `${page}:${payrollId}`)
    .join(', ');

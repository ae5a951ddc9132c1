import { defineReply } from '../../../resources/declaration';
import type { ReplyShapeOf } from '../../../resources/reply-types';

const count = { type: 'integer', isRequired: true } as const;
const money = { type: 'decimal', isMoney: true, isRequired: true } as const;

/**
 * The hr module's dashboard panel, declared once for the server that computes it (server/dashboard.ts) and the panel
 * that shows it (screens/dashboard-panels.tsx): the month's payrolls by status, their gross and net totals, how many
 * payrolls each total adds up, and the first of those without a net, by number.
 */
export const PAYROLL_OF_MONTH_REPLY = defineReply({
  fields: { link: { type: 'text' }, total: count, gross: money, net: money, withGross: count, withNet: count },
  parts: {
    byStatus: { isList: true, fields: { status: { type: 'text', isRequired: true }, count } },
    withoutNet: { isList: true, fields: { number: { type: 'text', isRequired: true }, link: { type: 'text' } } },
  },
});

export type PayrollOfMonth = ReplyShapeOf<typeof PAYROLL_OF_MONTH_REPLY>;

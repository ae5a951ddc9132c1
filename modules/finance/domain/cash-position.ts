import { defineReply } from '../../../resources/declaration';
import type { ReplyShapeOf } from '../../../resources/reply-types';

/**
 * The finance module's dashboard panel, declared once for the server that computes it (server/dashboard.ts) and the
 * panel that shows it (screens/dashboard-panels.tsx): each account's balance and their total.
 */
export const CASH_POSITION_REPLY = defineReply({
  fields: { link: { type: 'text' }, total: { type: 'decimal', isMoney: true, isRequired: true } },
  parts: {
    accounts: {
      isList: true,
      fields: { id: { type: 'integer', isRequired: true }, name: { type: 'text', isRequired: true }, balance: { type: 'decimal', isMoney: true, isRequired: true } },
    },
  },
});

export type CashPosition = ReplyShapeOf<typeof CASH_POSITION_REPLY>;

import type Decimal from 'decimal.js';
import { render, type Message } from '../../../server/i18n/message';

// One movement read from a bank statement (CSV line or camt.053 entry), before it becomes a cash-flow entry.

export type StatementLine = {
  /** The CSV line or the camt.053 entry's position, for messages. */
  line: number;
  date: string;
  valueDate?: string;
  direction: 'in' | 'out';
  /** Positive; the direction says which way. */
  amount: Decimal;
  description: string;
  reference?: string;
  counterparty?: string;
};

/** A statement refused as a whole: the reason names the line (or element); nothing of it is written. The reason is
 * a catalogue message, so the person reads it in their language; `message` is its English text (logs, tests). */
export class StatementRefusal extends Error {
  constructor(
    readonly reason: Message,
    readonly field: 'file' | 'mapping' | 'account_id' = 'file',
    readonly line?: number,
  ) {
    super(render(reason));
  }
}

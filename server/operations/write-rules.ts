import type { Caller } from '../auth/caller';
import type { Database } from '../db/database';
import type { DatabaseSchema } from '../db/schema';
import type { Row } from './context';

// A module's business rules on writes of one resource (no booking outside a work order's dates, no
// overlapping leave): run by the trusted writer before every create and update of that resource — generic
// or by an action — in the write's transaction. A rule refuses by throwing an HttpError (400 with field
// messages, 409 for a conflict with other records); it may also fill server-owned values into `after`.

export type WriteRuleEvent = {
  resource: string;
  /** The row before the write (undefined on create). */
  before?: Row;
  /** The row as it will be written: `before` merged with the new values (mutable: a rule may fill values). */
  after: Record<string, unknown>;
  caller: Caller;
  /** The app's tables, for rules that read other rows. */
  schema: DatabaseSchema;
  /** The action that writes, when it is not a generic create/update. */
  via?: string;
};

export type WriteRule = (tx: Database, event: WriteRuleEvent) => Promise<void> | void;
/** Rules by resource name. */
export type WriteRules = Readonly<Record<string, readonly WriteRule[]>>;

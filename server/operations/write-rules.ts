import type { Caller } from '../auth/caller';
import type { Database } from '../db/database';
import type { DatabaseSchema } from '../db/schema';
import type { Row } from './context';
import type { WriteContext } from './record-writer';

// A module's business rules on writes of one resource (no booking outside a work order's dates, no
// overlapping leave): run by the trusted writer before every create and update of that resource — generic
// or by an action — in the write's transaction. A rule refuses by throwing an HttpError (400 with field
// messages, 409 for a conflict with other records); it may also fill server-owned values into `after`.
// Deletes run the rules too, with `isDelete` set and `after` the row as it stands: a rule that only checks
// new values returns early on them; one that protects rows (entries of a sent month) refuses.
// A rule that lets a write through but wants the user told (a day above the contract's hours) calls
// `warn`: the generic create and update answer the row with a `warnings` list beside its fields.

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
  /** A delete: `after` is the row as it stands. */
  isDelete?: boolean;
  /** The writer's context, for a rule that must write a row another record needs (a month sheet opened on first booking). */
  write: WriteContext;
};

/** Something the user should know about a write that succeeded; not an error. */
export type WriteWarning = {
  field: string;
  message: string;
  /** The message as a catalogue template and its values, for a screen to say it in the reader's language. */
  template?: string;
  values?: Record<string, string | number>;
};

/** Adds a warning to the write's reply (kept only where the caller collects them: the generic create and update). */
export const warn = (event: Pick<WriteRuleEvent, 'write'>, warning: WriteWarning) => {
  event.write.warnings?.push(warning);
};

export type WriteRule = (tx: Database, event: WriteRuleEvent) => Promise<void> | void;
/** Rules by resource name. */
export type WriteRules = Readonly<Record<string, readonly WriteRule[]>>;

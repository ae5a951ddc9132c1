import type { ResourceDeclaration } from '../../resources/declaration';
import type { FieldValues, RecordOf } from '../../resources/record-types';
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
// A module gives its rules with `rulesFor(declaration, …rules)`, typed by the declaration: a rule reads and
// fills the declaration's fields by name, so a misspelt field or resource is a compile error. Several modules'
// rules for one resource all run, in the modules' order (server/modules/workflows.ts).

/**
 * The row as the write will leave it: the declaration's fields (a required one holds its value, another may be
 * null, or absent from a create that did not send it) and, but on create, the id, version and stamps.
 */
export type RuleRow<D extends Pick<ResourceDeclaration, 'fields'>> = {
  -readonly [K in keyof FieldValues<D>]: null extends FieldValues<D>[K] ? FieldValues<D>[K] | undefined : FieldValues<D>[K];
} & Partial<Omit<RecordOf<D>, keyof FieldValues<D>>>;

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

/** The event of a write of resource `D`: `before` its record, `after` its fields by name. */
export type RuleEventOf<D extends ResourceDeclaration> = Omit<WriteRuleEvent, 'before' | 'after'> & { before?: RecordOf<D>; after: RuleRow<D> };

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

type AnyWriteRule = (tx: Database, event: WriteRuleEvent) => Promise<void> | void;
/** A rule of the writes of resource `D`, typed by its declaration. */
export type TypedWriteRule<D extends ResourceDeclaration> = (tx: Database, event: RuleEventOf<D>) => Promise<void> | void;
/**
 * A rule of the writes of resource `D` (`WriteRule<typeof tasks>`), or of any resource when `D` is not given. Two
 * names underneath, so that a rule written for any resource is compared with a typed one by shape and fits it.
 */
export type WriteRule<D extends ResourceDeclaration = never> = [D] extends [never] ? AnyWriteRule : TypedWriteRule<D>;

/** The rules a module gives for one resource (`rulesFor`), run in the order given. */
export type ResourceRules = { readonly resource: string; readonly rules: readonly WriteRule[] };

/** The rules every write of `declaration` keeps, typed by it (a rule written for any resource fits too). */
export const rulesFor = <D extends ResourceDeclaration>(declaration: D, ...rules: readonly TypedWriteRule<D>[]): ResourceRules => ({
  resource: declaration.name,
  // The writer hands each rule the rows of this resource alone: the typed event is the one it builds.
  rules: rules as unknown as readonly WriteRule[],
});

/** Rules by resource name, as the writer runs them (record-writer.ts). */
export type WriteRules = Readonly<Record<string, readonly WriteRule[]>>;

/** A module's rules by resource name: each resource's rules in the order given. */
export const rulesByResource = (rules: readonly ResourceRules[]): WriteRules => composeWriteRules(...rules.map(({ resource, rules }) => ({ [resource]: rules })));

/** Every part's rules together: a resource's rules from several parts all run, in the parts' order (none replaces another's). */
export const composeWriteRules = (...parts: readonly (WriteRules | undefined)[]): WriteRules => {
  const composed: Record<string, readonly WriteRule[]> = {};
  for (const part of parts) for (const [resource, rules] of Object.entries(part ?? {})) composed[resource] = [...(composed[resource] ?? []), ...rules];
  return composed;
};

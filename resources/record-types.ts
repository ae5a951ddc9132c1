// Row types derived from the declarations, so module code breaks at compile time when a field is renamed or
// an enum loses a value: `RecordOf<typeof labour>` has `status: 'Draft' | 'Calculated' | 'Approved' | 'Paid'`.
import type { ResourceDeclaration } from './declaration';
import type { Field } from './vocabulary';

/** A field's value as the server reads it (decimals as numbers of exact cents, days as `YYYY-MM-DD`). */
export type ValueOf<F extends Field> = F extends { type: 'enum'; values: readonly (infer V)[] }
  ? V
  : F extends { type: 'integer' | 'decimal' | 'reference' }
    ? number
    : F extends { type: 'boolean' }
      ? boolean
      : F extends { type: 'datetime' }
        ? Date
        : string;

type Fields<D extends Pick<ResourceDeclaration, 'fields'>> = D['fields'];

/** The business fields of a declaration: required ones always hold a value, the others may be null. */
export type FieldValues<D extends Pick<ResourceDeclaration, 'fields'>> = {
  -readonly [K in keyof Fields<D>]: Fields<D>[K] extends { isRequired: true } ? ValueOf<Fields<D>[K]> : ValueOf<Fields<D>[K]> | null;
};

/** A stored row: its fields plus the generic id, version and stamps. */
export type RecordOf<D extends Pick<ResourceDeclaration, 'fields'>> = FieldValues<D> & {
  id: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string | null;
  updatedBy: string | null;
};

/** The names of a declaration's fields and stamps, for typed columns. */
export type ColumnName<D extends Pick<ResourceDeclaration, 'fields'>> = keyof RecordOf<D> & string;

/** The actions a declaration declares, each with its literal name and input. */
export type ActionsOf<D> = D extends { actions?: infer L } ? (NonNullable<L> extends readonly (infer A)[] ? A : never) : never;
/** The names of a declaration's actions: the keys `workflowsOf` asks a handler for. */
export type ActionNameOf<D> = ActionsOf<D> extends { name: infer N extends string } ? N : never;
/** The action of a declaration named `N` (any of its actions where the declaration's type names none: `ResourceDeclaration`). */
export type ActionOf<D, N extends string> = [Extract<ActionsOf<D>, { name: N }>] extends [never] ? ActionsOf<D> : Extract<ActionsOf<D>, { name: N }>;

/** An input field's value: a list of ids for a list reference, else as a record holds it. */
type InputValueOf<F extends Field> = F extends { type: 'reference'; isList: true } ? number[] : ValueOf<F>;

/**
 * An action's validated input (server/operations/actions/action-input.ts): a required field, or one with a
 * default, always holds a value; another is null when not sent.
 */
export type InputOf<A> = A extends { input: infer I extends Readonly<Record<string, Field>> }
  ? { -readonly [K in keyof I]: I[K] extends { isRequired: true } | { default: NonNullable<unknown> } ? InputValueOf<I[K]> : InputValueOf<I[K]> | null }
  : Record<never, never>;

/** The name of a declaration's status field: its enum field that declares transitions. */
export type StatusFieldOf<D extends Pick<ResourceDeclaration, 'fields'>> = {
  [K in keyof Fields<D>]: Fields<D>[K] extends { type: 'enum'; transitions: readonly unknown[] } ? K : never;
}[keyof Fields<D>] &
  string;

/** The states of a declaration's status (`never` for a resource with none): what `move(record, 'Approved')` may name. */
export type StateOf<D extends Pick<ResourceDeclaration, 'fields'>> = ValueOf<Fields<D>[StatusFieldOf<D>]>;

/** The names of a declaration's fields. */
export type FieldNameOf<D extends Pick<ResourceDeclaration, 'fields'>> = keyof Fields<D> & string;

// The replies of declared actions as the screens read them, from the declarations' `reply` (declaration.ts): a
// screen names the action and gets its reply's type, so a renamed action, field or state breaks it at compile time.
// Values are as JSON carries them (dates and times as strings); decimals are numbers, as the API sends them.
import type { ResourceDeclaration } from './declaration';
import type { ActionNameOf, ActionOf } from './record-types';
import type { Field } from './vocabulary';

/** A field's value in a JSON reply. */
export type JsonValueOf<F> = F extends { type: 'enum'; values: readonly (infer V)[] }
  ? V
  : F extends { type: 'integer' | 'decimal' | 'reference' }
    ? number
    : F extends { type: 'boolean' }
      ? boolean
      : F extends Field
        ? string
        : never;

/** Fields in a reply: a required one always holds a value, another may be null. */
export type JsonFieldsOf<Fs> = { -readonly [K in keyof Fs]: Fs[K] extends { isRequired: true } ? JsonValueOf<Fs[K]> : JsonValueOf<Fs[K]> | null };

/** A row as every read returns it: the declaration's fields and the generic stamps. */
export type RowOf<D extends Pick<ResourceDeclaration, 'fields'>> = JsonFieldsOf<D['fields']> & {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
};

/** A row of another resource the reply names: its stamps for sure, its fields as the screen reads them. */
export type NamedRow = { id: number; version: number } & Record<string, unknown>;

type WithOf<R> = R extends { with: infer W } ? JsonFieldsOf<W> : unknown;
type PartsOf<R, D extends ResourceDeclaration> = R extends { parts: infer P } ? { -readonly [K in keyof P]: ListOrOne<P[K], D> } : unknown;
type One<R, D extends ResourceDeclaration> = R extends { fields: infer Fs }
  ? JsonFieldsOf<Fs> & PartsOf<R, D>
  : R extends { resource: 'self' }
    ? RowOf<D> & WithOf<R> & PartsOf<R, D>
    : R extends { resource: string }
      ? NamedRow & WithOf<R> & PartsOf<R, D>
      : never;
type ListOrOne<R, D extends ResourceDeclaration> = R extends { listOf: infer F }
  ? JsonValueOf<F>[]
  : R extends { mapOf: infer F }
    ? Record<string, JsonValueOf<F>>
    : R extends { anyValue: string }
      ? unknown
      : R extends { isList: true }
    ? One<R, D>[]
    : One<R, D>;

/**
 * What action `A` of declaration `D` answers: a Blob for a file, undefined for nothing (204), else its rows or object;
 * unknown for an action of no literal type (a screen given any `ResourceDeclaration`).
 */
export type ReplyOfAction<A, D extends ResourceDeclaration> = A extends { name: infer Name; reply: infer R }
  ? string extends Name
    ? unknown
    : 
R extends 'file'
      ? Blob
      : R extends 'nothing'
        ? undefined
        : ListOrOne<R, D>
  : unknown;

/** What the action named `N` of declaration `D` answers: `ReplyOf<typeof tasks, 'activity'>`. */
export type ReplyOf<D extends ResourceDeclaration, N extends ActionNameOf<D>> = ReplyOfAction<ActionOf<D, N>, D>;


/**
 * A declaration whose actions have literal names, as its module exports it: a screen given any
 * `ResourceDeclaration` would read replies of no type, so typed reads refuse one at compile time.
 */
export type TypedDeclaration<D extends ResourceDeclaration> = string extends ActionNameOf<D> ? { 'import the declaration from its module': never } : unknown;

/**
 * What a declared reply answers on its own, outside an action: a reply shared by several reads (the month grid) or
 * a module's own read route (`ReadRoute`). Rows of `self` have no resource here: such a reply names its resource.
 */
export type ReplyShapeOf<R> = R extends 'file' ? Blob : R extends 'nothing' ? undefined : ListOrOne<R, ResourceDeclaration>;

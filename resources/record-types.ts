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

import type { ResourceDeclaration } from '../../resources/declaration';
import type { Field, ReferenceField } from '../../resources/vocabulary';

// The fields a write check looks at, listed once per declaration: the writer runs its checks for every row
// of a batch (100,000 lines of a bank statement), and walking every field of the declaration per row and
// check cost more than the checks themselves.

type Listed<F> = readonly (readonly [key: string, field: F])[];

const listed = <F extends Field>(isWanted: (field: Field) => field is F) => {
  const lists = new WeakMap<ResourceDeclaration, Listed<F>>();
  return (resource: ResourceDeclaration): Listed<F> => {
    let list = lists.get(resource);
    if (!list) {
      list = Object.entries(resource.fields).filter((entry): entry is [string, F] => isWanted(entry[1]));
      lists.set(resource, list);
    }
    return list;
  };
};

/** The resource's reference fields. */
export const referenceFieldsOf = listed((field): field is ReferenceField => field.type === 'reference');

/** The fields copied from a referenced row (`copiedFrom`). */
export const copiedFieldsOf = listed((field): field is Field & { copiedFrom: NonNullable<Field['copiedFrom']> } => field.copiedFrom !== undefined);

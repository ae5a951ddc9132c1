import type { Field, FieldType } from '../../resources/vocabulary';
import { booleanKind, enumKind } from './kinds/choice';
import { dateKind, dateTimeKind } from './kinds/date';
import { decimalKind, integerKind } from './kinds/number';
import { referenceKind } from './kinds/reference';
import { emailKind, longTextKind, textKind } from './kinds/text';
import type { FieldKind } from './types';

// The one place generic code learns what a type of field looks like: column, display, input, filter.
// The mapped type makes adding a field type to the vocabulary fail to compile until it has an entry here.
type FieldKinds = { [T in FieldType]: FieldKind<Extract<Field, { type: T }>> };

export const fieldKinds: FieldKinds = {
  text: textKind,
  longText: longTextKind,
  email: emailKind,
  integer: integerKind,
  decimal: decimalKind,
  boolean: booleanKind,
  date: dateKind,
  datetime: dateTimeKind,
  enum: enumKind,
  reference: referenceKind,
};

/** The kind of one field; the cast is safe because fieldKinds[field.type] is the kind of exactly that field type. */
export const kindOf = (field: Field): FieldKind<Field> => fieldKinds[field.type] as unknown as FieldKind<Field>;

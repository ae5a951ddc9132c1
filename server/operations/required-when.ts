import type { ResourceDeclaration } from '../../resources/declaration';
import { badRequest, type FieldMessages } from '../errors';
import { message } from '../i18n/message';
import type { Values } from './record-writer';

// A field required only in some rows (`isRequiredWhen`: a received invoice's supplier), judged on the row as it
// will be written. An update is judged only when it writes the field or a deciding one: an older row without
// it (from before the rule) can still be paid or edited otherwise, but cannot be emptied or turned into one.

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** `written`: on an update, the fields the write sets. */
export const checkRequiredWhen = (resource: ResourceDeclaration, row: Values, written?: readonly string[]) => {
  const errors: FieldMessages = {};
  let why: string | undefined;
  for (const [key, field] of Object.entries(resource.fields)) {
    const when = field.isRequiredWhen;
    if (!when || !isEmpty(row[key])) continue;
    if (written && ![key, ...Object.keys(when.values)].some((name) => written.includes(name))) continue;
    if (!Object.entries(when.values).every(([other, values]) => (values as readonly unknown[]).includes(row[other]))) continue;
    errors[key] = message('Required');
    why ??= when.why;
  }
  if (why) throw badRequest(message(why), errors);
};

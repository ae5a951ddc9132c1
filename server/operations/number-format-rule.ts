import type { ResourceDeclaration } from '../../resources/declaration';
import { isWellFormedNumber, sampleNumberOf } from '../../resources/number-format';
import { badRequest } from '../errors';
import { inSentence, message, term } from '../i18n/message';
import type { Row } from './context';

/**
 * A number written over an existing one (a module's handler, an import) must keep the declared format: the
 * database would refuse it too (a check constraint), but with a message nobody could act on. Numbers of new rows
 * are always handed out by the writer itself (numbering.ts).
 */
export const checkNumberFormat = (resource: ResourceDeclaration, before: Row, next: Record<string, unknown>) => {
  if (!resource.numbering) return;
  const value = next[resource.numbering.field];
  if (value === undefined || value === before[resource.numbering.field] || isWellFormedNumber(resource.numbering, value)) return;
  const values = { resources: inSentence(term(resource.label)), number: String(value), sample: sampleNumberOf(resource.numbering) };
  throw badRequest(message('Numbers of {{resources}} read like {{sample}}: {{number}} does not', values), {
    [resource.numbering.field]: message('Not in the format {{sample}}', values),
  });
};

import dayjs from 'dayjs';
import type { ActionDeclaration, ResourceDeclaration } from '../../../../resources/declaration';
import { translate } from '../../../i18n';

// The success toast of a declared action, saying what happened to what ("November 2026 sent for approval"),
// from the action's `done` template and what the server replied.

type Values = Record<string, string | number>;

const scalars = (source: unknown): Values =>
  source && typeof source === 'object' && !Array.isArray(source)
    ? Object.fromEntries(
        Object.entries(source).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'),
      )
    : {};

const periodOf = ({ year, month }: Values) =>
  typeof year === 'number' && typeof month === 'number' ? dayjs(new Date(year, month - 1, 1)).format('MMMM YYYY') : undefined;

export const doneMessage = (
  declaration: ResourceDeclaration,
  action: ActionDeclaration,
  { reply, input, count }: { reply: unknown; input?: Record<string, unknown>; count?: number },
) => {
  const rows = Array.isArray(reply) ? reply : [reply];
  const raw: Values = { ...scalars(input), ...scalars(rows[0]) };
  // A state reads in the user's language ("Approvato"), as the lists show it.
  const values: Values = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, declaration.fields[key]?.type === 'enum' && typeof value === 'string' ? translate(value) : value]),
  );
  const period = periodOf(values);
  const record = typeof values[declaration.titleField] === 'string' ? String(values[declaration.titleField]) : typeof values.number === 'string' ? values.number : '';
  const filled: Values = {
    ...values,
    ...(period ? { period } : {}),
    count: count ?? rows.length,
    singular: translate(declaration.singular),
    plural: translate(declaration.label),
    record,
    action: translate(action.label),
  };
  // A reply without a field the template names (an older server, an empty selection) falls back to the plain text.
  const needed = [...(action.done ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
  if (action.done && needed.every((key) => filled[key] !== undefined && filled[key] !== '')) return translate(action.done, filled);
  return record ? translate('{{action}}: {{record}}', filled) : translate('{{action}}: done', filled);
};

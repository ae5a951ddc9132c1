import type { ResourceDeclaration } from '../../../../resources/declaration';
import { EMPTY_VALUE, fieldLabel, formatDateTime, kindOf } from '../../../fields';
import type { Field } from '../../../../resources/vocabulary';
import { formatMoney } from '../../../i18n/formats';
import { wordsOf } from '../../../fields/labels';
import { translate } from '../../../i18n';
import type { AuditRow } from './audit-api';

// An audit row in words, the same on the audit screen, a record's History and the CSV export.

const ACTION_LABELS: Record<AuditRow['action'], string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-in-locked': 'Sign-in refused: locked',
};
export const AUDIT_ACTIONS = Object.keys(ACTION_LABELS) as AuditRow['action'][];

export const actionText = (row: Pick<AuditRow, 'action' | 'via'>) =>
  `${translate(ACTION_LABELS[row.action] ?? row.action)}${row.via ? ` (${wordsOf(row.via)})` : ''}`;

export const actionLabel = (action: AuditRow['action']) => translate(ACTION_LABELS[action]);

export const whenText = (row: AuditRow) => formatDateTime(row.at);

/** A value as its field writes it in the reader's language (dates, money, yes/no, states); a reference as its id. */
export const valueText = (value: unknown, field?: Field) => {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'object') return JSON.stringify(value);
  if (!field) return String(value);
  if (field.type === 'decimal' && field.isMoney && Number.isFinite(Number(value))) return formatMoney(Number(value));
  if (field.type === 'reference') return `#${String(value)}`;
  return kindOf(field).toText(value, field) || EMPTY_VALUE;
};

/** One line of a row's changes: a created or deleted record's value alone, else its value before and after. */
export type ChangePart = { name: string; label: string; field?: Field } & ({ value: unknown } | { before: unknown; after: unknown });

export const changeParts = (row: AuditRow, declaration: ResourceDeclaration | undefined): ChangePart[] =>
  Object.entries(row.changes).map(([name, [before, after]]) => {
    const field = declaration?.fields[name];
    const label = field ? fieldLabel(name, field) : translate(wordsOf(name).replace(/^./, (first) => first.toUpperCase()));
    if (row.action === 'create' || (before === null && row.action !== 'update')) return { name, label, field, value: after };
    if (row.action === 'delete') return { name, label, field, value: before };
    return { name, label, field, before, after };
  });

/** Each changed field as "Label: before → after" (a created record's values alone), as text (the CSV). */
export const changeLines = (row: AuditRow, declaration: ResourceDeclaration | undefined) =>
  changeParts(row, declaration).map((part) =>
    'value' in part ? `${part.label}: ${valueText(part.value, part.field)}` : `${part.label}: ${valueText(part.before, part.field)} → ${valueText(part.after, part.field)}`,
  );

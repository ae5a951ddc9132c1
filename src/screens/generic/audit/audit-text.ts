import type { ResourceDeclaration } from '../../../../resources/declaration';
import { EMPTY_VALUE, fieldLabel, formatDateTime } from '../../../fields';
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

const valueText = (value: unknown) =>
  value === null || value === undefined || value === '' ? EMPTY_VALUE : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Each changed field as "Label: before → after" (a created record's values alone). */
export const changeLines = (row: AuditRow, declaration: ResourceDeclaration | undefined) =>
  Object.entries(row.changes).map(([name, [before, after]]) => {
    const field = declaration?.fields[name];
    const label = field ? fieldLabel(name, field) : translate(wordsOf(name).replace(/^./, (first) => first.toUpperCase()));
    if (row.action === 'create' || (before === null && row.action !== 'update')) return `${label}: ${valueText(after)}`;
    if (row.action === 'delete') return `${label}: ${valueText(before)}`;
    return `${label}: ${valueText(before)} → ${valueText(after)}`;
  });

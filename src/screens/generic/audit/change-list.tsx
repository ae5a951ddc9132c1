import { Typography } from 'antd';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import type { Field } from '../../../../resources/vocabulary';
import { kindOf } from '../../../fields';
import type { AuditRow } from './audit-api';
import { changeParts, valueText } from './audit-text';

// A row's changes in words on screen (a record's History, the audit screen): each value shown as its field shows it
// anywhere else, so a reference reads as the referenced record's name (not "Supplier: 3"), a day and an amount in the
// reader's formats, a flag as yes or no and a state through the catalogue.

const CONTEXT = { scope: 'admin' as const };

const Value = ({ value, field }: { value: unknown; field?: Field }) => {
  if (!field || value === null || value === undefined || value === '' || typeof value === 'object') return <>{valueText(value, field)}</>;
  const { Display } = kindOf(field);
  return <Display value={value} field={field} context={CONTEXT} />;
};

export const ChangeList = ({ row, declaration }: { row: AuditRow; declaration: ResourceDeclaration | undefined }) => (
  <>
    {changeParts(row, declaration).map((part) => (
      <Typography.Text key={part.name} style={{ display: 'block' }}>
        {part.label}:{' '}
        {'value' in part ? (
          <Value value={part.value} field={part.field} />
        ) : (
          <>
            <Value value={part.before} field={part.field} /> → <Value value={part.after} field={part.field} />
          </>
        )}
      </Typography.Text>
    ))}
  </>
);

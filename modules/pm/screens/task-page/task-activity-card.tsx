import type { BaseKey } from '@refinedev/core';
import { useEffect } from 'react';
import { Card, Table, Typography } from 'antd';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { fieldLabel, formatDateTime, kindOf } from '../../../../src/fields';
import type { Scope } from '../../../../src/providers/dataProvider';
import { useActionReply } from '../../../../src/screens/generic/actions';
import type { ReplyOf } from '../../../../resources/reply-types';
import { tasks } from '../../tasks.resource';
import { translate } from '../../../../src/i18n';

type ActivityLine = ReplyOf<typeof tasks, 'activity'>[number];

/** A value of the task's field as its page shows it (a sprint's name, an assignee's name), plain text otherwise. */
const FieldValue = ({ declaration, fieldName, value, scope }: { declaration: ResourceDeclaration; fieldName: string | null; value: unknown; scope: Scope }) => {
  const field = fieldName ? declaration.fields[fieldName] : undefined;
  if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  if (!field) return <>{String(value)}</>;
  const { Display } = kindOf(field);
  return <Display value={value} field={field} context={{ scope }} />;
};

/** `task/activity/{id}`: who changed which field from what to what, and when (the server's audit trail). */
export const TaskActivityCard = ({ declaration, taskId, scope, refreshKey }: { declaration: ResourceDeclaration; taskId: BaseKey; scope: Scope; refreshKey: number }) => {
  // Read through the tasks' own declaration, which types its reply (`declaration` is the same, as the page has it).
  const { data, isLoading, refetch } = useActionReply(tasks, 'activity', { input: { taskId } });
  // A comment saved on the page is a line of the activity: read it again.
  useEffect(() => {
    if (refreshKey > 0) void refetch();
  }, [refreshKey, refetch]);
  const labelOf = (name: string | null) => (name && declaration.fields[name] ? fieldLabel(name, declaration.fields[name]) : (name ?? ''));
  return (
    <Card size="small" title={translate('Activity')}>
      <Table<ActivityLine & { key: number }>
        aria-label={translate('Activity')}
        size="small"
        rowKey="key"
        loading={isLoading}
        // One audit row may give several lines (one per field): their place in the history is their key.
        dataSource={(data ?? []).map((line, index) => ({ ...line, key: index }))}
        pagination={false}
        locale={{ emptyText: translate('No activity yet') }}
        columns={[
          { key: 'at', title: translate('When'), render: (_, line) => formatDateTime(line.at) },
          { key: 'by', title: translate('Who'), dataIndex: 'by' },
          { key: 'action', title: translate('What'), dataIndex: 'action' },
          { key: 'field', title: translate('Field'), render: (_, line) => labelOf(line.fieldName) },
          { key: 'from', title: translate('From'), render: (_, line) => <FieldValue declaration={declaration} fieldName={line.fieldName} value={line.oldValue} scope={scope} /> },
          { key: 'to', title: translate('To'), render: (_, line) => <FieldValue declaration={declaration} fieldName={line.fieldName} value={line.newValue} scope={scope} /> },
        ]}
      />
    </Card>
  );
};

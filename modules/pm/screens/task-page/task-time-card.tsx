import { useList, type BaseKey } from '@refinedev/core';
import { Button, Card, Table } from 'antd';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { formatDate } from '../../../../src/fields';
import { ActionForm, actionNamed, useRunAction } from '../../../../src/screens/generic/actions';
import { formatFixed, translate } from '../../../../src/i18n';
import type { RowOf } from '../../../../resources/reply-types';
import type { timesheetEntries } from '../../timesheet-entries.resource';

type Entry = RowOf<typeof timesheetEntries>;

// On a task's page: the caller's hours on this task and "Log time", which books them into their timesheet
// entries (PUT /task/time/{taskId}): the same entries the month grid shows, on the task's work order.

export const TaskTimeCard = ({ declaration, taskId }: { declaration: ResourceDeclaration; taskId: BaseKey }) => {
  const logTime = actionNamed(declaration, 'logTime');
  const { run, isRunning } = useRunAction(declaration, declaration.name);
  const [isOpen, setOpen] = useState(false);
  const { result, query } = useList<Entry>({
    resource: 'timesheetEntries',
    filters: [{ field: 'taskId', operator: 'eq', value: taskId }],
    sorters: [{ field: 'date', order: 'desc' }],
    pagination: { currentPage: 1, pageSize: 10 },
    meta: { scope: 'own' },
  });
  const rows = result.data ?? [];
  // The task is this page's: the form asks the day, the hours and a note.
  const asked = { ...logTime, input: Object.fromEntries(Object.entries(logTime.input ?? {}).filter(([name]) => name !== 'taskId')) };
  const submit = async (input: Record<string, unknown>) => {
    await run(logTime, { input: { ...input, taskId: Number(taskId) } });
    setOpen(false);
    await query.refetch();
  };
  return (
    <Card
      size="small"
      title={translate('My time on this task')}
      extra={
        <Button type="primary" size="small" onClick={() => setOpen(true)}>
          {translate('Log time')}
        </Button>
      }
    >
      <Table<Entry>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        dataSource={rows}
        pagination={false}
        aria-label={translate('My time on this task')}
        locale={{ emptyText: translate('No time logged on this task yet') }}
        columns={[
          { key: 'date', title: translate('Date'), render: (_, entry) => formatDate(entry.date) },
          { key: 'hours', title: translate('Hours'), render: (_, entry) => formatFixed(entry.hours, 2) },
          { key: 'note', title: translate('Note'), render: (_, entry) => entry.note },
        ]}
      />
      {isOpen && <ActionForm action={asked} context={{ scope: 'own' }} isOpen isRunning={isRunning} onSubmit={submit} onClose={() => setOpen(false)} />}
    </Card>
  );
};

import { useUpdate } from '@refinedev/core';
import { Card, Empty, Select } from 'antd';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { failedNotice } from '../../../../src/screens/generic/notices';
import { translate } from '../../../../src/i18n';
import type { RowOf } from '../../../../resources/reply-types';
import type { sprints as sprintResource } from '../../sprints.resource';
import type { tasks as taskResource } from '../../tasks.resource';
import { StatusBoard } from './status-board';

type Sprint = Pick<RowOf<typeof sprintResource>, 'id' | 'name' | 'status'>;
type SprintTask = RowOf<typeof taskResource>;

/**
 * A sprint's tasks by status, on the planning page: the sprint chosen above the board (the active one first),
 * a task moved to another column saved at once with the version it was read at.
 */
export const SprintStatusCard = ({ tasks, sprints, rows, onSaved }: { tasks: ResourceDeclaration; sprints: readonly Sprint[]; rows: readonly SprintTask[]; onSaved: () => Promise<unknown> }) => {
  const statusField = tasks.fields.status;
  const statuses = statusField?.type === 'enum' ? statusField.values : [];
  const preferred = sprints.find((sprint) => sprint.status === 'Active') ?? sprints[0];
  const [chosen, setChosen] = useState<number>();
  const sprintId = sprints.some((sprint) => sprint.id === chosen) ? chosen : preferred?.id;
  const { mutateAsync } = useUpdate();
  const move = async (taskId: number, status: string) => {
    const task = rows.find((row) => row.id === taskId);
    if (!task) return;
    await mutateAsync({
      resource: 'tasks',
      id: taskId,
      values: { status, version: task.version },
      meta: { scope: 'admin' },
      successNotification: false,
      errorNotification: failedNotice(translate('move the task')),
    }).catch(() => undefined);
    await onSaved();
  };
  return (
    <Card
      size="small"
      title={translate('Sprint board')}
      extra={
        sprints.length > 0 && (
          <Select
            size="small"
            aria-label={translate('Sprint of the board')}
            style={{ minWidth: 220 }}
            value={sprintId}
            options={sprints.map((sprint) => ({ value: sprint.id, label: sprint.status ? `${sprint.name} · ${translate(sprint.status)}` : sprint.name }))}
            onChange={(value: number) => setChosen(value)}
          />
        )
      }
    >
      {sprintId === undefined ? (
        <Empty description={translate('No open sprint: plan one to see its board')} />
      ) : (
        <StatusBoard tasks={rows.filter((row) => row.sprintId === sprintId)} statuses={statuses} onMove={(taskId, status) => void move(taskId, status)} />
      )}
    </Card>
  );
};

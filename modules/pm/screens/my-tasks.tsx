import { PlusOutlined } from '@ant-design/icons';
import { useList, useMany, type BaseRecord } from '@refinedev/core';
import { Button, Card, Flex, Segmented, Select, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { splitOptionalId, withRecordId } from '../../../resources/paths';
import { fieldColumn } from '../../../src/fields';
import type { ResourceScreenProps } from '../../../src/screens/generic';
import { useActionReply } from '../../../src/screens/generic/actions';
import type { RowOf } from '../../../resources/reply-types';
import { favouriteTasks } from '../favourite-tasks.resource';
import { sprints } from '../sprints.resource';
import { tasks } from '../tasks.resource';

// Every list here is of tasks as the tasks' reads answer them (their declared reply: the task's row).
type TaskRow = RowOf<typeof tasks>;
import { fieldEntries } from '../../../src/screens/generic/screen-props';
import { translate } from '../../../src/i18n';

type Which = 'mine' | 'owned' | 'assigned' | 'favourites';

const WHICH: { value: Which; label: string }[] = [
  { value: 'mine', label: translate('Owned or assigned') },
  { value: 'owned', label: translate('Owned by me') },
  { value: 'assigned', label: translate('Assigned to me') },
  { value: 'favourites', label: translate('Favourites') },
];

/**
 * /my_task: the tasks I own and the tasks assigned to me (`/task/owner`, `/task/employee`), or, with a sprint
 * chosen, those of that sprint through `GET /task/sprint/{id}` with `justOwner` / `justAssigned`. A row opens
 * the task page.
 */
export const MyTasksScreen = ({ declaration }: ResourceScreenProps) => {
  const navigate = useNavigate();
  const [which, setWhich] = useState<Which>('mine');
  const [sprintId, setSprintId] = useState<number>();
  const mySprints = useActionReply(sprints, 'mine');
  const inSprint = sprintId !== undefined;
  const isFavourites = which === 'favourites';
  const owned = useActionReply(tasks, inSprint ? 'ofSprint' : 'ownedByMe', { input: inSprint ? { sprintId, justOwner: true } : {}, enabled: which === 'mine' || which === 'owned' });
  const assigned = useActionReply(tasks, inSprint ? 'ofSprint' : 'assignedToMe', { input: inSprint ? { sprintId, justAssigned: true } : {}, enabled: which === 'mine' || which === 'assigned' });
  // The starred tasks (GET /favourite_tasks, then the tasks themselves on the own path).
  const favourites = useList<RowOf<typeof favouriteTasks>>({ resource: 'favouriteTasks', pagination: { currentPage: 1, pageSize: 200 }, meta: { scope: 'own' }, queryOptions: { enabled: isFavourites } });
  const favouriteIds = (favourites.result.data ?? []).map((row) => row.taskId);
  const starred = useMany<TaskRow>({ resource: 'tasks', ids: favouriteIds, meta: { scope: 'own' }, queryOptions: { enabled: isFavourites && favouriteIds.length > 0 } });

  // A task I own and am assigned to is listed once.
  const byId = new Map<number, TaskRow>();
  const picked = isFavourites
    ? (starred.result.data ?? []).filter((row) => !inSprint || row.sprintId === sprintId)
    : [...(which !== 'assigned' ? (owned.data ?? []) : []), ...(which !== 'owned' ? (assigned.data ?? []) : [])];
  for (const row of picked) byId.set(row.id, row);
  const rows = [...byId.values()].sort((a, b) => b.id - a.id);
  const columns = fieldEntries(declaration)
    .filter(([, field]) => field.isListed)
    .map(([name, field]) => fieldColumn({ name, field, rows, context: { scope: 'own' } }));
  const taskRoute = declaration.routes?.find((route) => route.screen === 'taskPage')?.path ?? '/task/:id?';

  return (
    <Card
      title={translate('My tasks')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(splitOptionalId(taskRoute).listPath)}>
          {translate('New task')}
        </Button>
      }
    >
      {/* A block row, so the choices may shrink to a phone's width and scroll there. */}
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <Segmented<Which> aria-label={translate('Which tasks')} options={WHICH} value={which} onChange={setWhich} style={{ maxWidth: '100%', overflowX: 'auto' }} />
        <Select<number>
          aria-label={translate('Sprint')}
          allowClear
          placeholder={translate('Every sprint and the backlog')}
          style={{ minWidth: 240 }}
          loading={mySprints.isLoading}
          value={sprintId}
          onChange={setSprintId}
          options={(mySprints.data ?? []).map((sprint) => ({ value: sprint.id, label: sprint.status ? `${sprint.name} (${translate(sprint.status)})` : sprint.name }))}
        />
      </Flex>
      <Table<BaseRecord>
        aria-label={translate('My tasks')}
        rowKey="id"
        size="small"
        loading={isFavourites ? favourites.query.isLoading || starred.query.isFetching : owned.isLoading || assigned.isLoading}
        dataSource={rows}
        columns={columns}
        locale={{ emptyText: translate('No tasks') }}
        onRow={(row) => ({ onClick: () => navigate(withRecordId(taskRoute, row.id as number)), style: { cursor: 'pointer' } })}
      />
    </Card>
  );
};

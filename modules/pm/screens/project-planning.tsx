import { PlusOutlined } from '@ant-design/icons';
import { useList, useShow, type BaseRecord, type HttpError } from '@refinedev/core';
import { Button, Card, Result, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ActionButton, useRunAction } from '../../../src/screens/generic/actions';
import type { ResourceScreenProps } from '../../../src/screens/generic';
import { FormDrawer, type FormTarget } from '../../../src/screens/generic/form-drawer';
import { failedNotice } from '../../../src/screens/generic/notices';
import { PlanningBoard, type BoardLane } from './parts/planning-board';
import { SprintStatusCard } from './parts/sprint-status-card';
import { actionNamed, useActionReply } from '../../../src/screens/generic/actions';
import type { RowOf } from '../../../resources/reply-types';
import { sprints } from '../sprints.resource';
import { tasks } from '../tasks.resource';
import { translate } from '../../../src/i18n';
import { formatDate } from '../../../src/fields';
import { screenPathOf, withRecordId } from '../../../resources/paths';
import { projects } from '../projects.resource';

/** /admin/manage_project/{id}: the project's backlog and its open sprints side by side; tasks are dragged between them. */
export const ProjectPlanningScreen = ({ declaration, identifier }: ResourceScreenProps) => {
  const { id } = useParams();
  const navigate = useNavigate();
  const { query } = useShow<BaseRecord, HttpError>({ resource: identifier, id, meta: { scope: 'admin' }, errorNotification: failedNotice('load the project') });
  const sprintRows = useActionReply(sprints, 'ofProject', { input: { projectId: id }, enabled: id !== undefined });
  const taskList = useList<RowOf<typeof tasks>>({
    resource: 'tasks',
    filters: [{ field: 'projectId', operator: 'eq', value: id }],
    pagination: { mode: 'off' },
    sorters: [{ field: 'id', order: 'asc' }],
    meta: { scope: 'admin' },
    queryOptions: { enabled: id !== undefined },
  });
  const { run } = useRunAction(tasks, 'tasks');
  const [sprintForm, setSprintForm] = useState<FormTarget>();
  const project = query.data?.data;
  if (query.isLoading) return <Spin />;
  if (!project || id === undefined) return <Result status="404" title={translate('Project not found')} />;

  const rows = taskList.result.data ?? [];
  const open = (sprintRows.data ?? []).filter((sprint) => sprint.status !== 'Closed');
  const refresh = () => Promise.all([sprintRows.refetch(), taskList.query.refetch()]);
  const lanes: BoardLane[] = [
    { sprintId: null, title: translate('Backlog'), tasks: rows.filter((task) => task.sprintId === null || !open.some((sprint) => sprint.id === task.sprintId)) },
    ...open.map((sprint) => ({
      sprintId: sprint.id,
      title: sprint.name,
      subtitle: `${formatDate(sprint.startDate)} → ${formatDate(sprint.endDate)}${sprint.status ? ` · ${translate(sprint.status)}` : ''}${sprint.goal ? ` · ${sprint.goal}` : ''}`,
      extra: <ActionButton declaration={sprints} identifier="sprints" scope="admin" action={actionNamed(sprints, 'close')} id={sprint.id} size="small" onDone={() => void refresh()} />,
      tasks: rows.filter((task) => task.sprintId === sprint.id),
    })),
  ];
  const move = async (taskId: number, sprintId: number | null) => {
    await run(actionNamed(tasks, 'moveToSprint'), { id: taskId, input: { sprintId } }).catch(() => undefined);
    await refresh();
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={translate('Planning: {{project}}', { project: String(project.name) })}
        extra={
          <Space>
            <Button icon={<PlusOutlined />} onClick={() => setSprintForm({ action: 'create' })}>
              {translate('New sprint')}
            </Button>
            <Button onClick={() => navigate(withRecordId(screenPathOf(projects, 'projectPage'), id))}>{translate('Project')}</Button>
          </Space>
        }
      >
        <PlanningBoard lanes={lanes} onMove={(taskId, sprintId) => void move(taskId, sprintId)} />
      </Card>
      <SprintStatusCard tasks={tasks} sprints={open} rows={rows} onSaved={refresh} />
      <FormDrawer
        declaration={sprints}
        identifier="sprints"
        scope="admin"
        target={sprintForm}
        fixedValues={{ projectId: Number(id) }}
        onClose={() => {
          setSprintForm(undefined);
          void refresh();
        }}
      />
    </Space>
  );
};

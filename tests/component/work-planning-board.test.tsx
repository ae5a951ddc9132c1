import type { BaseRecord, DataProvider } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { findResource } from '../../resources.config';
import { moveOfDrop, type BoardLane } from '../../modules/pm/screens/parts/planning-board';
import { statusOfDrop } from '../../modules/pm/screens/parts/status-board';
import type { BoardTask } from '../../modules/pm/screens/parts/planning-board';
import { ProjectPlanningScreen } from '../../modules/pm/screens/project-planning';
import { TestWrapper } from '../helpers/test-wrapper';

// The planning page of a project: the backlog and the open sprints side by side; a task moved to a sprint
// runs the sprint action (POST /admin/task/sprint/{id} with sprintId) and the board shows it there.

type Call = { url: string; method: string; payload: unknown };

const project = { id: 7, name: 'Portale v2', version: 1 };
const sprints = [
  { id: 10, projectId: 7, name: 'Sprint 1', status: 'Active', startDate: '2026-02-01', endDate: '2026-02-14' },
  { id: 11, projectId: 7, name: 'Sprint 0', status: 'Closed', startDate: '2026-01-01', endDate: '2026-01-14' },
];

const fakeApi = (calls: Call[]) => {
  const tasks: BaseRecord[] = [
    { id: 1, number: 'TSK-000001', title: 'Login page', status: 'To Do', priority: 'High', projectId: 7, sprintId: null, version: 1 },
    { id: 2, number: 'TSK-000002', title: 'Reports', status: 'In Progress', priority: 'Medium', projectId: 7, sprintId: 10, version: 1 },
  ];
  const provider: DataProvider = {
    getApiUrl: () => '/api',
    getList: async () => ({ data: tasks.map((task) => ({ ...task })) as never[], total: tasks.length }),
    getOne: async () => ({ data: project as never }),
    create: async () => ({ data: {} as never }),
    update: async () => ({ data: {} as never }),
    deleteOne: async () => ({ data: {} as never }),
    custom: async ({ url, method, payload }) => {
      calls.push({ url, method, payload });
      if (url === '/admin/sprint/project/7') return { data: sprints as never };
      const moved = /^\/admin\/task\/sprint\/(\d+)$/.exec(url);
      if (moved) {
        const task = tasks.find((row) => row.id === Number(moved[1]))!;
        task.sprintId = (payload as { sprintId: number | null }).sprintId;
        return { data: task as never };
      }
      return { data: {} as never };
    },
  };
  return provider;
};

const renderBoard = (calls: Call[]) =>
  render(
    <TestWrapper dataProvider={fakeApi(calls)} initialPath="/admin/manage_project/7" routePath="/admin/manage_project/:id">
      <ProjectPlanningScreen declaration={findResource('projects')!} route={{ path: '/admin/manage_project/:id', screen: 'projectPlanning' }} identifier="projects" />
    </TestWrapper>,
  );

describe('the project planning board', () => {
  test('shows the backlog and the open sprints side by side, not the closed ones', async () => {
    renderBoard([]);
    const backlog = await screen.findByRole('region', { name: 'Backlog' });
    const sprint = screen.getByRole('region', { name: 'Sprint 1' });
    await waitFor(() => expect(within(backlog).getByText('Login page')).toBeInTheDocument());
    expect(within(sprint).getByText('Reports')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sprint 0' })).toBeNull();
  });

  test('moving a backlog task into a sprint runs the sprint action and the card lands in the sprint', async () => {
    const calls: Call[] = [];
    renderBoard(calls);
    const backlog = await screen.findByRole('region', { name: 'Backlog' });
    await waitFor(() => expect(within(backlog).getByText('Login page')).toBeInTheDocument());
    await userEvent.click(within(backlog).getByRole('combobox', { name: 'Move Login page to' }));
    await userEvent.click(await screen.findByTitle('Sprint 1'));
    await waitFor(() => expect(calls).toContainEqual({ url: '/admin/task/sprint/1', method: 'post', payload: { sprintId: 10 } }));
    const sprint = screen.getByRole('region', { name: 'Sprint 1' });
    await waitFor(() => expect(within(sprint).getByText('Login page')).toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Backlog' })).queryByText('Login page')).toBeNull();
  });

  test('a drop moves a task to the lane it lands in, and a drop where it was moves nothing', () => {
    const lanes: BoardLane[] = [
      { sprintId: null, title: 'Backlog', tasks: [{ id: 1, title: 'A', status: 'To Do' }] },
      { sprintId: 10, title: 'Sprint 1', tasks: [{ id: 2, title: 'B', status: 'To Do' }] },
    ];
    const drop = (task: number, lane: string | undefined) => moveOfDrop({ active: { id: `task-${task}` }, over: lane ? { id: lane } : null } as never, lanes);
    expect(drop(1, 'lane-10')).toEqual({ taskId: 1, sprintId: 10 });
    expect(drop(2, 'lane-backlog')).toEqual({ taskId: 2, sprintId: null });
    expect(drop(1, 'lane-backlog')).toBeUndefined();
    expect(drop(1, undefined)).toBeUndefined();
  });

  test('on the sprint board a drop sets the status of the column it lands in, and a drop where it was nothing', () => {
    const tasks: BoardTask[] = [{ id: 1, title: 'A', status: 'To Do' }, { id: 2, title: 'B', status: 'Done' }];
    const statuses = ['To Do', 'In Progress', 'In Review', 'Done'];
    const drop = (task: number, column: string | undefined) => statusOfDrop({ active: { id: `status-task-${task}` }, over: column ? { id: column } : null } as never, tasks, statuses);
    expect(drop(1, 'status-In Progress')).toEqual({ taskId: 1, status: 'In Progress' });
    expect(drop(2, 'status-To Do')).toEqual({ taskId: 2, status: 'To Do' });
    expect(drop(1, 'status-To Do')).toBeUndefined();
    expect(drop(1, undefined)).toBeUndefined();
  });
});

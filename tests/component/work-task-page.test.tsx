import type { DataProvider } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { findResource, registry } from '../../resources.config';
import type { Role } from '../../resources/vocabulary';
import { accessControlProvider } from '../../src/providers/accessControlProvider';
import { resetSignedInUser, updateSignedInUser } from '../../src/providers/signed-in-user';
import { refineResources } from '../../src/routing';
import { TaskPageScreen } from '../../modules/pm/screens/task-page';
import { TestWrapper } from '../helpers/test-wrapper';

// The task page (/task/{id}): the task's fields with its journal (files downloadable), its activity from the
// audit trail, who is involved and the favourite star, each read through the task's declared calls.

type Call = { url: string; method: string; payload: unknown };

const task = { id: 5, version: 3, number: 'TSK-000005', title: 'Login page', status: 'In Progress', priority: 'High', projectId: 7, ownerId: 1, assigneeId: 2 };

const fakeApi = (calls: Call[]) => {
  let isFavorite = false;
  const replies: Record<string, () => unknown> = {
    '/task/journal/5': () => [{ id: 31, authorId: 2, comment: 'Logs attached', files: [{ id: 90, fileName: 'log.txt' }] }],
    '/task/activity/5': () => [
      { at: '2026-02-02T09:00:00Z', by: 'pm', action: 'Created', fieldName: null, oldValue: null, newValue: 'Login page' },
      { at: '2026-02-03T10:30:00Z', by: 'pietro', action: 'Status changed', fieldName: 'status', oldValue: 'To Do', newValue: 'In Progress' },
    ],
    '/task/involved-employees/5': () => [{ employeeId: 1, fullName: 'Anna Bianchi', email: 'a@example.com', involvement: ['Owner'] }],
    '/favourite_tasks/is-favorite/5/': () => ({ isFavorite }),
    '/favourite_tasks/5': () => {
      isFavorite = true;
      return { id: 1, taskId: 5 };
    },
    '/task/journal/5/files/90': () => new Blob(['error at line 7']),
  };
  const provider: DataProvider = {
    getApiUrl: () => '/api',
    getList: async () => ({ data: [], total: 0 }),
    getOne: async () => ({ data: task as never }),
    getMany: async () => ({ data: [] }),
    create: async () => ({ data: {} as never }),
    update: async () => ({ data: {} as never }),
    deleteOne: async () => ({ data: {} as never }),
    custom: async ({ url, method, payload }) => {
      calls.push({ url, method, payload });
      return { data: (replies[url]?.() ?? []) as never };
    },
  };
  return provider;
};

const renderPage = (calls: Call[]) =>
  render(
    <TestWrapper dataProvider={fakeApi(calls)} initialPath="/task/5" routePath="/task/:id?">
      <TaskPageScreen declaration={findResource('tasks')!} route={{ path: '/task/:id?', roles: ['ADMIN', 'EMPLOYEE'], screen: 'taskPage' }} identifier="tasks" />
    </TestWrapper>,
  );

describe('the task page', () => {
  test('shows the task, its journal with its files, its activity and who is involved', async () => {
    const calls: Call[] = [];
    renderPage(calls);
    expect(await screen.findByText('Task Login page')).toBeInTheDocument();
    expect(await screen.findByText('Logs attached')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /log\.txt$/ })).toBeInTheDocument();
    const activity = screen.getByText('Activity').closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(activity).getByText('Status changed')).toBeInTheDocument());
    expect(within(activity).getByText('To Do')).toBeInTheDocument();
    expect(within(activity).getByText('pietro')).toBeInTheDocument();
    expect(await screen.findByText('Anna Bianchi')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(expect.arrayContaining(['/task/journal/5', '/task/activity/5', '/task/involved-employees/5', '/favourite_tasks/is-favorite/5/']));
  });

  test('the star adds the task to the favourites; a comment file downloads through the task’s call', async () => {
    const calls: Call[] = [];
    renderPage(calls);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ url: '/favourite_tasks/5', method: 'put' })));
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toBeInTheDocument();

    const saved = vi.fn((_: Blob) => 'blob:log');
    Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() });
    await userEvent.click(await screen.findByRole('button', { name: /log\.txt$/ }));
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ url: '/task/journal/5/files/90', method: 'get' })));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });
});

// Edit and Delete follow what the server lets the viewer do (the generic abilities, with the policy): a member of
// the project who neither owns nor is assigned the task reads it only; its assignee and a project manager write.
describe('the task page’s Edit and Delete', () => {
  afterEach(() => resetSignedInUser());
  const tasks = findResource('tasks')!;
  const taskRoute = tasks.routes!.find((route) => route.path === '/task/:id?')!;
  const identifier = refineResources(registry).find((item) => item.show === taskRoute.path || item.identifier === taskRoute.path)!.identifier!;
  const renderAs = async (roles: Role[], employeeId: number) => {
    updateSignedInUser({ isAuthenticated: true, isLoaded: true, roles, employeeId });
    render(
      <TestWrapper
        dataProvider={fakeApi([])}
        resources={refineResources(registry)}
        accessControlProvider={accessControlProvider}
        initialPath="/task/5"
        routePath={taskRoute.path}
      >
        <TaskPageScreen declaration={tasks} route={taskRoute} identifier={identifier} />
      </TestWrapper>,
    );
    expect(await screen.findByText('Task Login page')).toBeInTheDocument();
    // The favourite star's answer comes with the page's own calls: by then the abilities are known.
    await screen.findByRole('button', { name: 'Add to favourites' });
  };
  const buttons = () => ['Edit', 'Delete'].filter((name) => screen.queryByRole('button', { name: new RegExp(`^\\S*\\s*${name}$`) }));

  test('a project member who neither owns nor is assigned the task sees neither', async () => {
    await renderAs(['EMPLOYEE'], 3);
    expect(await screen.findByText('Logs attached')).toBeInTheDocument();
    expect(buttons()).toEqual([]);
  });

  test('its assignee edits it but may not delete it (only its owner, a PM or an admin does)', async () => {
    await renderAs(['EMPLOYEE'], 2);
    await waitFor(() => expect(buttons()).toEqual(['Edit']));
  });

  test('a project manager sees both', async () => {
    await renderAs(['PROJECT MANAGER', 'EMPLOYEE'], 9);
    await waitFor(() => expect(buttons()).toEqual(['Edit', 'Delete']));
  });
});

import type { DataProvider } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { findResource } from '../../resources.config';
import { MyTasksScreen } from '../../modules/pm/screens/my-tasks';
import { TestWrapper } from '../helpers/test-wrapper';

// /my_task: the tasks I own and those assigned to me (GET /task/owner, /task/employee), or a sprint's through
// GET /task/sprint/{id} with justOwner / justAssigned; a row opens the task page.

const row = (id: number, title: string) => ({ id, version: 1, number: `TSK-00000${id}`, title, status: 'To Do', priority: 'Medium', projectId: 7 });

const fakeApi = (urls: string[]) => {
  const replies: Record<string, unknown> = {
    '/sprint/my-sprints': [{ id: 10, name: 'Sprint 1', status: 'Active' }],
    '/task/owner': [row(1, 'Owned task'), row(3, 'Owned and assigned')],
    '/task/employee': [row(2, 'Assigned task'), row(3, 'Owned and assigned')],
    '/task/sprint/10?justOwner=true': [row(4, 'Owned in the sprint')],
    '/task/sprint/10?justAssigned=true': [],
  };
  const provider: DataProvider = {
    getApiUrl: () => '/api',
    getList: async () => ({ data: [], total: 0 }),
    getOne: async () => ({ data: {} as never }),
    getMany: async () => ({ data: [] }),
    create: async () => ({ data: {} as never }),
    update: async () => ({ data: {} as never }),
    deleteOne: async () => ({ data: {} as never }),
    custom: async ({ url, query }) => {
      const search = new URLSearchParams(Object.entries((query ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)])).toString();
      const full = search ? `${url}?${search}` : url;
      urls.push(full);
      return { data: (replies[full] ?? []) as never };
    },
  };
  return provider;
};

const renderScreen = (urls: string[]) =>
  render(
    <TestWrapper dataProvider={fakeApi(urls)} initialPath="/my_task" routePath="*">
      <Routes>
        <Route path="/my_task" element={<MyTasksScreen declaration={findResource('tasks')!} route={{ path: '/my_task', roles: ['ADMIN', 'EMPLOYEE'], screen: 'myTasks', scope: 'own' }} identifier="/my_task" />} />
        <Route path="/task/:id" element={<p>Task page</p>} />
      </Routes>
    </TestWrapper>,
  );

describe('my tasks', () => {
  test('lists the tasks I own and those assigned to me once each, and narrows to one kind', async () => {
    renderScreen([]);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getByText('Assigned task')).toBeInTheDocument());
    expect(within(table).getByText('Owned task')).toBeInTheDocument();
    expect(within(table).getAllByText('Owned and assigned')).toHaveLength(1);
    await userEvent.click(screen.getByText('Assigned to me'));
    await waitFor(() => expect(within(table).queryByText('Owned task')).toBeNull());
    expect(within(table).getByText('Assigned task')).toBeInTheDocument();
  });

  test('a sprint reads GET /task/sprint/{id} with justOwner / justAssigned, and a row opens the task', async () => {
    const urls: string[] = [];
    renderScreen(urls);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Sprint' }));
    await userEvent.click(await screen.findByTitle('Sprint 1 (Active)'));
    await waitFor(() => expect(urls).toEqual(expect.arrayContaining(['/task/sprint/10?justOwner=true', '/task/sprint/10?justAssigned=true'])));
    await userEvent.click(await screen.findByText('Owned in the sprint'));
    expect(await screen.findByText('Task page')).toBeInTheDocument();
  });
});

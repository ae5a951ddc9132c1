import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { findResource, registry } from '../../resources.config';
import { accessControlProvider } from '../../src/providers/accessControlProvider';
import { resetSignedInUser, updateSignedInUser } from '../../src/providers/signed-in-user';
import { refineResources } from '../../src/routing';
import { ShowScreen } from '../../src/screens/generic';
import { apiDataProvider } from '../helpers/api-data-provider';
import { sharedApiStub } from '../helpers/api-stub-server';
import { TestWrapper } from '../helpers/test-wrapper';

// Routes open to people outside a resource's roles (SPEC §2: /payroll_details/{id} for EMPLOYEE, /task/{id?})
// read the signed-in employee's own path for them, and an optional id opens on a new record.

const labour = findResource('labour')!;
const payrollRoute = labour.routes!.find((route) => route.path === '/payroll_details/:id')!;
const tasks = findResource('tasks')!;
const taskRoute = tasks.routes!.find((route) => route.path === '/task/:id?')!;

const api = sharedApiStub();
beforeEach(() => {
  api.reply((request) =>
    request.path.endsWith('/5') ? { body: { id: 5, version: 1, number: 'LAB-000005', year: 2026, month: 10, status: 'Paid' } } : { body: [] },
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => resetSignedInUser());

// The refine item a record route joined (the list's identifier), as App registers it.
const identifierOf = (path: string) =>
  refineResources(registry).find((item) => item.show === path || item.identifier === path)!.identifier!;

const renderShow = (declaration = labour, route = payrollRoute, path = '/payroll_details/5') =>
  render(
    <TestWrapper
      dataProvider={apiDataProvider(api)}
      resources={refineResources(registry)}
      accessControlProvider={accessControlProvider}
      initialPath={path}
      routePath={route.path}
    >
      <ShowScreen declaration={declaration} route={route} identifier={identifierOf(route.path)} />
    </TestWrapper>,
  );

describe('the API a generic screen reads', () => {
  test("an employee opens their payslip through the plain path, which holds only their own", async () => {
    updateSignedInUser({ isAuthenticated: true, roles: ['EMPLOYEE'] });
    renderShow();
    expect(await screen.findByText('LAB-000005')).toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toContain('/api/labour/5');
    expect(api.requests.some((request) => request.path.startsWith('/api/admin/'))).toBe(false);
  });

  test('an accountant opens the same page through the admin path', async () => {
    updateSignedInUser({ isAuthenticated: true, roles: ['ACCOUNTANT'] });
    renderShow();
    expect(await screen.findByText('LAB-000005')).toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toContain('/api/admin/labour/5');
  });

  test('/task with no id opens a new task form that an employee saves on their own path', async () => {
    updateSignedInUser({ isAuthenticated: true, roles: ['EMPLOYEE'] });
    renderShow(tasks, taskRoute, '/task');
    // The casbin policy gives an employee no admin API on tasks; the own path lets them create their own.
    expect(await screen.findByText('New Task')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument());
  });
});

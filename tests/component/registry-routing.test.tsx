import type { DataProvider } from '@refinedev/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { registry } from '../../resources.config';
import { definePage, defineResource } from '../../resources/declaration';
import { App } from '../../src/App';
import { refineResources, screenItemsOf } from '../../src/routing';
import { genericScreenFor, genericScreens, screenFor } from '../../src/screens';

// refine resource items and routes come from the registry alone.

const timesheets = defineResource({
  name: 'timesheets',
  module: 'pm',
  label: 'Timesheets',
  singular: 'Timesheet',
  titleField: 'number',
  fields: { number: { type: 'text', isListed: true } },
  roles: ['ADMIN'],
  api: { admin: '/admin/timesheet', own: { path: '/timesheet', ownerFields: ['employeeId'] } },
  routes: [
    { path: '/timesheet', roles: ['EMPLOYEE'], screen: 'timesheetGrid', scope: 'own', menu: { section: 'PM', label: 'Time Sheet' } },
    { path: '/admin/ts_approvals', roles: ['ADMIN'], screen: 'list', menu: { section: 'PM', label: 'Time Sheet - Approvals' } },
    { path: '/timesheet/:id', roles: ['EMPLOYEE', 'ADMIN'], screen: 'show', scope: 'own' },
    { path: '/task/:id?', roles: ['ADMIN', 'EMPLOYEE'], screen: 'manageTask' },
  ],
});

describe('refine resources from the registry', () => {
  test('one item per list route, told apart by identifier, with the record route of the same scope as show', () => {
    const items = screenItemsOf(timesheets).map((item) => item.resource);
    expect(items).toEqual([
      {
        name: 'timesheets',
        identifier: '/timesheet',
        list: '/timesheet',
        show: '/timesheet/:id',
        meta: { label: 'Time Sheet', parent: 'PM', hide: false, declaration: 'timesheets', scope: 'own', roles: ['EMPLOYEE'] },
      },
      {
        name: 'timesheets',
        identifier: '/admin/ts_approvals',
        list: '/admin/ts_approvals',
        meta: { label: 'Time Sheet - Approvals', parent: 'PM', hide: false, declaration: 'timesheets', scope: 'admin', roles: ['ADMIN'] },
      },
      {
        name: 'timesheets',
        identifier: '/task/:id?',
        list: '/task',
        show: '/task/:id',
        meta: { label: 'Timesheets', parent: undefined, hide: true, declaration: 'timesheets', scope: 'admin', roles: ['ADMIN', 'EMPLOYEE'] },
      },
    ]);
  });

  test('pages become items too, and every identifier of the real registry is unique', () => {
    const home = definePage({ name: 'home', module: 'shell', label: 'Home', routes: [{ path: '/', screen: 'homeRedirect', menu: { section: 'Home', label: 'Dashboard' } }] });
    expect(screenItemsOf(home)[0].resource).toMatchObject({ name: 'home', list: '/', meta: { label: 'Dashboard', parent: 'Home' } });
    const items = refineResources(registry);
    const identifiers = items.map((item) => item.identifier);
    expect(new Set(identifiers).size).toBe(identifiers.length);
    // Sections are items too, labelled as SPEC §2 names them.
    expect(items.find((item) => item.name === 'HR')).toEqual({ name: 'HR', identifier: 'HR', meta: { label: 'HR' } });
  });

  test('a screen name with no component falls back to the generic screen its path calls for', () => {
    expect(screenFor({ path: '/x', screen: 'list' })).toBe(genericScreens.list);
    expect(screenFor({ path: '/x', screen: 'notBuiltYet' })).toBe(genericScreens.list);
    expect(screenFor({ path: '/admin/project_assigne/:id', screen: 'projectAssign' })).toBe(genericScreens.show);
    expect(genericScreenFor('/task/:id?')).toBe(genericScreens.recordOrList);
  });
});

describe('App routes', () => {
  const emptyList: DataProvider = {
    getApiUrl: () => '/api',
    getList: async () => ({ data: [], total: 0 }),
    getOne: async () => ({ data: {} as never }),
    create: async () => ({ data: {} as never }),
    update: async () => ({ data: {} as never }),
    deleteOne: async () => ({ data: {} as never }),
  };

  const renderAt = (path: string, pageScreens = {}) => {
    window.history.replaceState(null, '', path);
    return render(<App dataProvider={emptyList} pageScreens={pageScreens} Layout={({ children }) => <main>{children}</main>} />);
  };

  test('a declared list route renders the generic list of its resource', async () => {
    renderAt('/admin/employees');
    expect(await screen.findByRole('columnheader', { name: /Hire date/ })).toBeInTheDocument();
  });

  test('page screens come from the pageScreens prop; one not given is a 404', async () => {
    renderAt('/admin/dashboard', { adminDashboard: () => <h1>Admin dashboard</h1> });
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  test('an unknown page screen or path shows 404', async () => {
    renderAt('/accountant/dashboard');
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
  });
});

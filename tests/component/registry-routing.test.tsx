import type { DataProvider } from '@refinedev/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { registry } from '../../resources.config';
import { definePage, defineResource, type RouteDeclaration } from '../../resources/declaration';
import { App } from '../../src/App';
import { refineResources, screenItemsOf } from '../../src/routing';
import { ShellThemeProvider } from '../../src/shell';
import { genericScreenFor, genericScreens, handWrittenScreens, pageScreenFor, resourceScreenFor } from '../../src/screens';

// refine resource items and routes come from the registry alone.

const timesheets = defineResource({
  name: 'timesheets',
  module: 'pm',
  label: 'Timesheets',
  singular: 'Timesheet',
  titleField: 'number',
  fields: { number: { type: 'text', isListed: true }, employeeId: { type: 'reference', resource: 'employees' } },
  roles: ['ADMIN'],
  api: { admin: '/admin/timesheet', own: { path: '/timesheet', ownerFields: ['employeeId'] } },
  routes: [
    { path: '/timesheet', roles: ['EMPLOYEE'], screen: 'list', scope: 'own', menu: { section: 'PM', label: 'Time Sheet' } },
    { path: '/admin/ts_approvals', roles: ['ADMIN'], screen: 'list', menu: { section: 'PM', label: 'Time Sheet - Approvals' } },
    { path: '/timesheet/:id', roles: ['EMPLOYEE', 'ADMIN'], screen: 'show', scope: 'own' },
    { path: '/task/:id?', roles: ['ADMIN', 'EMPLOYEE'], screen: 'show' },
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

  test("'list' and 'show' take the generic screen their path calls for", () => {
    expect(resourceScreenFor({ path: '/x', screen: 'list' })).toBe(genericScreens.list);
    expect(resourceScreenFor({ path: '/admin/project_assigne/:id', screen: 'show' })).toBe(genericScreens.show);
    expect(resourceScreenFor({ path: '/task/:id?', screen: 'show' })).toBe(genericScreens.recordOrList);
    expect(genericScreenFor('/task/:id?')).toBe(genericScreens.recordOrList);
  });

  test('a hand-written name takes its registered screen, never a generic stand-in', () => {
    expect(pageScreenFor({ path: '/Profile', screen: 'profile' })).toBe(handWrittenScreens.profile.Screen);
    // A page's screen does not serve a resource route, and a page has nothing for a generic screen to read.
    expect(resourceScreenFor({ path: '/timesheet', screen: 'profile' })).toBeUndefined();
    expect(pageScreenFor({ path: '/x', screen: 'list' })).toBeUndefined();
    const unknown = { path: '/timesheet', screen: 'notBuiltYet' } as unknown as RouteDeclaration;
    expect(resourceScreenFor(unknown)).toBeUndefined();
    expect(pageScreenFor(unknown)).toBeUndefined();
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
    custom: async () => ({ data: [] as never }),
  };

  const renderAt = (path: string) => {
    window.history.replaceState(null, '', path);
    // The shell's theme: the profile page shows the profile picture, which reads its mode.
    return render(<App dataProvider={emptyList} ThemeProvider={ShellThemeProvider} Layout={({ children }) => <main>{children}</main>} />);
  };

  test('a declared list route renders the generic list of its resource', async () => {
    renderAt('/admin/employees');
    expect(await screen.findByRole('columnheader', { name: /Hire date/ })).toBeInTheDocument();
  });

  test('a page route renders the hand-written screen registered under its name', async () => {
    renderAt('/Profile');
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
  });

  test('an unknown path shows 404', async () => {
    renderAt('/no/such/screen');
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
  });
});

import { Refine, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AccessDeniedPage, HomeRedirect, RouteGuard } from '../../src/access';
import { resetSignedInUser, updateSignedInUser } from '../../src/providers/signed-in-user';
import type { Role } from '../../resources/vocabulary';

const signInAs = (roles: Role[]) => updateSignedInUser({ isAuthenticated: true, name: 'Test User', roles, isLoaded: true });

// What the start page counts: two rows wait on every list declared to open on them.
const waitingRows = { getList: async () => ({ data: [], total: 2 }), getApiUrl: () => '/api' } as unknown as DataProvider;

// The routes as App registers them: the guard once around the shell's outlet, /auth/access outside it.
const renderPortalAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Refine routerProvider={routerProvider} dataProvider={waitingRows} options={{ disableTelemetry: true }}>
      <Routes>
        <Route element={<RouteGuard />}>
          <Route path="/" element={<HomeRedirect />} />
          <Route path="/admin/dashboard" element={<p>Admin dashboard</p>} />
          <Route path="/accountant/dashboard" element={<p>Accountant dashboard</p>} />
          <Route path="/Profile" element={<p>Profile page</p>} />
          <Route path="/admin/employees" element={<p>Employees list</p>} />
          <Route path="/admin/employees/create" element={<p>New employee</p>} />
          <Route path="/admin/employee_details/:id" element={<p>Employee details</p>} />
          <Route path="*" element={<p>Page not found</p>} />
        </Route>
        <Route path="/auth/access" element={<AccessDeniedPage />} />
      </Routes>
      </Refine>
    </MemoryRouter>,
  );

beforeEach(() => resetSignedInUser());

describe('the home path', () => {
  it.each<[Role[], string]>([
    [['ADMIN'], 'Admin dashboard'],
    [['PROJECT MANAGER'], 'Profile page'],
    [['ACCOUNTANT'], 'Accountant dashboard'],
    [['EMPLOYEE'], 'Profile page'],
    // Roles without a dashboard start on /auth/access, a start page, not a refusal.
    [['HR MANAGE'], 'Welcome, Test User'],
    [['FINANCE MANAGE'], 'Welcome, Test User'],
    [['SALES MANAGE'], 'Welcome, Test User'],
    [[], 'Access denied'],
    // SPEC's order decides for users holding several roles.
    [['EMPLOYEE', 'ACCOUNTANT'], 'Accountant dashboard'],
    [['EMPLOYEE', 'PROJECT MANAGER', 'ADMIN'], 'Admin dashboard'],
  ])('sends %j to %s', async (roles, page) => {
    signInAs(roles);
    renderPortalAt('/');
    expect(await screen.findByText(page)).toBeInTheDocument();
  });
});

describe('the start page of a role without a dashboard', () => {
  it('shows HR what waits (pending requests, counted) and its pages, and no refusal', async () => {
    signInAs(['HR MANAGE']);
    renderPortalAt('/');
    const waiting = await screen.findByRole('list', { name: 'Waiting for you' });
    const inbox = within(waiting).getByRole('link', { name: /All HR Requests/ });
    expect(inbox).toHaveAttribute('href', '/admin/leave_requests');
    expect(await within(inbox).findByText('2')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Your pages' });
    expect(within(pages).getByRole('link', { name: 'HR · Employees' })).toHaveAttribute('href', '/admin/employees');
    expect(screen.queryByText('Access denied')).not.toBeInTheDocument();
  });
});

describe('the route guard', () => {
  it('shows a page the roles allow', async () => {
    signInAs(['HR MANAGE']);
    renderPortalAt('/admin/employee_details/42');
    expect(await screen.findByText('Employee details')).toBeInTheDocument();
  });

  it('sends a user without an allowed role to the access-denied page', async () => {
    signInAs(['EMPLOYEE']);
    renderPortalAt('/admin/employees');
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.queryByText('Employees list')).not.toBeInTheDocument();
  });

  it('judges a screen under a declared list by that list', async () => {
    signInAs(['SALES MANAGE']);
    renderPortalAt('/admin/employees/create');
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
  });

  it('opens the profile to every role, written /profile or /Profile', async () => {
    signInAs(['SALES MANAGE']);
    renderPortalAt('/profile');
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });

  it('leaves paths nobody declared to the not-found page', async () => {
    signInAs(['EMPLOYEE']);
    renderPortalAt('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});

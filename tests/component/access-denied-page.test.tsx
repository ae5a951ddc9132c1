import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';

vi.mock('../../src/providers/msal-client', () => ({ signIn: vi.fn(), signOut: vi.fn(async () => undefined) }));

import { registry } from '../../resources.config';
import { ROLES, type Role } from '../../resources/vocabulary';
import { AccessDeniedPage } from '../../src/access';
import { signOut } from '../../src/providers/msal-client';
import { getSignedInUser, resetSignedInUser, updateSignedInUser } from '../../src/providers/signed-in-user';

const HOME_ROLES: readonly Role[] = ['ADMIN', 'PROJECT MANAGER', 'ACCOUNTANT', 'EMPLOYEE'];

// Expected from the registry alone: the menu items whose route lets the role in (home only if the role has one).
const expectedLinks = (role: Role) =>
  registry
    .flatMap((entry) => entry.routes ?? [])
    .filter((route) => route.menu && (!route.roles?.length || route.roles.includes(role)))
    .filter((route) => route.path !== '/' || HOME_ROLES.includes(role))
    .map((route) => route.path);

// The guard names the refused path: without it, /auth/access is a start page (start-page test).
const renderPage = (adminContacts: readonly string[] = ['it@firm.example', 'Maria Rossi']) =>
  render(
    <MemoryRouter initialEntries={['/auth/access?denied=%2Fadmin%2Fvehicles']}>
      <AccessDeniedPage adminContacts={adminContacts} />
    </MemoryRouter>,
  );

beforeEach(() => resetSignedInUser());

describe('the access-denied page', () => {
  it.each(ROLES)('offers %s the areas that role may open', async (role) => {
    updateSignedInUser({ isAuthenticated: true, roles: [role], isLoaded: true });
    renderPage();
    expect(screen.getByText('Access denied')).toBeInTheDocument();
    expect(screen.getByText('/admin/vehicles is not open to your roles. The pages below are.')).toBeInTheDocument();
    const areas = await screen.findByRole('navigation', { name: 'Areas you may open' });
    const hrefs = within(areas).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expectedLinks(role));
  });

  it('offers no areas to a user with no role, only signing out', async () => {
    updateSignedInUser({ isAuthenticated: true, roles: [], isLoaded: true });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Areas you may open' })).not.toBeInTheDocument();
  });

  it('tells a user with no role whom to ask, with the configured contacts', async () => {
    updateSignedInUser({ isAuthenticated: true, name: 'Nuovo Arrivato', roles: [], isLoaded: true });
    renderPage();
    expect(screen.getByText(/You have no role in the portal yet/)).toHaveTextContent('You are signed in as Nuovo Arrivato.');
    const ask = screen.getByRole('region', { name: 'Ask for access' });
    expect(ask).toHaveTextContent('Ask an administrator to give you a role: it@firm.example, Maria Rossi');
    expect(within(ask).getByRole('link', { name: 'it@firm.example' })).toHaveAttribute('href', 'mailto:it@firm.example');
  });

  it('shows a user with roles why they are here: their roles, and the pages those roles open', async () => {
    updateSignedInUser({ isAuthenticated: true, name: 'Giulia Verdi', roles: ['HR MANAGE', 'EMPLOYEE'], isLoaded: true });
    renderPage();
    const why = screen.getByRole('region', { name: 'Your access' });
    expect(why).toHaveTextContent('You are signed in as Giulia Verdi. Your roles: HR MANAGEEMPLOYEE');
    expect(screen.queryByRole('region', { name: 'Ask for access' })).not.toBeInTheDocument();
    const areas = await screen.findByRole('navigation', { name: 'Areas you may open' });
    expect(within(areas).getByRole('link', { name: 'HR · Employees' })).toHaveAttribute('href', '/admin/employees');
  });

  it('signs the user out', async () => {
    updateSignedInUser({ isAuthenticated: true, roles: ['EMPLOYEE'], isLoaded: true });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(getSignedInUser().isAuthenticated).toBe(false);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { accessControlProvider } from '../../src/providers/accessControlProvider';
import { resetSignedInUser, updateSignedInUser } from '../../src/providers/signed-in-user';
import type { Role } from '../../resources/vocabulary';

const can = async (roles: Role[], params: Parameters<typeof accessControlProvider.can>[0]) => {
  updateSignedInUser({ isAuthenticated: true, roles, isLoaded: true });
  return (await accessControlProvider.can(params)).can;
};

// A side-menu entry as refine's useCan passes it: name and route, its list path.
const menuItem = (name: string, route: string) => ({ resource: name, action: 'list', params: { resource: { name, route } } });

beforeEach(() => resetSignedInUser());

describe('refine access control', () => {
  it('answers a menu item by its route', async () => {
    const item = menuItem('employees', '/admin/employees');
    expect(await can(['HR MANAGE'], item)).toBe(true);
    expect(await can(['EMPLOYEE'], item)).toBe(false);
  });

  it('answers a resource by its menu route when refine gives no route', async () => {
    expect(await can(['HR MANAGE'], { resource: 'employees', action: 'list' })).toBe(true);
    expect(await can(['EMPLOYEE'], { resource: 'employees', action: 'list' })).toBe(false);
    // A resource with a menu route for each side (HR's inbox, the employee's My requests) answers both.
    expect(await can(['EMPLOYEE'], { resource: 'hrTimesheetRequests', action: 'list' })).toBe(true);
    expect(await can(['SALES MANAGE'], { resource: 'hrTimesheetRequests', action: 'list' })).toBe(false);
  });

  it('answers show by the show route', async () => {
    expect(await can(['EMPLOYEE'], { resource: 'labour', action: 'show', params: { id: 3 } })).toBe(true);
    expect(await can(['SALES MANAGE'], { resource: 'labour', action: 'show', params: { id: 3 } })).toBe(false);
  });

  it('shows a section when any of its items is listable', async () => {
    const hr = { resource: 'HR', action: 'list', params: { resource: { name: 'HR', meta: { label: 'HR' } } } };
    expect(await can(['ACCOUNTANT'], hr)).toBe(true); // Payrolls
    expect(await can(['SALES MANAGE'], hr)).toBe(false);
    expect(await can(['SALES MANAGE'], { resource: 'sales', action: 'list' })).toBe(true);
  });

  it('keeps routes with no role limit open to everybody', async () => {
    expect(await can([], menuItem('dashboard', '/'))).toBe(true);
  });

  it('hides unregistered resources and routes', async () => {
    expect(await can(['ADMIN'], { resource: 'nothing', action: 'list' })).toBe(false);
    expect(await can(['ADMIN'], menuItem('x', '/not/declared'))).toBe(false);
  });

  it('answers create, edit and delete from the resource roles', async () => {
    expect(await can(['FINANCE MANAGE'], { resource: 'invoices', action: 'create' })).toBe(true);
    expect(await can(['EMPLOYEE'], { resource: 'invoices', action: 'delete' })).toBe(false);
  });
});

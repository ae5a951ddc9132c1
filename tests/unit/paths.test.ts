// resources/paths.ts answers "where does it live" for both sides; these check its answers against the
// registry and SPEC §2 (global search, notifications).
import { describe, expect, test } from 'vitest';
import { findResource, registry, resources } from '../../resources.config';
import { isDeclaredRoute } from '../../resources/access-policy';
import { createAccessEnforcer } from '../../server/auth/access-model';
import { defineResource } from '../../resources/declaration';
import {
  apiPathOf,
  declaredApiPath,
  listRouteOf,
  notificationRoute,
  recordRouteOf,
  searchHitRoute,
  notificationTarget,
  withRecordId,
  type SearchHit,
} from '../../resources/paths';
import { SEARCH_TYPES, type SearchType } from '../../resources/vocabulary';

const resource = (name: string) => {
  const found = findResource(name);
  if (!found) throw new Error(`No resource ${name}`);
  return found;
};

const ADMIN = ['ADMIN'];
const EMPLOYEE = ['EMPLOYEE'];

describe('API paths', () => {
  test('each scope has its path; an own read of a resource without own path falls back to the admin path', () => {
    const employees = resource('employees');
    expect(declaredApiPath(employees, 'admin')).toBe('/admin/employees');
    expect(declaredApiPath(employees, 'own')).toBe('/employees');
    expect(declaredApiPath(employees, 'lookup')).toBe('/lookup/employees');
    const projects = resource('projects');
    expect(declaredApiPath(projects, 'own')).toBeUndefined();
    expect(apiPathOf(projects, 'own')).toBe('/admin/project');
  });
});

describe('SPA routes of records', () => {
  test('the id fills a required or an optional id segment', () => {
    expect(withRecordId('/admin/employee_details/:id', 7)).toBe('/admin/employee_details/7');
    expect(withRecordId('/task/:id?', 'a b')).toBe('/task/a%20b');
  });

  test("a record opens on the resource's show route, one the viewer may open when roles are given", () => {
    expect(recordRouteOf(resource('projects'), 3)).toBe('/admin/project/3');
    expect(recordRouteOf(resource('labour'), 5, { roles: EMPLOYEE })).toBe('/payroll_details/5');
    expect(recordRouteOf(resource('employees'), 5, { roles: EMPLOYEE })).toBeUndefined();
    // The HR inbox opens a request beside it (`opensRecordBy`).
    expect(recordRouteOf(resource('hrTimesheetRequests'), 5)).toBe('/admin/leave_requests?requestId=5');
  });

  test('a list opens on the admin list before the own one', () => {
    expect(listRouteOf(resource('timesheetMonths'))).toBe('/admin/ts_approvals');
    expect(listRouteOf(resource('timesheetMonths'), { roles: EMPLOYEE })).toBe('/timesheet');
  });
});

describe('global search picks (SPEC §2)', () => {
  const hit = (type: SearchType): SearchHit => ({ type, id: 12, number: 'HR-000031', description: '' });

  test.each([
    ['EMPLOYEE', ADMIN, '/admin/employee_details/12'],
    ['LABOUR', ADMIN, '/payroll_details/12'],
    ['LABOUR', EMPLOYEE, '/payroll_details/12?fromMyProfile=true'],
    ['TIMESHEETMONTH', ADMIN, '/admin/ts_approvals?monthId=12'],
    ['TIMESHEETMONTH', EMPLOYEE, '/timesheet?monthId=12'],
    ['TIMESHEETHR', ADMIN, '/admin/leave_requests?requestId=12&openCalendar=true'],
    ['TIMESHEETHR', ['HR MANAGE'], '/admin/leave_requests?requestId=12&openCalendar=true'],
    ['TIMESHEETHR', EMPLOYEE, '/leave_requests?filters[0][field]=number&filters[0][operator]=eq&filters[0][value]=HR-000031'],
    ['RECEIPT', ADMIN, '/receipts/12'],
    ['RECEIPT', EMPLOYEE, '/my_receipts/12'],
    ['TASKS', EMPLOYEE, '/task/12'],
    ['PROJECT', ADMIN, '/admin/project/12'],
    ['WORKORDER', ADMIN, '/admin/workorder_informations/12'],
  ] as const)('%s for %s opens %s', (type, roles, route) => {
    expect(searchHitRoute(hit(type), roles)).toBe(route);
  });

  test('every pick opens a route the registry declares, for admins and others alike', async () => {
    const policy = await createAccessEnforcer(registry);
    const picks = SEARCH_TYPES.flatMap((type) => [ADMIN, EMPLOYEE].map((roles) => searchHitRoute(hit(type), roles)));
    expect(picks.filter((route) => route === undefined || !isDeclaredRoute(policy, route))).toEqual([]);
  });
});

describe('notification targets', () => {
  const open = (parentTable: string | null, parent: number | null, roles: readonly string[]) =>
    notificationRoute({ parentTable, parent }, { resources, roles });

  test('tasks open manage_task with the parent id (SPEC §2)', () => {
    expect(open('tasks', 4, EMPLOYEE)).toBe('/task/4');
  });

  test('any parent table, by table or resource name, opens the record screen the recipient may open', () => {
    expect(open('labour', 9, EMPLOYEE)).toBe('/payroll_details/9');
    expect(open('timesheet_months', 2, EMPLOYEE)).toBe('/timesheet/2');
    expect(open('timesheetMonths', 2, EMPLOYEE)).toBe('/timesheet/2');
  });

  test('a list that opens a record beside it opens on that record (the month sheet, the request on the calendar)', () => {
    expect(open('timesheet_months', 2, ['PROJECT MANAGER'])).toBe('/admin/ts_approvals?monthId=2');
    expect(open('timesheet_months', 2, ADMIN)).toBe('/admin/ts_approvals?monthId=2');
    expect(open('hr_timesheet_requests', 8, ['HR MANAGE'])).toBe('/admin/leave_requests?requestId=8');
  });

  test('without a record screen for the recipient, the list they may open', () => {
    expect(open('hr_timesheet_requests', 8, EMPLOYEE)).toBe('/leave_requests');
  });

  test("a task, for a project manager with no task screen, opens its project's page once the task is read", () => {
    const target = notificationTarget({ parentTable: 'tasks', parent: 4 }, { resources, roles: ['PROJECT MANAGER'] });
    expect(target && 'parentRoute' in target ? [target.id, target.parentRoute({ id: 4, projectId: 17 })] : target).toEqual([4, '/admin/project/17']);
    expect(open('tasks', 4, ['PROJECT MANAGER'])).toBeUndefined();
  });

  test('with nothing open to the recipient, no route: the notification never leads to a refusal', () => {
    expect(open('tasks', 4, ['ACCOUNTANT'])).toBeUndefined();
  });

  test('no parent, or one no resource is named after, opens nothing', () => {
    expect(open(null, 4, ADMIN)).toBeUndefined();
    expect(open('tasks', null, ADMIN)).toBeUndefined();
    expect(open('nowhere', 4, ADMIN)).toBeUndefined();
  });

  test('a resource added to the registry is found without touching the notifications code', () => {
    const gadgets = defineResource({
      name: 'officeGadgets',
      module: 'hr',
      label: 'Gadgets',
      singular: 'Gadget',
      titleField: 'name',
      fields: { name: { type: 'text' } },
      roles: ['ADMIN'],
      api: { admin: '/admin/gadgets' },
      routes: [{ path: '/admin/gadgets', roles: ['ADMIN'], screen: 'list' }, { path: '/admin/gadgets/:id', roles: ['ADMIN'], screen: 'show' }],
    });
    expect(notificationRoute({ parentTable: 'office_gadgets', parent: 1 }, { resources: [gadgets], roles: ADMIN })).toBe('/admin/gadgets/1');
  });
});

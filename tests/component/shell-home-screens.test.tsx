import type { DataProvider } from '@refinedev/core';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountantDashboard, AdminDashboard } from '../../src/screens/home/dashboard/dashboard-screen';
import { ProfilePage } from '../../src/screens/home/profile/profile-page';
import { fakeApi } from '../helpers/shell-fake-api';
import { EMPLOYEE, renderInShell } from '../helpers/shell-wrapper';

import { resetSignedInUser, updateSignedInUser } from '../../src/providers/signed-in-user';

vi.mock('../../src/providers/http-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/providers/http-client')>();
  const { fakeApi } = await import('../helpers/shell-fake-api');
  return { ...real, httpClient: () => fakeApi.client(real.createHttpClient) };
});

const ADMIN_DASHBOARD = {
  year: 2025,
  month: 3,
  cards: [
    { key: 'pendingHrRequests', title: 'Pending HR requests', count: 4, link: '/admin/leave_requests' },
    { key: 'openTasks', title: 'Open tasks', count: 9, link: '/my_task' },
  ],
  hoursByProject: { link: '/admin/report', rows: [{ label: 'Portal', hours: 12.5, link: '/admin/project/3' }] },
  payrollOfMonth: { link: '/admin/payrolls', byStatus: [{ status: 'Draft', count: 2 }], total: 2, gross: 5500, net: 3900, withGross: 2, withNet: 1, withoutNet: [{ number: 'LAB-000002', link: '/payroll_details/2' }] },
  cashPosition: { link: '/admin/accounts', accounts: [{ id: 1, name: 'Main', balance: 1300.25 }], total: 1300.25 },
};

beforeEach(() => {
  fakeApi.reset();
  fakeApi.on('GET /admin/dashboard', { body: ADMIN_DASHBOARD });
  fakeApi.on('GET /accountant/dashboard', { body: { year: 2025, month: 3, cards: [{ key: 'payrollsToProcess', title: 'Payrolls to process', count: 1, link: '/admin/payrolls' }] } });
  fakeApi.on('GET /users/4', { body: { id: 4, profilePicture: null } });
  fakeApi.on('GET /users/1', { body: { id: 1, profilePicture: null } });
});

describe('dashboards', () => {
  it('shows the admin counts, each linking to its list, and the three panels', async () => {
    renderInShell(<AdminDashboard />);
    const pending = (await screen.findByText('Pending HR requests')).closest('.ant-card') as HTMLElement;
    expect(within(pending).getByText('4')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Open list' })).toHaveAttribute('href', '/admin/leave_requests');
    expect(screen.getByRole('link', { name: 'Portal' })).toHaveAttribute('href', '/admin/project/3');
    expect(screen.getByText('12.5 h')).toBeInTheDocument();
    expect(screen.getByText('Payroll status of the month')).toBeInTheDocument();
    // The totals say what they add up, and name the payroll still without a net (issue 43).
    expect(screen.getByText('Gross of 2 of 2 payrolls; net of 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LAB-000002' })).toHaveAttribute('href', '/payroll_details/2');
    expect(screen.getAllByText('€1,300.25').length).toBeGreaterThan(0);
    const [call] = fakeApi.callsTo('GET /admin/dashboard');
    expect(call.params).toHaveProperty('year');
    expect(call.params).toHaveProperty('month');
  });

  it('leaves out the panels the server did not send', async () => {
    renderInShell(<AccountantDashboard />);
    expect(await screen.findByText('Payrolls to process')).toBeInTheDocument();
    expect(screen.queryByText('Cash position')).not.toBeInTheDocument();
  });
});

const OWN_ROWS: Record<string, Record<string, unknown>[]> = {
  employees: [{ id: 4, number: 'EMP-000004', fullName: 'Enrico Dipendente', jobTitle: 'Developer', email: 'employee@portal.example', hireDate: '2020-02-01' }],
  employeeContracts: [{ id: 1, title: 'Full-time CCNL Commercio', startDate: '2020-02-01', endDate: null, weeklyHours: 40 }],
  timesheetMonths: [{ id: 21, year: 2025, month: 3, status: 'Sent' }],
  hrTimesheetRequests: [{ id: 31, number: 'HRQ-000031', startDate: '2025-03-03', endDate: '2025-03-04', state: 'Reviewing' }],
  labour: [{ id: 11, year: 2025, month: 2, status: 'Paid', netSalary: 1800 }],
  safetyCourseAssignments: [{ id: 5, safetyCourseId: 2, dueDate: '2025-06-30', isCompleted: false }],
};

const ownDataProvider = (calls: { resource: string; scope: unknown }[]): DataProvider =>
  ({
    getApiUrl: () => '/api',
    getList: async ({ resource, meta }: { resource: string; meta?: { scope?: unknown } }) => {
      calls.push({ resource, scope: meta?.scope });
      const data = OWN_ROWS[resource] ?? [];
      return { data, total: data.length };
    },
    // GET /hr_timesheet/balance: the year's balances per cause.
    custom: async ({ url }: { url: string }) => ({
      data: url.endsWith('/hr_timesheet/balance')
        ? [{ exceptionId: 1, code: 'FER', name: 'Ferie', entitlement: 208, carriedOver: 16, taken: 40, planned: 24, pending: 8, left: 152, dailyHours: 8 }]
        : [],
    }),
    // Reference titles (the lookup path): a course assignment names its course.
    getMany: async ({ resource, ids, meta }: { resource: string; ids: number[]; meta?: { scope?: unknown } }) => {
      calls.push({ resource, scope: meta?.scope });
      return { data: resource === 'safetyCourses' ? ids.map((id) => ({ id, title: `Fire safety ${id}` })) : [] };
    },
  }) as unknown as DataProvider;

describe('profile page', () => {
  it("shows the person, contract, month sheet, balances, requests, payslips and courses from the own paths", async () => {
    const calls: { resource: string; scope: unknown }[] = [];
    updateSignedInUser({ isAuthenticated: true, name: EMPLOYEE.name, username: EMPLOYEE.name, roles: ['EMPLOYEE'] });
    onTestFinished(() => resetSignedInUser());
    renderInShell(<ProfilePage />, { user: EMPLOYEE, dataProvider: ownDataProvider(calls) });
    expect(await screen.findByText('Enrico Dipendente')).toBeInTheDocument();
    expect(await screen.findByText('Full-time CCNL Commercio')).toBeInTheDocument();
    expect(screen.getByText('Open-ended')).toBeInTheDocument();
    expect(await screen.findByText('HRQ-000031')).toBeInTheDocument();
    // Links appear where the policy lets the signed-in employee open them.
    expect(await screen.findByRole('link', { name: /02\/2025/ })).toHaveAttribute('href', '/payroll_details/11?fromMyProfile=true');
    expect(await screen.findByText('Fire safety 2')).toBeInTheDocument();
    // The year's leave balances per cause.
    const balances = (await screen.findByText('Ferie')).closest('tr') as HTMLElement;
    expect(within(balances).getByText('152 h')).toBeInTheDocument();
    // The six own paths for the person's records, and the lookup path for the courses' titles.
    const lists = calls.filter((call) => call.resource !== 'safetyCourses');
    await waitFor(() => expect(new Set(lists.map((call) => call.resource)).size).toBe(6));
    expect(lists.every((call) => call.scope === 'own')).toBe(true);
    expect(calls.filter((call) => call.resource === 'safetyCourses').every((call) => call.scope === 'lookup')).toBe(true);
  });

  it('says when the user is not linked to an employee', async () => {
    const failing = {
      getApiUrl: () => '/api',
      getList: async () => {
        throw Object.assign(new Error('Your user is not linked to an employee'), { statusCode: 403 });
      },
      custom: async () => {
        throw Object.assign(new Error('Your user is not linked to an employee'), { statusCode: 403 });
      },
    } as unknown as DataProvider;
    renderInShell(<ProfilePage />, { dataProvider: failing });
    expect(await screen.findByText('Your user is not linked to an employee record.')).toBeInTheDocument();
    // No balances card (and no error toast) for a user with no employee record.
    expect(screen.queryByText(/My balances/)).toBeNull();
  });
});

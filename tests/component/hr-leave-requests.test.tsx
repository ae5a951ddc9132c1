import type { BaseRecord, DataProvider } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, test } from 'vitest';
import { hrTimesheetRequests } from '../../modules/hr/hr-timesheet-requests.resource';
import { balanceAfter } from '../../modules/hr/screens/leave-request-form';
import { LeaveRequestsScreen } from '../../modules/hr/screens/leave-requests-screen';
import { MyLeaveCalendarScreen } from '../../modules/hr/screens/my-leave-calendar-screen';
import { TestWrapper } from '../helpers/test-wrapper';

// The employee's side of HR requests: balances above their requests, the request form with the balance
// it will leave, and their calendar of requests.

const balances = [
  { exceptionId: 1, code: 'FER', name: 'Ferie', entitlement: 208, carriedOver: 16, taken: 24, planned: 40, pending: 8, left: 152, dailyHours: 8 },
  { exceptionId: 2, code: 'ROL', name: 'Permesso ROL', entitlement: 72, carriedOver: 0, taken: 3, planned: 0, pending: 0, left: 69, dailyHours: 8 },
];
const thisMonth = dayjs().format('YYYY-MM');
const requests: BaseRecord[] = [
  { id: 7, number: 'HRQ-000007', employeeId: 3, exceptionId: 1, startDate: `${thisMonth}-10`, endDate: `${thisMonth}-10`, hours: null, state: 'Approved', version: 2 },
  { id: 8, number: 'HRQ-000008', employeeId: 3, exceptionId: 1, startDate: `${thisMonth}-20`, endDate: `${thisMonth}-20`, hours: null, state: 'Reviewing', version: 1 },
];

const dataProvider = (calls: string[]): DataProvider => ({
  getApiUrl: () => '/api',
  getList: async () => ({ data: requests as never[], total: requests.length }),
  getOne: async () => ({ data: requests[0] as never }),
  create: async () => ({ data: {} as never }),
  update: async () => ({ data: {} as never }),
  deleteOne: async () => ({ data: {} as never }),
  custom: async ({ url }) => {
    calls.push(url);
    return { data: (url.includes('balance') ? balances : requests) as never };
  },
});

const route = (path: string, screenName: string) => hrTimesheetRequests.routes.find((r) => r.path === path && r.screen === screenName)!;

describe("the employee's leave requests", () => {
  test('shows the balances of the year above the requests and opens the request form', async () => {
    const calls: string[] = [];
    render(
      <TestWrapper dataProvider={dataProvider(calls)}>
        <LeaveRequestsScreen declaration={hrTimesheetRequests} route={route('/leave_requests', 'leaveRequests')} identifier="hrTimesheetRequests" />
      </TestWrapper>,
    );
    const ferie = (await screen.findByText('Ferie')).closest('tr')!;
    expect(within(ferie).getByText('152 h')).toBeInTheDocument();
    expect(calls).toContain('/hr_timesheet/balance');
    expect(await screen.findByText('HRQ-000008')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for leave' }));
    const drawer = await screen.findByRole('dialog');
    for (const label of ['Cause', 'Start date', 'End date', 'Hours', 'Certificate number', 'Note'])
      expect(within(drawer).getByText(label)).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Send' })).toBeInTheDocument();
  }, 60_000);

  test('the form prices a request against its cause: whole days at the daily hours, or hours of a day', () => {
    // Monday 2 to Friday 6 March 2026: five working days of Ferie.
    expect(balanceAfter({ exceptionId: 1, startDate: '2026-03-02', endDate: '2026-03-08' }, balances)).toEqual({ name: 'Ferie', asked: 40, left: 112 });
    expect(balanceAfter({ exceptionId: 2, startDate: '2026-03-02', endDate: '2026-03-02', hours: 2 }, balances)).toEqual({ name: 'Permesso ROL', asked: 2, left: 67 });
    expect(balanceAfter({ exceptionId: 9, startDate: '2026-03-02', endDate: '2026-03-02' }, balances)).toBeUndefined();
  });

  test('the calendar shows the requests on their days, coloured by state', async () => {
    const calls: string[] = [];
    render(
      <TestWrapper dataProvider={dataProvider(calls)}>
        <MyLeaveCalendarScreen declaration={hrTimesheetRequests} route={route('/calendar', 'myLeaveCalendar')} identifier="hrTimesheetRequests" />
      </TestWrapper>,
    );
    // A chip names the cause, not the number (the number and state are in the popover it opens).
    const chip = (number: string) => document.querySelector(`[data-request="${number}"]`);
    await waitFor(() => expect(chip('HRQ-000007')).not.toBeNull());
    expect(chip('HRQ-000007')?.className).toMatch(/green/);
    expect(chip('HRQ-000007')?.textContent).not.toContain('HRQ-000007');
    expect(chip('HRQ-000008')?.className).toMatch(/gold/);
    expect(calls).toContain('/hr_timesheet_little');
  });
});

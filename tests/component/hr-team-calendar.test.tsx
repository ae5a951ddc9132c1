import type { BaseRecord, DataProvider } from '@refinedev/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { hrTimesheetRequests } from '../../modules/hr/hr-timesheet-requests.resource';
import { HrLeaveRequestsScreen } from '../../modules/hr/screens/hr-leave-requests-screen';
import { TestWrapper } from '../helpers/test-wrapper';

// HR's team calendar: one row per employee, requests as tags coloured by state and named by cause; a search
// pick (?requestId=) opens the calendar on that request by itself, with its coverage.

const employees = [
  { id: 3, fullName: 'Mario Rossi', isActive: true },
  { id: 4, fullName: 'Lucia Bianchi', isActive: true },
];
const causes = [{ id: 1, code: 'FER', name: 'Ferie' }];
const requests: BaseRecord[] = [
  { id: 7, number: 'HRQ-000007', employeeId: 3, exceptionId: 1, startDate: '2026-12-07', endDate: '2026-12-09', hours: null, state: 'Reviewing', version: 1 },
  { id: 8, number: 'HRQ-000008', employeeId: 4, exceptionId: 1, startDate: '2026-12-09', endDate: '2026-12-09', hours: null, state: 'Approved', version: 2 },
];

const dataProvider: DataProvider = {
  getApiUrl: () => '/api',
  getList: async ({ resource }) => {
    const data = resource === 'employees' ? employees : resource === 'exceptions' ? causes : requests;
    return { data: data as never[], total: data.length };
  },
  getOne: async ({ id }) => ({ data: requests.find((row) => String(row.id) === String(id)) as never }),
  create: async () => ({ data: {} as never }),
  update: async () => ({ data: {} as never }),
  deleteOne: async () => ({ data: {} as never }),
  // GET /admin/hr_timesheet/coverage/7: Lucia is off in the same work order, which would be left short.
  custom: async ({ url }) => ({
    data: (url.endsWith('/coverage/7')
      ? {
          minPresent: 2,
          isShort: true,
          workOrders: [
            {
              workOrderId: 5,
              number: 'WO-000005',
              name: 'Help desk',
              members: 2,
              fewestPresent: 0,
              shortDays: ['2026-12-09'],
              absent: [{ id: 8, number: 'HRQ-000008', employeeId: 4, employeeName: 'Lucia Bianchi', startDate: '2026-12-09', endDate: '2026-12-09', state: 'Approved' }],
            },
          ],
        }
      : {}) as never,
  }),
};

const route = hrTimesheetRequests.routes.find((r) => r.path === '/admin/leave_requests')!;
const renderAt = (path: string) =>
  render(
    <TestWrapper dataProvider={dataProvider} initialPath={path}>
      <HrLeaveRequestsScreen declaration={hrTimesheetRequests} route={route} identifier="hrTimesheetRequests" />
    </TestWrapper>,
  );
const tagsOf = (number: string) => document.querySelectorAll(`[data-request="${number}"]`);

describe("HR's team calendar", () => {
  test('?requestId= opens the calendar on that request by itself, in its month', async () => {
    renderAt('/admin/leave_requests?requestId=7');
    expect(await screen.findByText('December 2026')).toBeInTheDocument();
    await screen.findByText('Mario Rossi');
    await expect.poll(() => tagsOf('HRQ-000007').length).toBe(3);
    expect(tagsOf('HRQ-000007')[0].className).toMatch(/gold/);
    expect(tagsOf('HRQ-000007')[0].textContent).toBe('FER');
    expect(tagsOf('HRQ-000008').length).toBe(0);
    // The coverage of the pending request, before deciding it.
    expect(await screen.findByText('Approving leaves Help desk with fewer than 2 people present on 12/09/26')).toBeInTheDocument();
    expect(screen.getByText(/Lucia Bianchi 12\/09\/26 – 12\/09\/26/)).toBeInTheDocument();
    // Everyone's requests, one row per employee.
    await userEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    expect(await screen.findByRole('cell', { name: 'Lucia Bianchi' })).toBeInTheDocument();
    await expect.poll(() => tagsOf('HRQ-000008').length).toBe(1);
    expect(tagsOf('HRQ-000008')[0].className).toMatch(/green/);
  }, 60_000);
});

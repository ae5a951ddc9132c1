import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { findResource } from '../../resources.config';
import { updateSignedInUser, resetSignedInUser } from '../../src/providers/signed-in-user';
import { PayrollDetailsScreen } from '../../modules/hr/screens/payroll-details';
import { apiDataProvider } from '../helpers/api-data-provider';
import { sharedApiStub } from '../helpers/api-stub-server';
import { TestWrapper } from '../helpers/test-wrapper';

// The payroll page: its status moves, its figures with the consultant's gross against the estimate, and its
// days, which the accountant corrects several at once.

const labour = findResource('labour')!;
const route = labour.routes!.find((entry) => entry.path === '/payroll_details/:id')!;

const payroll = {
  id: 5,
  version: 3,
  number: 'LAB-000005',
  employeeId: 2,
  year: 2026,
  month: 6,
  status: 'Calculated',
  isInPayment: false,
  workedDays: 20,
  workedHours: 160,
  grossSalary: 2000,
  estimatedGross: 2142.86,
  isGrossFromConsultant: true,
  contributions: 183.8,
  withholdingTax: 281.45,
  netSalary: 1534.75,
  tfrMonthlySalary: 2500,
  tfr: 172.69,
  totalCost: 2772.69,
};
const days = [
  { id: 11, labourId: 5, date: '2026-06-01', workedHours: 8, overtimeHours: 2, absenceHours: 0, isHoliday: false },
  { id: 12, labourId: 5, date: '2026-06-02', workedHours: 0, overtimeHours: 0, absenceHours: 0, isHoliday: true },
];

const api = sharedApiStub();
beforeEach(() => {
  api.reply((request) => {
    if (request.path === '/api/admin/labour/5') return { body: payroll };
    if (request.path === '/api/admin/labour_day') return { body: days, headers: { 'X-Total-Count': '2' } };
    if (request.path === '/api/admin/labour_day/bulk_update') return { body: days };
    if (request.path === '/api/admin/labour/advance_status/5') return { body: { ...payroll, status: 'Approved', version: 4 } };
    if (request.path.startsWith('/api/lookup/')) return { body: [] };
    return { body: [] };
  });
  updateSignedInUser({ isAuthenticated: true, name: 'Carla', username: 'accountant', roles: ['ACCOUNTANT'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => resetSignedInUser());

const renderPage = () =>
  render(
    <TestWrapper dataProvider={apiDataProvider(api)} initialPath="/payroll_details/5" routePath={route.path}>
      <PayrollDetailsScreen declaration={labour} route={route} identifier="labour" />
    </TestWrapper>,
  );

describe('payroll page', () => {
  test("shows the consultant's gross against the estimate, and the moves its status allows", { timeout: 60_000 }, async () => {
    renderPage();
    expect(await screen.findByText('Payroll LAB-000005', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText("Consultant's payslip")).toBeInTheDocument();
    // 2,000.00 − 2,142.86
    expect(screen.getByTestId('gross-difference')).toHaveTextContent(/^-€142\.86 \(estimate €2,142\.86\)$/);
    expect(screen.getByRole('button', { name: /Advance/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Roll back/ })).toBeInTheDocument();
  });

  test('advances the payroll one step', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Advance/ }, { timeout: 15_000 }));
    await waitFor(() => expect(api.requests.some((request) => request.path === '/api/admin/labour/advance_status/5' && request.method === 'POST')).toBe(true));
  });

  test('corrects the chosen days at once', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Days' }, { timeout: 15_000 });
    await within(table).findByText('06/01/26', undefined, { timeout: 10_000 }).catch((error) => {
      console.log(api.requests.map((request) => request.url));
      throw error;
    });
    const [, first, second] = within(table).getAllByRole('checkbox');
    await user.click(first);
    await user.click(second);
    await user.click(screen.getByRole('button', { name: /Correct days/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Absence'), '8');
    await user.click(within(dialog).getByRole('button', { name: /Correct days|OK|Run|Save/ }));
    await waitFor(() => expect(api.requests.some((request) => request.path === '/api/admin/labour_day/bulk_update')).toBe(true));
    const call = api.requests.find((request) => request.path === '/api/admin/labour_day/bulk_update')!;
    expect(call.method).toBe('PUT');
    expect(JSON.parse(call.body)).toMatchObject({ ids: [11, 12], absenceHours: 8 });
  });
});

// The leave journey through the UI: the employee asks for three days of holiday and sees what it leaves of
// their balance, HR sees its coverage (opened from search with ?requestId=) and approves it from the inbox of
// requests, and the employee sees it approved.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { chooseUntil, clickUntil } from '../helpers/act-until';

type Request = { id: number; number: string; startDate: string; endDate: string; state: string; reviewerNote: string | null };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('leave requests in the browser', () => {
  it('an employee asks for leave, HR approves it from the inbox, the employee sees it approved', async () => {
    const latest = async () => (await server.api<Request[]>('employee', 'GET', '/hr_timesheet?_sort=id&_order=desc&_end=1'))[0];
    const before = await latest();

    // The employee: three working days (Monday 4 – Wednesday 6 December 2028) of Ferie.
    const employee = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(employee, 'employee', server.origin);
    await employee.goto(`${server.origin}/leave_requests`);
    await expect.poll(() => employee.getByText('My balances').isVisible(), { timeout: 15_000 }).toBe(true);
    const drawer = employee.getByRole('dialog');
    await clickUntil(employee.getByRole('button', { name: 'Ask for leave' }), 'the request form is open', () => drawer.getByRole('combobox', { name: /Cause/ }).isVisible());
    const cause = drawer.locator('.ant-select', { has: employee.getByRole('combobox', { name: /Cause/ }) });
    await chooseUntil(employee, drawer.getByRole('combobox', { name: /Cause/ }), employee.locator('.ant-select-dropdown:visible').getByTitle('Ferie', { exact: true }), 'Ferie is the cause', async () =>
      (await cause.locator('.ant-select-selection-item').allInnerTexts()).includes('Ferie'),
    );
    await drawer.getByLabel('Start date').fill('12/04/28');
    await drawer.getByLabel('Start date').press('Tab');
    await drawer.getByLabel('End date').fill('12/06/28');
    // Tab, not Enter: Enter would send the form at once.
    await drawer.getByLabel('End date').press('Tab');
    await expect.poll(() => drawer.getByText(/This request takes 24 h of Ferie/).isVisible(), { timeout: 10_000 }).toBe(true);
    await clickUntil(drawer.getByRole('button', { name: 'Send' }), 'a new request is stored', async () => (await latest())?.id !== before?.id, { writes: true });
    const request = await latest();
    expect(request).toMatchObject({ startDate: '2028-12-04', endDate: '2028-12-06', state: 'Reviewing' });

    // HR: a search pick opens the calendar on the request with its coverage (the employee's active work orders).
    const hr = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(hr, 'hr', server.origin);
    await hr.goto(`${server.origin}/admin/leave_requests?requestId=${request.id}`);
    const coverage = hr.locator('.ant-card', { hasText: `Coverage of ${request.number}` });
    await expect.poll(() => coverage.getByText(/people, at least \d+ present/).first().isVisible(), { timeout: 20_000 }).toBe(true);

    // The inbox lists it among the requests waiting for a decision; Decide → Approved with a note.
    await hr.goto(`${server.origin}/admin/leave_requests`);
    const row = hr.locator('tr', { hasText: request.number });
    const modal = hr.getByRole('dialog');
    await clickUntil(row.getByRole('button', { name: 'Decide' }), 'the decision form is open', () => modal.getByRole('combobox', { name: /Decision/ }).isVisible(), { timeout: 90_000 });
    const decision = modal.locator('.ant-select', { has: hr.getByRole('combobox', { name: /Decision/ }) });
    await chooseUntil(hr, modal.getByRole('combobox', { name: /Decision/ }), hr.locator('.ant-select-dropdown:visible').getByTitle('Approved', { exact: true }), 'Approved is the decision', async () =>
      (await decision.locator('.ant-select-selection-item').allInnerTexts()).includes('Approved'),
    );
    await modal.getByLabel('Note to the employee').fill('Buone vacanze');
    // The inbox opens on the requests that wait for HR: the decided one leaves it.
    await clickUntil(modal.getByRole('button', { name: 'Decide' }), 'the decided request leaves the inbox', async () => (await row.count()) === 0, { writes: true });
    await expect
      .poll(async () => (await server.api<Request>('hr', 'GET', `/admin/hr_timesheet/${request.id}`)).reviewerNote, { timeout: 10_000 })
      .toBe('Buone vacanze');

    // The employee sees it approved, and can no longer withdraw it.
    await employee.reload();
    const mine = employee.locator('tr', { hasText: request.number });
    await expect.poll(() => mine.getByText('Approved').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await mine.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
  }, 180_000);
});

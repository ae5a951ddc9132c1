// Rules a controller trusts, in the browser (issue 43): a payroll whose month sheet gained hours after it was
// calculated is flagged on its page and in the list, offers no Advance and cannot be chosen for Pay by bank transfer
// until recalculated; finance's receipts open
// on the claims waiting, finance approves one with a note, and its employee reads the note in the bell.
// Every state is made through the API first; the browser does only the job under test.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn } from './helpers/sign-in';
import { clickUntil, noPopupOpen } from './helpers/act-until';
import { firmToday, firmYearMonth } from '../../resources/firm-calendar';

type Row = { id: number; version: number; [key: string]: unknown };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

const pageOf = async (username: string): Promise<Page> => {
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  await signIn(page, username, server.origin);
  return page;
};

/** A call as a development user that answers its status and body, refusals included. */
const attempt = async (username: string, method: string, path: string, body: unknown) => {
  const response = await fetch(`${server.origin}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${await server.tokenOf(username)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
};

describe('rules a controller trusts, in the browser', () => {
  it('a payroll with stale hours is flagged on its page and in the list, is not offered for payment, and moves on only once recalculated', async () => {
    // A March no seed reaches: the employee books on a work order of their own, a payroll is made and approved, then
    // more hours come.
    const year = firmYearMonth().year + 6;
    const { employeeId } = await server.api<{ employeeId: number }>('employee', 'GET', '/users/currentUser');
    const [customer] = await server.api<Row[]>('admin', 'GET', '/admin/customers?_end=1');
    const order = await server.api<Row>('admin', 'PUT', '/admin/workorders', { name: 'E2E stale hours', customerId: customer.id, startDate: `${year}-01-01` });
    await server.api('admin', 'PUT', '/admin/work_order_employee', { workOrderId: order.id, employeeId });
    const book = (date: string) => server.api('employee', 'PUT', '/timesheet', { workOrderId: order.id, date, hours: 8 });
    await book(`${year}-03-09`);
    const payroll = await server.api<Row>('accountant', 'PUT', '/admin/labour', { employeeId, year, month: 3 });
    const calculated = await server.api<Row>('accountant', 'POST', `/admin/labour/advance_status/${payroll.id}`, { version: payroll.version });
    const approved = await server.api<Row>('accountant', 'POST', `/admin/labour/advance_status/${payroll.id}`, { version: calculated.version });
    expect(approved).toMatchObject({ status: 'Approved', isInPayment: false, isStale: false });
    await book(`${year}-03-10`);
    const stale = await server.api<Row>('accountant', 'GET', `/admin/labour/${payroll.id}`);
    expect(stale).toMatchObject({ isStale: true, calculatedSheetHours: 8, sheetHoursNow: 16 });
    const refused = await attempt('accountant', 'POST', `/admin/labour/advance_status/${payroll.id}`, { version: stale.version });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/month sheet changed after it was calculated/);

    const page = await pageOf('accountant');
    // The list, filtered on the flag, shows the payroll.
    await page.goto(`${server.origin}/admin/payrolls?filters[0][field]=isStale&filters[0][operator]=eq&filters[0][value]=true`);
    const row = page.locator('tr', { hasText: String(payroll.number) });
    await expect.poll(() => row.count(), { timeout: 60_000 }).toBe(1);
    // Approved and not in payment, yet its box is not offered: neither Advance nor Pay by bank transfer takes it. Judged
    // once the row offers the accountant to confirm the difference, so the viewer's roles are known.
    await row.getByRole('button', { name: 'Confirm the difference' }).waitFor({ timeout: 30_000 });
    expect(await row.getByRole('checkbox').isDisabled()).toBe(true);
    // Its page says what changed and offers no Advance.
    await page.goto(`${server.origin}/payroll_details/${payroll.id}`);
    const flag = page.locator('[data-payroll-stale]');
    await flag.waitFor({ timeout: 60_000 });
    expect(await flag.innerText()).toContain('Calculated from 8 h (Open); the month sheet now has 16 h (Open)');
    await page.getByRole('button', { name: 'Recalculate' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Advance' }).count()).toBe(0);

    await clickUntil(page.getByRole('button', { name: 'Recalculate' }), 'the payroll follows the month sheet', async () => (await server.api<Row>('accountant', 'GET', `/admin/labour/${payroll.id}`)).isStale === false, {
      writes: true,
    });
    await expect.poll(() => flag.count(), { timeout: 30_000 }).toBe(0);
    await page.getByRole('button', { name: 'Advance' }).waitFor({ timeout: 30_000 });
    await page.context().close();
  }, 240_000);

  it("finance's receipts open on the claims waiting; finance approves one with a note and the employee reads it in the bell", async () => {
    const note = 'Reimbursed with this month’s payroll';
    const claim = await server.api<Row>('employee', 'PUT', '/finance/receipts', { date: firmToday(), description: 'E2E train to the client', category: 'Travel', amount: 77.7 });
    const decided = await server.api<Row>('employee', 'PUT', '/finance/receipts', { date: firmToday(), description: 'E2E hotel already approved', category: 'Lodging', amount: 99.1 });
    await server.api('finance', 'POST', `/admin/finance/receipts/approve/${decided.id}`, { version: decided.version });

    const finance = await pageOf('finance');
    await finance.goto(`${server.origin}/receipts`);
    const row = finance.locator('.ant-table-row', { hasText: String(claim.number) });
    await expect.poll(() => row.count(), { timeout: 60_000 }).toBe(1);
    // Only waiting claims: the approved one is not listed, every row says Submitted.
    expect(await finance.locator('.ant-table-row', { hasText: String(decided.number) }).count()).toBe(0);
    const states = await finance.locator('.ant-table-row').allInnerTexts();
    expect(states.every((text) => text.includes('Submitted'))).toBe(true);

    await finance.goto(`${server.origin}/receipts/${claim.id}`);
    const form = finance.getByRole('dialog');
    await clickUntil(finance.getByRole('button', { name: 'Approve' }), 'the approval form is open', () => form.getByLabel('Note to the employee').isVisible(), { timeout: 60_000 });
    await form.getByLabel('Note to the employee').fill(note);
    await clickUntil(form.getByRole('button', { name: 'Approve' }), 'the claim is Approved', async () => (await server.api<Row>('finance', 'GET', `/admin/finance/receipts/${claim.id}`)).state === 'Approved', {
      writes: true,
    });
    expect((await server.api<Row>('finance', 'GET', `/admin/finance/receipts/${claim.id}`)).decisionNote).toBe(note);
    await finance.context().close();

    const employee = await pageOf('employee');
    const told = employee.locator('.ant-popover').getByRole('button', { name: new RegExp(`Your expense claim ${String(claim.number)}`) });
    await clickUntil(employee.getByRole('button', { name: /^Notifications, \d+ unread$/ }), 'the bell tells of the approval', () => told.first().isVisible(), {
      mayRepeat: noPopupOpen(employee),
    });
    expect(await told.innerText()).toContain(`was approved. Note from finance: ${note}`);
    await employee.context().close();
  }, 240_000);
});

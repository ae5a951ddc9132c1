// The payroll steps' last mile (issue 26): generating a month says what was made and who is missing, by name,
// each name opening that person's month sheet (read only for the accountant);
// approving a payroll records its approver; a Paid payroll offers no payslip upload; the employee's payslip page
// shows no instruction meant for the accountant.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { clickUntil } from '../helpers/act-until';
import { openFromSideMenu } from '../helpers/side-menu';
import { generatePayrolls } from '../helpers/generate-payrolls';

type Row = { id: number; [key: string]: unknown };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('payroll outcomes in the browser', () => {
  it('the accountant is told who has no payroll and why; an approved payroll shows its approver', async () => {
    // Next month: nobody's payroll is made yet, and the employee's month sheet is not approved.
    const { employeeId } = await server.api<{ employeeId: number }>('employee', 'GET', '/users/currentUser');
    const today = new Date();
    const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
    const [year, month] = [next.getUTCFullYear(), next.getUTCMonth() + 1];
    // An hour booked opens the employee's month sheet (Open): the accountant will open it from the outcome.
    const day = `${year}-${String(month).padStart(2, '0')}-10`;
    const grid = await server.api<{ workOrders: { id: number; startDate: string; endDate: string | null; isAssigned: boolean }[] }>('employee', 'GET', `/month/sheet?year=${year}&month=${month}`);
    const order = grid.workOrders.find((row) => row.isAssigned && row.startDate <= day && (!row.endDate || row.endDate >= day))!;
    await server.api('employee', 'PUT', '/timesheet', { date: day, workOrderId: order.id, hours: 1 });
    const [sheet] = await server.api<Row[]>('admin', 'GET', `/admin/month?year=${year}&month=${month}&employeeId=${employeeId}`);
    expect(sheet.status).toBe('Open');
    const [me] = await server.api<Row[]>('employee', 'GET', '/employees');

    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    const accountant = await signIn(page, 'accountant', server.origin);
    await generatePayrolls(page, server.origin, { year, month });
    const outcome = page.getByTestId(`payroll-generation-${year}-${month}`);
    await outcome.waitFor({ timeout: 30_000 });
    await expect.poll(() => outcome.innerText(), { timeout: 30_000 }).toContain('No payroll: the month sheet is not approved');
    const line = outcome.locator('li', { hasText: String(me.fullName) });
    await expect.poll(() => line.innerText(), { timeout: 30_000 }).toContain(`month sheet ${String(sheet.number)} is Open`);
    expect(await page.getByText('Generate payrolls: done').count()).toBe(0);
    // The name opens that month sheet, read only, for the accountant.
    await clickUntil(line.getByRole('link', { name: String(me.fullName) }), 'the month sheet is open', async () => new RegExp(`/month_sheet/${sheet.id}$`).test(page.url()));
    await expect.poll(() => page.locator('[data-month-status]').textContent(), { timeout: 30_000 }).toBe('Open');
    await expect.poll(() => page.getByText(String(me.fullName), { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('button', { name: /^Save/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // A calculated payroll of its own: the employee sends next month, the project manager approves it, the month is
    // generated again and its payroll advanced to Calculated; Advance in the browser approves it.
    // (Last month's payrolls may all be Paid already, depending on the day of the month the seed ran.)
    await server.api('employee', 'POST', '/month/send', { year, month });
    await server.api('pm', 'POST', '/admin/month/advance_status', { ids: [sheet.id] });
    await server.api('accountant', 'POST', '/admin/labour/generate', { year, month });
    const [draft] = await server.api<Row[]>('accountant', 'GET', `/admin/labour?year=${year}&month=${month}&employeeId=${employeeId}`);
    expect(draft.status).toBe('Draft');
    const payroll = await server.api<Row>('accountant', 'POST', `/admin/labour/advance_status/${draft.id}`, { version: draft.version });
    expect(payroll.status).toBe('Calculated');
    await page.goto(`${server.origin}/payroll_details/${payroll.id}`);
    await clickUntil(page.getByRole('button', { name: 'Advance' }), 'the payroll has an approver', async () => (await server.api<Row>('accountant', 'GET', `/admin/labour/${payroll.id}`)).approverId != null, {
      writes: true,
      timeout: 90_000,
    });
    expect((await server.api<Row>('accountant', 'GET', `/admin/labour/${payroll.id}`)).approverId).toBe(accountant.id);
    await expect.poll(() => page.getByText(accountant.name, { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);

    // A Paid payroll: no Upload payslip.
    const paid = (await server.api<Row[]>('accountant', 'GET', '/admin/labour?status=Paid&_end=1'))[0];
    await page.goto(`${server.origin}/payroll_details/${paid.id}`);
    await page.getByText('Figures', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Roll back' }).or(page.getByText(String(paid.number)).first()).first().waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Upload payslip' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Recalculate' }).count()).toBe(0);

    // The employee's payslip page: their figures, not the accountant's instruction.
    const own = (await server.api<Row[]>('employee', 'GET', '/labour?_end=1'))[0];
    const employee = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(employee, 'employee', server.origin);
    // From My pages → My payslips, its row's Show.
    await openFromSideMenu(employee, 'My pages', 'My payslips', /\/my_payslips$/);
    await clickUntil(employee.locator('tr', { hasText: String(own.number) }).getByRole('link', { name: 'Show' }), 'the payslip page is open', async () => new RegExp(`/my_payslips/${own.id}$`).test(employee.url()), { timeout: 90_000 });
    await employee.getByText('Figures', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await employee.getByText(/record its gross and TFR pay/).count()).toBe(0);
  }, 240_000);
});

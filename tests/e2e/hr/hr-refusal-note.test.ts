// HR refuses a request with a note to the employee, and the employee reads it: in one notification and on
// the request in My requests (issue 26).
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';

type Row = { id: number; [key: string]: unknown };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

const NOTE = 'Week of the release: please choose the week after';

describe('an HR decision with a note in the browser', () => {
  it('HR refuses with a note; the employee is told once, with the note, and reads it on the request', async () => {
    const causes = await server.api<Row[]>('employee', 'GET', '/lookup/exceptions?_end=100');
    const holiday = causes.find((cause) => /Ferie/.test(String(cause.name ?? cause.title ?? '')))!;
    const request = await server.api<Row>('employee', 'PUT', '/hr_timesheet', { exceptionId: holiday.id, startDate: '2029-03-12', endDate: '2029-03-13' });

    const hr = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(hr, 'hr', server.origin);
    await hr.goto(`${server.origin}/admin/leave_requests`);
    const row = hr.locator('tr', { hasText: String(request.number) });
    await row.getByRole('button', { name: 'Decide' }).click();
    const modal = hr.getByRole('dialog');
    await modal.getByRole('combobox', { name: /Decision/ }).click();
    await hr.getByTitle('Refused', { exact: true }).click();
    await modal.getByLabel('Note to the employee').fill(NOTE);
    await modal.getByRole('button', { name: 'Decide' }).click();
    // The inbox opens on the requests that wait for HR: the decided one leaves it.
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(async () => (await server.api<Row>('hr', 'GET', `/admin/hr_timesheet/${request.id}`)).state, { timeout: 10_000 }).toBe('Refused');

    // The employee: one notification of the decision, with the note; it opens their requests, where the
    // request shows the note.
    const employee = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(employee, 'employee', server.origin);
    await employee.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const popover = employee.locator('.ant-popover');
    const told = popover.getByRole('button', { name: new RegExp(`Your request ${String(request.number)}`) });
    await expect.poll(() => told.count(), { timeout: 30_000 }).toBe(1);
    expect(await told.innerText()).toContain(`was refused. Note from HR: ${NOTE}`);
    await told.click();
    await employee.waitForURL(/\/leave_requests/);
    const mine = employee.locator('tr', { hasText: String(request.number) });
    await expect.poll(() => mine.getByText(NOTE).isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => mine.getByText('Refused').isVisible()).toBe(true);

    // A request not decided yet is withdrawn, and says so (not "Delete … hr request HRQ-…").
    const pending = await server.api<Row>('employee', 'PUT', '/hr_timesheet', { exceptionId: holiday.id, startDate: '2029-04-16', endDate: '2029-04-16' });
    await employee.reload();
    const pendingRow = employee.locator('tr', { hasText: String(pending.number) });
    await pendingRow.getByRole('button', { name: 'Withdraw' }).click();
    const confirm = employee.getByRole('dialog');
    await expect.poll(() => confirm.getByText(`Withdraw your request ${String(pending.number)}?`).isVisible(), { timeout: 15_000 }).toBe(true);
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await expect.poll(() => pendingRow.count(), { timeout: 30_000 }).toBe(0);
    expect(await server.api<Row[]>('employee', 'GET', `/hr_timesheet?number=${String(pending.number)}`)).toEqual([]);
  }, 240_000);

  it("the employee's calendar names a request by its cause, and a click opens its days and state", async () => {
    const causes = await server.api<Row[]>('employee', 'GET', '/lookup/exceptions?_end=100');
    const holiday = causes.find((cause) => /Ferie/.test(String(cause.name ?? cause.title ?? '')))!;
    const causeName = String(holiday.name ?? holiday.title);
    // A day of this month, so the calendar opens on it.
    const today = new Date();
    const day = `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-28`;
    const request = await server.api<Row>('employee', 'PUT', '/hr_timesheet', { exceptionId: holiday.id, startDate: day, endDate: day });
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(page, 'employee', server.origin);
    await page.goto(`${server.origin}/calendar`);
    const chip = page.locator(`[data-request="${String(request.number)}"]`);
    await chip.waitFor({ timeout: 30_000 });
    await expect.poll(() => chip.innerText(), { timeout: 15_000 }).toContain(causeName);
    expect(await chip.innerText()).not.toContain(String(request.number));
    await chip.click();
    const popover = page.locator('.ant-popover');
    await expect.poll(() => popover.getByText(`${String(request.number)} · Reviewing`).isVisible(), { timeout: 15_000 }).toBe(true);
    await popover.getByRole('link', { name: 'My requests' }).click();
    await page.waitForURL(/\/leave_requests$/);
  }, 120_000);
});

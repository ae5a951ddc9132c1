// HR refuses a request with a note to the employee, and the employee reads it: in one notification and on
// the request in My requests (issue 26).
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { chooseUntil, clickUntil, confirmUntil, noPopupOpen } from '../helpers/act-until';
import { firmYearMonth } from '../../../resources/firm-calendar';

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
    const modal = hr.getByRole('dialog');
    await clickUntil(row.getByRole('button', { name: 'Decide' }), 'the decision form is open', () => modal.getByRole('combobox', { name: /Decision/ }).isVisible(), { timeout: 90_000 });
    const decision = modal.locator('.ant-select', { has: hr.getByRole('combobox', { name: /Decision/ }) });
    await chooseUntil(hr, modal.getByRole('combobox', { name: /Decision/ }), hr.locator('.ant-select-dropdown:visible').getByTitle('Refused', { exact: true }), 'Refused is the decision', async () =>
      (await decision.locator('.ant-select-selection-item').allInnerTexts()).includes('Refused'),
    );
    await modal.getByLabel('Note to the employee').fill(NOTE);
    // The inbox opens on the requests that wait for HR: the decided one leaves it.
    await clickUntil(modal.getByRole('button', { name: 'Decide' }), 'the decided request leaves the inbox', async () => (await row.count()) === 0, { writes: true });
    await expect.poll(async () => (await server.api<Row>('hr', 'GET', `/admin/hr_timesheet/${request.id}`)).state, { timeout: 10_000 }).toBe('Refused');

    // The employee: one notification of the decision, with the note; it opens their requests, where the
    // request shows the note.
    const employee = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(employee, 'employee', server.origin);
    const popover = employee.locator('.ant-popover');
    const told = popover.getByRole('button', { name: new RegExp(`Your request ${String(request.number)}`) });
    await clickUntil(employee.getByRole('button', { name: /^Notifications, \d+ unread$/ }), 'the bell tells of the decision', () => told.first().isVisible(), {
      mayRepeat: noPopupOpen(employee),
    });
    await expect.poll(() => told.count(), { timeout: 30_000 }).toBe(1);
    expect(await told.innerText()).toContain(`was refused. Note from HR: ${NOTE}`);
    await clickUntil(told, 'My requests is open', async () => /\/leave_requests/.test(employee.url()));
    const mine = employee.locator('tr', { hasText: String(request.number) });
    await expect.poll(() => mine.getByText(NOTE).isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => mine.getByText('Refused').isVisible()).toBe(true);

    // A request not decided yet is withdrawn, and says so (not "Delete … hr request HRQ-…").
    const pending = await server.api<Row>('employee', 'PUT', '/hr_timesheet', { exceptionId: holiday.id, startDate: '2029-04-16', endDate: '2029-04-16' });
    await employee.reload();
    const pendingRow = employee.locator('tr', { hasText: String(pending.number) });
    const confirm = employee.getByRole('dialog');
    await clickUntil(pendingRow.getByRole('button', { name: 'Withdraw' }), 'the withdrawal is asked', () => confirm.getByText(`Withdraw your request ${String(pending.number)}?`).isVisible(), { timeout: 90_000 });
    await confirmUntil({
      open: pendingRow.getByRole('button', { name: 'Withdraw' }),
      confirm: confirm.getByRole('button', { name: 'Withdraw' }),
      until: 'the request leaves the list',
      done: async () => (await pendingRow.count()) === 0,
    });
    expect(await server.api<Row[]>('employee', 'GET', `/hr_timesheet?number=${String(pending.number)}`)).toEqual([]);
  }, 240_000);

  it("the employee's calendar names a request by its cause, and a click opens its days and state", async () => {
    const causes = await server.api<Row[]>('employee', 'GET', '/lookup/exceptions?_end=100');
    const holiday = causes.find((cause) => /Ferie/.test(String(cause.name ?? cause.title ?? '')))!;
    const causeName = String(holiday.name ?? holiday.title);
    // A day of this month, so the calendar opens on it.
    const today = firmYearMonth();
    const day = `${today.year}-${String(today.month).padStart(2, '0')}-28`;
    const request = await server.api<Row>('employee', 'PUT', '/hr_timesheet', { exceptionId: holiday.id, startDate: day, endDate: day });
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(page, 'employee', server.origin);
    await page.goto(`${server.origin}/calendar`);
    const chip = page.locator(`[data-request="${String(request.number)}"]`);
    await chip.waitFor({ timeout: 30_000 });
    await expect.poll(() => chip.innerText(), { timeout: 15_000 }).toContain(causeName);
    expect(await chip.innerText()).not.toContain(String(request.number));
    const popover = page.locator('.ant-popover');
    await clickUntil(chip, "the request's days and state show", () => popover.getByText(`${String(request.number)} · Reviewing`).isVisible(), { mayRepeat: noPopupOpen(page) });
    await clickUntil(popover.getByRole('link', { name: 'My requests' }), 'My requests is open', async () => /\/leave_requests$/.test(page.url()));
  }, 120_000);
});

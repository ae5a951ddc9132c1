// An employee books hours on a task from the task's page (issue 26): Log time writes a timesheet entry of the
// task's work order with the task, the same entries as the month grid's, and the card lists it; a starred task is
// among My tasks' Favourites. On the month grid, a work order's row chooses one of its tasks: the task gets a row,
// the hours typed there are saved as entries with the task, and the task's page lists them.
import type { Browser } from 'playwright-core';
import type { MonthGrid } from '../../../modules/pm/domain/month-grid';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { chooseUntil, clickUntil, shownSince } from '../helpers/act-until';
import { toNextMonth } from '../helpers/next-month-sheet';
import { openFromSideMenu } from '../helpers/side-menu';
import { firmYearMonth } from '../../../resources/firm-calendar';

type Row = { id: number; [key: string]: unknown };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('time on a task in the browser', () => {
  it('an employee logs 1.5 h on a task from its page', async () => {
    const me = await server.api<{ employeeId: number }>('employee', 'GET', '/users/currentUser');
    const [project] = await server.api<Row[]>('pm', 'GET', `/admin/project/employees/${me.employeeId}`);
    const task = await server.api<Row>('pm', 'PUT', '/admin/task', { title: 'E2E task to book on', projectId: project.id, ownerId: me.employeeId });

    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(page, 'employee', server.origin);
    await page.goto(`${server.origin}/task/${task.id}`);
    const card = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^My time on this task$/ }) });
    const dialog = page.getByRole('dialog');
    await clickUntil(card.getByRole('button', { name: 'Log time' }), 'the Log time form is open', () => dialog.getByRole('spinbutton', { name: /Hours/ }).isVisible());
    await dialog.getByRole('spinbutton', { name: /Hours/ }).fill('1.5');
    await dialog.getByLabel('Note').fill('Booked from the task page');
    const entries = () => server.api<Row[]>('employee', 'GET', `/timesheet?taskId=${task.id}`);
    await clickUntil(dialog.getByRole('button', { name: 'Log time' }), 'the entry is booked', async () => (await entries()).length > 0, { writes: true });
    await expect.poll(async () => (await entries()).length, { timeout: 30_000 }).toBe(1);
    expect((await entries())[0]).toMatchObject({ taskId: task.id, workOrderId: project.workOrderId, employeeId: me.employeeId, hours: 1.5, note: 'Booked from the task page' });
    await expect.poll(() => card.getByText('Booked from the task page').isVisible(), { timeout: 15_000 }).toBe(true);

    // Starred, it is among My tasks' Favourites (with the tasks owned or assigned elsewhere left out).
    await server.api('employee', 'PUT', `/favourite_tasks/${task.id}`, {});
    await page.goto(`${server.origin}/my_task`);
    const favourites = page.getByRole('radiogroup', { name: 'Which tasks' }).getByRole('radio', { name: 'Favourites' });
    await clickUntil(page.getByRole('radiogroup', { name: 'Which tasks' }).getByText('Favourites'), 'Favourites is chosen', () => favourites.isChecked());
    const table = page.getByRole('table', { name: 'My tasks' });
    await expect.poll(() => table.getByText('E2E task to book on').isVisible(), { timeout: 30_000 }).toBe(true);
  }, 240_000);

  it('an employee picks a task on a month grid row, books hours there and the task page shows them', async () => {
    const me = await server.api<{ employeeId: number }>('employee', 'GET', '/users/currentUser');
    const [project] = await server.api<Row[]>('pm', 'GET', `/admin/project/employees/${me.employeeId}`);
    const task = await server.api<Row>('pm', 'PUT', '/admin/task', { title: 'E2E task on the grid', projectId: project.id, ownerId: me.employeeId, assigneeId: me.employeeId });
    const today = firmYearMonth();
    const next = new Date(Date.UTC(today.year, today.month, 1));
    const [year, month] = [next.getUTCFullYear(), next.getUTCMonth() + 1];
    const day = `${year}-${String(month).padStart(2, '0')}-10`;
    const grid = await server.api<MonthGrid>('employee', 'GET', `/month/sheet?year=${year}&month=${month}`);
    const order = grid.workOrders.find((row) => row.id === project.workOrderId)!;
    expect(grid.bookableTasks.find((row) => row.id === task.id)).toMatchObject({ workOrderId: order.id, isMine: true });

    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(page, 'employee', server.origin);
    // The time sheet among the employee's own pages: My pages → My time.
    await openFromSideMenu(page, 'My pages', 'My time', /\/my_time$/);
    await toNextMonth(page, day.slice(0, 7));
    const cell = page.getByLabel(`${order.number} · ${String(task.number)} ${day}`, { exact: true });
    await chooseUntil(
      page,
      page.getByRole('combobox', { name: `Add a task row to ${order.number}` }),
      page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'E2E task on the grid' }),
      "the task's row is on the grid",
      () => cell.isVisible(),
    );
    await cell.fill('2,5');
    const saved = shownSince(page.getByText('Hours saved'));
    await clickUntil(page.getByRole('button', { name: /Save \(1\)/ }), 'Hours saved', saved, { writes: true });

    const entries = await server.api<Row[]>('employee', 'GET', `/timesheet?taskId=${task.id}`);
    expect(entries.map((entry) => [entry.date, entry.hours, entry.workOrderId])).toEqual([[day, 2.5, order.id]]);
    // The row stays after the save, now from the saved entry.
    await expect.poll(() => cell.inputValue(), { timeout: 15_000 }).toBe('2.5');

    await page.goto(`${server.origin}/task/${task.id}`);
    const card = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^My time on this task$/ }) });
    await expect.poll(() => card.getByRole('cell', { name: '2.50' }).isVisible(), { timeout: 30_000 }).toBe(true);
  }, 240_000);
});

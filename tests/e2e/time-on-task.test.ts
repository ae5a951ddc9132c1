// An employee books hours on a task from the task's page (issue 26): Log time writes a timesheet entry of the
// task's work order with the task, the same entries as the month grid's, and the card lists it; a starred task is
// among My tasks' Favourites.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn } from './helpers/sign-in';

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
    await card.getByRole('button', { name: 'Log time' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('spinbutton', { name: /Hours/ }).fill('1.5');
    await dialog.getByLabel('Note').fill('Booked from the task page');
    await dialog.getByRole('button', { name: 'Log time' }).click();

    const entries = () => server.api<Row[]>('employee', 'GET', `/timesheet?taskId=${task.id}`);
    await expect.poll(async () => (await entries()).length, { timeout: 30_000 }).toBe(1);
    expect((await entries())[0]).toMatchObject({ taskId: task.id, workOrderId: project.workOrderId, employeeId: me.employeeId, hours: 1.5, note: 'Booked from the task page' });
    await expect.poll(() => card.getByText('Booked from the task page').isVisible(), { timeout: 15_000 }).toBe(true);

    // Starred, it is among My tasks' Favourites (with the tasks owned or assigned elsewhere left out).
    await server.api('employee', 'PUT', `/favourite_tasks/${task.id}`, {});
    await page.goto(`${server.origin}/my_task`);
    await page.getByRole('radiogroup', { name: 'Which tasks' }).getByText('Favourites').click();
    const table = page.getByRole('table', { name: 'My tasks' });
    await expect.poll(() => table.getByText('E2E task to book on').isVisible(), { timeout: 30_000 }).toBe(true);
  }, 240_000);
});

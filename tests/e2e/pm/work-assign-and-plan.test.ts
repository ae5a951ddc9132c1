// A project manager assigns a member to a work order on its operational page, then drags a backlog task
// into a sprint on the project's planning page; the API shows both changes. The assignee of a task opens it
// from the notification, comments with a file, downloads it and sees the activity.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { clickUntil, noPopupOpen } from '../helpers/act-until';
import { dragTo } from '../helpers/drag';

type Row = { id: number; [key: string]: unknown };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));


describe('work orders and planning in the browser', () => {
  it('a project manager assigns a member to a work order and drags a task from the backlog into a sprint', async () => {
    const [workOrder] = await server.api<Row[]>('pm', 'GET', '/admin/workorders?_sort=id&_order=asc&_end=1');
    const members = async () => (await server.api<Row[]>('pm', 'GET', `/admin/workorders/employees/${workOrder.id}`)).map((row) => row.employeeId);
    const before = await members();
    const people = await server.api<Row[]>('pm', 'GET', '/lookup/employees?_sort=id&_order=asc&_end=50');
    // Someone not yet a member, whose name nobody else has (the picker shows names).
    const newcomer = people.find((person) => !before.includes(person.id) && people.filter((other) => other.fullName === person.fullName).length === 1)!;

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.log('PAGEERROR', error.message));
    await signIn(page, 'pm', server.origin);
    await page.goto(`${server.origin}/admin/work_order_details/${workOrder.id}`);
    const membersBox = page.locator('.ant-select', { has: page.getByLabel('Members to assign') });
    const picker = membersBox.locator('.ant-select-selector');
    await picker.waitFor({ timeout: 30_000 });
    await expect.poll(() => membersBox.locator('.ant-select-selection-item').count(), { timeout: 30_000 }).toBe(before.length);
    // Open it at its right end: its middle may be a chip's remove button.
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width - 40, y: box.height / 2 } });
    // The picker searches the server after a pause in typing: choose only once the results are in.
    const searched = page.waitForResponse((response) => response.url().includes('/lookup/employees') && decodeURIComponent(response.url().replace(/\+/g, " ")).includes(String(newcomer.fullName)));
    await page.getByLabel('Members to assign').pressSequentially(String(newcomer.fullName));
    await searched;
    await expect.poll(() => page.locator('.ant-select-item-option').evaluateAll((items) => items.map((item) => item.getAttribute('title')).every((title) => title === null || title.length > 0))).toBe(true);
    await page.locator(`.ant-select-item-option:not(.ant-select-item-option-selected)[title="${String(newcomer.fullName)}"]`).first().click();
    await clickUntil(page.getByRole('button', { name: 'Save members' }), 'the newcomer is a member', async () => (await members()).includes(newcomer.id), { writes: true });
    await expect.poll(async () => (await members()).sort(), { timeout: 30_000 }).toEqual([...before, newcomer.id].sort());

    // A backlog task and an open sprint of its project (one is planned if the project has none).
    const backlog = await server.api<Row[]>('pm', 'GET', '/admin/task/backlog');
    const task = backlog[0];
    const projectId = task.projectId as number;
    let sprint = (await server.api<Row[]>('pm', 'GET', `/admin/sprint/project/${projectId}`)).find((row) => row.status !== 'Closed');
    sprint ??= await server.api<Row>('pm', 'PUT', '/admin/sprint', { projectId, name: 'E2E sprint', startDate: '2026-03-02', endDate: '2026-03-13' });

    await page.goto(`${server.origin}/admin/manage_project/${projectId}`);
    const card = page.getByTestId(`task-${task.id}`);
    await card.waitFor({ timeout: 30_000 });
    const lane = page.getByRole('region', { name: String(sprint.name) });
    await lane.scrollIntoViewIfNeeded();
    await dragTo(page, card, lane);
    await expect.poll(async () => (await server.api<Row>('pm', 'GET', `/admin/task/${task.id}`)).sprintId, { timeout: 30_000 }).toBe(sprint.id);
    await expect.poll(() => lane.getByTestId(`task-${task.id}`).count(), { timeout: 30_000 }).toBe(1);
    await context.close();
  });

  it('the assignee opens the task from the notification, comments with a file and sees the activity', async () => {
    const me = await server.api<{ employeeId: number }>('employee', 'GET', '/users/currentUser');
    const [project] = await server.api<Row[]>('pm', 'GET', `/admin/project/employees/${me.employeeId}`);
    const task = await server.api<Row>('pm', 'PUT', '/admin/task', { title: 'E2E task from the bell', projectId: project.id, ownerId: me.employeeId });
    await server.api('pm', 'POST', `/admin/task/${task.id}`, { version: task.version, assigneeId: me.employeeId });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'task-comment-')), 'findings.txt');
    fs.writeFileSync(file, 'what I found');

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'employee', server.origin);
    const notice = page.locator('.ant-popover').getByRole('button', { name: `Task ${String(task.number)} "E2E task from the bell" was assigned to you` });
    await clickUntil(page.getByRole('button', { name: /^Notifications, \d+ unread$/ }), 'the bell lists the assignment', () => notice.isVisible(), { mayRepeat: noPopupOpen(page) });
    await clickUntil(notice, 'the task page is open', async () => page.url() === `${server.origin}/task/${task.id}`);
    await page.getByText('Task E2E task from the bell').waitFor({ timeout: 30_000 });

    const journal = page.locator('.ant-card').filter({ has: page.getByRole('textbox', { name: 'Comment' }) });
    await journal.getByRole('textbox', { name: 'Comment' }).fill('Found the cause, notes attached');
    await journal.locator('input[type=file]').setInputFiles(file);
    // The saved comment, in the journal's list: the text box holds the same words until the reply, and the upload's
    // own list names the file on its "Remove findings.txt" button until then.
    const saved = journal.locator('.ant-list-item').filter({ hasText: 'Found the cause, notes attached' });
    const attached = saved.getByRole('button', { name: /findings\.txt$/ });
    await clickUntil(journal.getByRole('button', { name: 'Comment', exact: true }), 'the journal shows the comment', async () => (await saved.count()) > 0, { writes: true });
    await attached.waitFor({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await attached.click();
    expect((await download).suggestedFilename()).toBe('findings.txt');

    // The activity, from the audit trail: created, assigned, commented.
    const activity = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^Activity$/ }) });
    await expect.poll(async () => (await activity.innerText()).includes('Commented'), { timeout: 30_000 }).toBe(true);
    const text = await activity.innerText();
    expect(text).toContain('Created');
    expect(text).toContain('Assigned');
    await context.close();
  });
});

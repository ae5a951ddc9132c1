// Deleting a task from its page (issue 26): its owner deletes it and lands on their task list (not on a blank
// "New Task" form); its assignee is offered no Delete.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { confirmUntil } from '../helpers/act-until';

type Row = { id: number; [key: string]: unknown };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('deleting a task in the browser', () => {
  it('the owner deletes their task and lands on My tasks; the assignee of another task sees no Delete', async () => {
    const me = await server.api<{ employeeId: number }>('employee', 'GET', '/users/currentUser');
    const [project] = await server.api<Row[]>('pm', 'GET', `/admin/project/employees/${me.employeeId}`);
    const [other] = (await server.api<Row[]>('pm', 'GET', `/admin/project_members?projectId=${project.id}&_end=50`)).filter((row) => row.employeeId !== me.employeeId);
    const mine = await server.api<Row>('pm', 'PUT', '/admin/task', { title: 'E2E task to delete', projectId: project.id, ownerId: me.employeeId });
    const theirs = await server.api<Row>('pm', 'PUT', '/admin/task', { title: 'E2E task of a colleague', projectId: project.id, ownerId: other.employeeId, assigneeId: me.employeeId });

    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(page, 'employee', server.origin);
    // The assignee works on a colleague's task but is not offered its deletion.
    await page.goto(`${server.origin}/task/${theirs.id}`);
    await page.getByText('E2E task of a colleague').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Edit' }).first().waitFor({ timeout: 15_000 });
    expect(await page.locator('button', { hasText: /^Delete$/ }).count()).toBe(0);

    // The owner deletes theirs from its page.
    await page.goto(`${server.origin}/task/${mine.id}`);
    await page.getByText('E2E task to delete').first().waitFor({ timeout: 30_000 });
    // Nothing asks for the deleted task afterwards (refine drops it from its cache; a read then was a 404).
    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404 && response.url().includes('/api/')) notFound.push(response.url());
    });
    await confirmUntil({
      open: page.locator('button', { hasText: /^Delete$/ }),
      confirm: page.getByRole('dialog').getByRole('button', { name: 'Delete' }),
      until: 'the address is /my_task',
      done: async () => /\/my_task$/.test(page.url()),
    });
    await page.getByRole('table', { name: 'My tasks' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('.ant-table-row').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // The blank form's heading (My tasks' own button says "New task").
    expect(await page.getByText('New Task', { exact: true }).count()).toBe(0);
    expect(await page.getByText('E2E task to delete').count()).toBe(0);
    expect(notFound).toEqual([]);
    // Back does not return to the deleted task's page.
    const left = page.url();
    await page.goBack();
    await expect.poll(() => page.url(), { timeout: 15_000 }).not.toBe(left);
    expect(page.url()).not.toContain(`/task/${mine.id}`);
    await expect.poll(async () => (await server.api<Row[]>('pm', 'GET', `/admin/task?title=${encodeURIComponent('E2E task to delete')}`)).length, { timeout: 15_000 }).toBe(0);
  }, 240_000);
});

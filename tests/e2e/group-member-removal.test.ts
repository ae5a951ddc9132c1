// Removing a group's member or role (issue 27): the question names the person and the role by their titles (the
// link row's references), not the row's id ("delete group user 4?"); confirmed, the member is gone.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn } from './helpers/sign-in';
import { clickUntil, confirmUntil } from './helpers/act-until';

type Row = { id: number; [key: string]: unknown };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('removing a group member in the browser', () => {
  it('asks to remove the person and the role by name, and removes the member', async () => {
    const [person] = await server.api<Row[]>('admin', 'GET', '/admin/users?username=employee');
    const [role] = await server.api<Row[]>('admin', 'GET', '/admin/rbac/roles?name=ACCOUNTANT');
    const group = await server.api<Row>('admin', 'PUT', '/admin/rbac/groups', { name: 'E2E removal group' });
    const member = await server.api<Row>('admin', 'PUT', '/admin/rbac/group_users', { groupId: group.id, userId: person.id });
    await server.api<Row>('admin', 'PUT', '/admin/rbac/group_roles', { groupId: group.id, roleId: role.id });

    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(page, 'admin', server.origin);
    await page.goto(`${server.origin}/admin/group_details/${group.id}`);
    const card = (title: string) => page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) });
    await card('Users').getByText(String(person.displayName)).waitFor({ timeout: 30_000 });

    // The role's row: the question names the role and the group; cancelled, nothing changes.
    const dialog = page.getByRole('dialog');
    const roleQuestion = dialog.getByText('Remove the role ACCOUNTANT from E2E removal group?');
    await clickUntil(card('Roles').getByRole('button', { name: 'Delete' }), 'the role question is asked', () => roleQuestion.isVisible());
    await clickUntil(dialog.getByRole('button', { name: 'Cancel' }), 'the question is gone', async () => (await dialog.count()) === 0 || !(await dialog.first().isVisible()));
    expect((await server.api<Row[]>('admin', 'GET', `/admin/rbac/group_roles?groupId=${group.id}`)).length).toBe(1);

    // The member's row: the question names the person; confirmed, the member is gone from the page and the API.
    const memberQuestion = dialog.getByText(`Remove ${String(person.displayName)} from E2E removal group?`);
    await clickUntil(card('Users').getByRole('button', { name: 'Delete' }), 'the member question is asked', () => memberQuestion.isVisible());
    expect(await dialog.textContent()).not.toMatch(new RegExp(`\\b${member.id}\\b`));
    await confirmUntil({
      open: card('Users').getByRole('button', { name: 'Delete' }),
      confirm: dialog.getByRole('button', { name: 'Delete' }),
      until: 'the group has no member',
      done: async () => (await server.api<Row[]>('admin', 'GET', `/admin/rbac/group_users?groupId=${group.id}`)).length === 0,
    });
    await expect.poll(() => card('Users').getByText(String(person.displayName)).count(), { timeout: 30_000 }).toBe(0);
  }, 240_000);
});

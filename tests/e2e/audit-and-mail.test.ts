// Issue 28 in the browser: ADMIN reads the audit trail (a write just made and a failed sign-in, filtered by user
// and resource), a record's history on its page, and a user chooses which notifications reach them by e-mail.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn, waitForSignInPage } from './helpers/sign-in';
import { seriousViolations } from './helpers/axe';
import { actUntil, clickUntil } from './helpers/act-until';
import { animationsDone } from './helpers/animations';
import { openFromSideMenu } from './helpers/side-menu';

type Row = { id: number; version: number; [key: string]: unknown };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

const newPage = async () => (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();

/** Chooses `option` in the searchable antd select labelled `label` on the page (typed, as its list is long). */
const choose = async (page: Page, label: string, option: string) => {
  const box = page.locator('.ant-select', { has: page.getByLabel(label, { exact: true }) });
  await actUntil({
    action: `choose ${option} in ${label}`,
    act: async () => {
      await page.getByLabel(label, { exact: true }).click({ timeout: 10_000 });
      await page.getByLabel(label, { exact: true }).fill(option, { timeout: 10_000 });
      const item = page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true });
      await item.waitFor({ timeout: 10_000 });
      await animationsDone(page);
      await item.click({ timeout: 10_000 });
    },
    until: `${label} shows ${option}`,
    done: async () => (await box.locator('.ant-select-selection-item').allInnerTexts()).includes(option),
  });
};

/** The list shows at least one row, and every row holds each of `texts`: the filter applied, not only a match on the first page. */
const onlyRowsWith = async (page: Page, texts: readonly string[]) => {
  const rows = await page.locator('main tr.ant-table-row').allInnerTexts();
  return rows.length > 0 && rows.every((row) => texts.every((text) => row.includes(text)));
};

describe('audit trail and e-mail preferences in the browser', () => {
  it('ADMIN filters the audit trail by user and resource and sees a write just made and a failed sign-in', async () => {
    const causes = await server.api<Row[]>('employee', 'GET', '/lookup/exceptions?_end=100');
    const holiday = causes.find((cause) => /Ferie/.test(String(cause.name ?? cause.title ?? '')))!;
    const request = await server.api<Row>('employee', 'PUT', '/hr_timesheet', { exceptionId: holiday.id, startDate: '2029-05-14', endDate: '2029-05-15' });

    // Somebody tries a name that is nobody's.
    const stranger = await newPage();
    await stranger.goto(server.origin);
    await waitForSignInPage(stranger);
    await stranger.getByLabel('Username').fill('mallory');
    await stranger.getByRole('button', { name: 'Sign in' }).click();
    await stranger.getByText('Unknown user "mallory"').waitFor({ timeout: 30_000 });

    const admin = await newPage();
    await signIn(admin, 'admin', server.origin);
    await openFromSideMenu(admin, 'RBAC', 'Audit trail', /\/admin\/audit_trail$/);
    await admin.getByRole('heading', { name: 'Audit trail' }).waitFor({ timeout: 30_000 });

    // Who, by name as the journal names people (filtered by the sign-in name).
    const [person] = await server.api<Row[]>('admin', 'GET', '/admin/users?username=employee');
    await admin.getByLabel('User', { exact: true }).fill('employee');
    await choose(admin, 'Resource', 'HR requests');
    await clickUntil(admin.getByRole('button', { name: 'Filter' }), "only the employee's HR request entries are listed", () =>
      onlyRowsWith(admin, [String(person.displayName), 'HR requests']),
    );
    const created = admin.locator('tr', { hasText: String(request.number) });
    await expect.poll(() => created.count(), { timeout: 30_000 }).toBe(1);
    expect(await created.innerText()).toMatch(new RegExp(`${String(person.displayName)}\\s+Created\\s+HR requests`));
    // The request's first day, as the English audit writes a date (month/day/year).
    expect(await created.innerText()).toMatch(/\b0?5\/14\/(20)?29\b/);

    // A fresh screen has no filter; the user alone this time.
    await admin.reload();
    await admin.getByLabel('User', { exact: true }).fill('mallory');
    await clickUntil(admin.getByRole('button', { name: 'Filter' }), "only mallory's entries are listed", () => onlyRowsWith(admin, ['mallory']));
    const failed = admin.locator('tr', { hasText: 'Sign-in failed' });
    await expect.poll(() => failed.count(), { timeout: 30_000 }).toBe(1);
    expect(await failed.innerText()).toContain('mallory');
    expect(await failed.innerText()).toContain('unknown user');
    expect(await seriousViolations(admin)).toEqual([]);
  }, 240_000);

  it("a record's page shows its history to ADMIN", async () => {
    const group = await server.api<Row>('admin', 'PUT', '/admin/rbac/groups', { name: 'Night shift', description: 'Who works at night' });
    await server.api<Row>('admin', 'POST', `/admin/rbac/groups/${group.id}`, { version: group.version, name: 'Night crew' });

    const admin = await newPage();
    await signIn(admin, 'admin', server.origin);
    await admin.goto(`${server.origin}/admin/group_details/${group.id}`);
    const history = admin.getByLabel('History');
    await history.getByText('Name: Night shift → Night crew').waitFor({ timeout: 30_000 });
    await expect.poll(() => history.locator('tbody tr').count(), { timeout: 15_000 }).toBe(2);
    expect(await history.locator('tbody tr').last().innerText()).toContain('Created');
  }, 240_000);

  it('a user chooses the notifications e-mailed to them and a daily digest', async () => {
    const employee = await newPage();
    await signIn(employee, 'employee', server.origin);
    await employee.goto(`${server.origin}/Profile`);
    const payslips = employee.getByRole('checkbox', { name: 'My payslip is ready' });
    await payslips.waitFor({ timeout: 30_000 });
    expect(await payslips.isChecked()).toBe(true);
    await payslips.click();
    await employee.getByRole('switch', { name: 'One daily digest instead of an e-mail each time' }).click();
    await employee.getByRole('button', { name: 'Save e-mail preferences' }).click();
    await employee.getByText('E-mail preferences saved').waitFor({ timeout: 30_000 });

    await employee.reload();
    await employee.getByRole('checkbox', { name: 'My payslip is ready' }).waitFor({ timeout: 30_000 });
    expect(await employee.getByRole('checkbox', { name: 'My payslip is ready' }).isChecked()).toBe(false);
    expect(await employee.getByRole('switch', { name: 'One daily digest instead of an e-mail each time' }).isChecked()).toBe(true);
    expect((await seriousViolations(employee)).filter((finding) => finding.targets.some((target) => /mail|checkbox|switch/.test(target)))).toEqual([]);
    const kept = await server.api<{ kinds: string[]; isDigest: boolean }>('employee', 'GET', '/mail/preferences');
    expect([...kept.kinds].sort()).toEqual(['approvals', 'decisions', 'expiringContracts', 'expiringCourses']);
    expect(kept.isDigest).toBe(true);
  }, 240_000);
});

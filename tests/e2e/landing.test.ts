// Where people land (issue 27): lists open on what needs doing with the filter shown and removable; search and
// notifications open the record; hr starts on its start page; a deep link survives sign-in; toasts say what
// happened to what.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn, waitForSignInPage } from './helpers/sign-in';
import { clickUntil, confirmUntil, noPopupOpen, shownSince } from './helpers/act-until';
import { globalSearchBox, pickSuggestion } from './helpers/global-search';
import { firmYearMonth } from '../../resources/firm-calendar';

type Row = { id: number; [key: string]: unknown };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

const newPage = async () => (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();

/** API answers of 400 and above while the page runs (a search pick must fire none). */
const failedCalls = (page: Page) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
};

const searchFor = async (page: Page, term: string) => {
  const box = globalSearchBox(page);
  await box.click();
  await box.fill(term);
};

const pickFound = (page: Page, term: string, lands: (url: URL) => boolean) =>
  pickSuggestion(page.getByRole('option', { name: new RegExp(term) }), lands, `the search lands on ${term}`);

describe('lists open on what needs doing', () => {
  it('approvals open on Sent month sheets and the HR inbox on pending requests, the filter shown and removable', async () => {
    const page = await newPage();
    await signIn(page, 'admin', server.origin);
    const sentQuery = page.waitForResponse((response) => /\/api\/admin\/month\?.*status=Sent/.test(response.url()), { timeout: 30_000 });
    await page.goto(`${server.origin}/admin/ts_approvals`);
    await sentQuery;
    const filters = page.getByLabel('Filters', { exact: true });
    await expect.poll(() => filters.innerText(), { timeout: 30_000 }).toMatch(/Status equals\s*Sent/);
    await filters.getByLabel('Remove filter').click();
    await expect.poll(() => filters.count(), { timeout: 15_000 }).toBe(0);
    expect(new URL(page.url()).search).not.toContain('Sent');

    const reviewingQuery = page.waitForResponse((response) => /\/api\/admin\/hr_timesheet\?.*state=Reviewing/.test(response.url()), { timeout: 30_000 });
    await page.goto(`${server.origin}/admin/leave_requests`);
    await reviewingQuery;
    await expect.poll(() => page.getByLabel('Filters', { exact: true }).innerText(), { timeout: 30_000 }).toMatch(/State equals\s*Reviewing/);
  });
});

describe('search and notifications land on the record', () => {
  it('a request number opens that request for HR with no error, and its employee finds their own; nothing found says so', async () => {
    const [own] = await server.api<Row[]>('employee', 'GET', '/hr_timesheet?_end=1');
    expect(own).toBeDefined();
    const admin = await newPage();
    const failed = failedCalls(admin);
    await signIn(admin, 'admin', server.origin);
    await searchFor(admin, String(own.number));
    await pickFound(admin, String(own.number), (url) => url.pathname === '/admin/leave_requests' && url.searchParams.get('requestId') === String(own.id));
    await admin.getByText(`Coverage of ${String(own.number)}`).or(admin.getByRole('tab', { name: 'Team calendar', selected: true })).first().waitFor({ timeout: 30_000 });
    expect(failed).toEqual([]);

    const employee = await newPage();
    await signIn(employee, 'employee', server.origin);
    await searchFor(employee, String(own.number));
    await pickFound(employee, String(own.number), (url) => url.pathname === '/leave_requests');
    await employee.locator('tr', { hasText: String(own.number) }).waitFor({ timeout: 30_000 });
    await searchFor(employee, 'ZZQ-987654');
    await employee.getByText('Nothing found').waitFor({ timeout: 15_000 });
  });

  it('"waiting for your approval" opens the month sheet, names its month, and leaves the bell once decided', async () => {
    // The employee sends a month of their own (far ahead, so that no other test's month is touched).
    const today = firmYearMonth();
    const ahead = new Date(Date.UTC(today.year, today.month - 1 + 5, 1));
    const [year, month] = [ahead.getUTCFullYear(), ahead.getUTCMonth() + 1];
    const sent = await server.api<Row>('employee', 'POST', '/month/send', { year, month });
    const monthName = ahead.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });

    const pm = await newPage();
    await signIn(pm, 'pm', server.origin);
    const waiting = pm.locator('.ant-popover').getByRole('button', { name: new RegExp(`${String(sent.number)}.*waiting for your approval`) });
    await clickUntil(pm.getByRole('button', { name: /^Notifications, \d+ unread$/ }), 'the bell lists the month', () => waiting.isVisible(), { mayRepeat: noPopupOpen(pm) });
    await waiting.click();
    await pm.waitForURL((url) => url.pathname === '/admin/ts_approvals' && url.searchParams.get('monthId') === String(sent.id), { timeout: 30_000 });
    const drawer = pm.locator('.ant-drawer');
    await expect.poll(() => drawer.locator('.ant-drawer-title').innerText(), { timeout: 30_000 }).toContain(`${monthName} ${year}`);

    // Another approver's copy leaves their bell once the month is decided.
    const adminNotices = async () => (await server.api<{ message: string }[]>('admin', 'GET', '/notifications/current_user/')).map((notice) => notice.message);
    expect((await adminNotices()).some((text) => text.includes(String(sent.number)))).toBe(true);
    await server.api('pm', 'POST', '/admin/month/advance_status', { ids: [sent.id], versions: [sent.version] });
    expect((await adminNotices()).some((text) => text.includes(String(sent.number)))).toBe(false);
  });
});

describe('a task comment, for a project manager with no task screen', () => {
  it("opens the task's project page, and the notice is marked read only once that page opens", async () => {
    // A comment on a task the PM owns: the real notification rule writes the notice (no hand-made row).
    const [pmEmployee] = await server.api<Row[]>('admin', 'GET', `/admin/employees?fullName=${encodeURIComponent('Paolo Manager')}&_end=1`);
    const [task] = await server.api<Row[]>('admin', 'GET', `/admin/task?ownerId=${pmEmployee.id}&_end=1`);
    expect(task).toBeDefined();
    await server.api('admin', 'PUT', '/admin/task_journal', { taskId: task.id, comment: 'Please look at the new layout.' });
    const unread = async () =>
      (await server.api<{ id: number; message: string; parent: number | null }[]>('pm', 'GET', '/notifications/current_user/')).filter(
        (notice) => notice.parent === task.id && notice.message.startsWith(`New comment on task ${String(task.number)}`),
      );
    expect(await unread()).toHaveLength(1);

    const page = await newPage();
    await signIn(page, 'pm', server.origin);
    // The page of the task itself is refused to a PM without the employee role: the notice must not lead there.
    const taskPageCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/task/${task.id}`) taskPageCalls.push(request.url());
    });
    // The task is read for its project before the notice is marked: "seen" is posted only after that read.
    const order: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === `/api/admin/task/${task.id}`) order.push('task read');
      if (path.startsWith('/api/notifications/seen/')) order.push('marked read');
    });
    const notice = page.locator('.ant-popover').getByRole('button', { name: new RegExp(`New comment on task ${String(task.number)}`) });
    await clickUntil(page.getByRole('button', { name: /^Notifications, \d+ unread$/ }), 'the bell lists the comment', () => notice.first().isVisible(), { mayRepeat: noPopupOpen(page) });
    await notice.first().click();
    await page.waitForURL((url) => url.pathname === `/admin/project/${String(task.projectId)}`, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    expect(await page.getByText('Access denied', { exact: true }).count()).toBe(0);
    expect(taskPageCalls).toEqual([]);
    await expect.poll(unread, { timeout: 15_000 }).toHaveLength(0);
    expect(order.indexOf('task read')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('task read')).toBeLessThan(order.indexOf('marked read'));
  });
});

describe('the first page after sign-in', () => {
  it('hr lands on its start page at /auth/access: what waits and its pages, no refusal', async () => {
    const page = await newPage();
    const hr = await signIn(page, 'hr', server.origin);
    await page.waitForURL((url) => url.pathname === '/auth/access', { timeout: 30_000 });
    await page.getByRole('heading', { name: `Welcome, ${hr.name}` }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('Access denied', { exact: true }).count()).toBe(0);
    const inbox = page.getByRole('list', { name: 'Waiting for you' }).getByRole('link', { name: /All HR Requests/ });
    await inbox.waitFor({ timeout: 30_000 });
    await inbox.click();
    await page.waitForURL((url) => url.pathname === '/admin/leave_requests', { timeout: 30_000 });
  });

  it('a deep link opened before sign-in lands there after sign-in', async () => {
    const page = await newPage();
    await page.goto(`${server.origin}/admin/employees`);
    await waitForSignInPage(page);
    await signIn(page, 'hr');
    await page.waitForURL((url) => url.pathname === '/admin/employees', { timeout: 30_000 });
    await page.getByRole('columnheader', { name: /Number/ }).first().waitFor({ timeout: 30_000 });
  });
});

describe('toasts say what happened to what', () => {
  it('sending a month says which month was sent; reloading keeps the month', async () => {
    const today = firmYearMonth();
    const ahead = new Date(Date.UTC(today.year, today.month - 1 + 7, 1));
    const key = `${ahead.getUTCFullYear()}-${String(ahead.getUTCMonth() + 1).padStart(2, '0')}`;
    const label = `${ahead.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${ahead.getUTCFullYear()}`;
    const page = await newPage();
    await signIn(page, 'employee', server.origin);
    await page.goto(`${server.origin}/timesheet?month=${key}`);
    await page.getByRole('button', { name: 'Send' }).waitFor({ timeout: 30_000 });
    await page.reload();
    // The reloaded page has read the month from its URL and loaded that month's sheet before Send is pressed.
    const [year, month] = key.split('-');
    await expect.poll(() => page.getByLabel('Month', { exact: true }).inputValue(), { timeout: 30_000 }).toBe(`${month}/${year}`);
    await page.waitForLoadState('networkidle');
    const told = shownSince(page.getByText(`${label} sent for approval`));
    await confirmUntil({
      open: page.getByRole('button', { name: 'Send' }),
      confirm: page.getByRole('dialog').getByRole('button', { name: 'Send' }),
      until: `the toast "${label} sent for approval"`,
      done: told,
    });
    expect(await page.getByText('Send: done').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('month')).toBe(key);
  });
});

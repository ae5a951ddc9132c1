// Four eyes in the browser (issue 43): pietro (project manager and employee) sees his own sent month among the
// approvals without an Approve button, the API refuses him with 403, and `pm` approves it; ilaria (HR manager and
// employee) is offered no decision on her own leave request, is refused by the API, and the request waits for
// another approver, who is told and decides it.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn } from './helpers/sign-in';
import { chooseUntil, clickUntil, confirmUntil } from './helpers/act-until';

type Row = { id: number; version: number; [key: string]: unknown };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

/** A call as a development user that answers its status and body, refusals included. */
const attempt = async (username: string, method: string, path: string, body: unknown) => {
  const response = await fetch(`${server.origin}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${await server.tokenOf(username)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
};

const unreadOf = (username: string) => server.api<{ message: string; parent: number | null }[]>(username, 'GET', '/notifications/current_user/');

describe('four eyes on approvals in the browser', () => {
  it('pietro cannot approve his own month (no button, API 403); pm approves it', async () => {
    // Pietro's own month, sent (a month of a year no seed reaches, so nothing else is in it).
    await server.api('pietro', 'POST', '/month/send', { year: 2031, month: 2 });
    const sent = await server.api<Row>('pietro', 'GET', '/month/status?year=2031&month=2');
    expect(sent.status).toBe('Sent');

    const pietro = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(pietro, 'pietro', server.origin);
    await pietro.goto(`${server.origin}/admin/ts_approvals?monthId=${sent.id}`);
    const drawer = pietro.locator('.ant-drawer-content');
    await expect.poll(() => drawer.locator('[data-month-status]').textContent(), { timeout: 30_000 }).toBe('Sent');
    expect(await drawer.getByRole('button', { name: /Approve|Set status/ }).count()).toBe(0);
    // The row's box is not offered for the bulk approval either.
    const row = pietro.locator('tr', { hasText: String(sent.number) });
    await expect.poll(() => row.getByRole('checkbox').isDisabled(), { timeout: 30_000 }).toBe(true);
    const refused = await attempt('pietro', 'POST', '/admin/month/advance_status', { ids: [sent.id], versions: [sent.version] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(`Month sheet ${String(sent.number)} is yours: another approver must approve it`);
    await pietro.context().close();

    const pm = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(pm, 'pm', server.origin);
    await pm.goto(`${server.origin}/admin/ts_approvals?monthId=${sent.id}`);
    const pmDrawer = pm.locator('.ant-drawer-content');
    await expect.poll(() => pmDrawer.locator('[data-month-status]').textContent(), { timeout: 30_000 }).toBe('Sent');
    await confirmUntil({
      open: pmDrawer.getByRole('button', { name: /Approve/ }),
      confirm: pm.locator('.ant-modal-confirm').getByRole('button', { name: 'Approve', exact: true }),
      until: 'the month is Approved',
      done: async () => (await server.api<Row>('pietro', 'GET', '/month/status?year=2031&month=2')).status === 'Approved',
    });
    await pm.context().close();
  }, 240_000);

  it("ilaria's own leave is not hers to decide: no Decide, API 403, and another approver is told and decides", async () => {
    const causes = await server.api<Row[]>('ilaria', 'GET', '/lookup/exceptions?_end=100');
    const holiday = causes.find((cause) => /Ferie/.test(String(cause.name ?? cause.title ?? '')))!;
    const request = await server.api<Row>('ilaria', 'PUT', '/hr_timesheet', { exceptionId: holiday.id, startDate: '2031-05-12', endDate: '2031-05-13' });
    // The request waits for the other approvers, never for its owner.
    const asking = (notices: { message: string; parent: number | null }[]) => notices.filter((notice) => notice.parent === request.id && /waiting for your approval/.test(notice.message));
    expect(asking(await unreadOf('ilaria'))).toEqual([]);
    expect(asking(await unreadOf('hr'))).toHaveLength(1);

    const ilaria = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(ilaria, 'ilaria', server.origin);
    await ilaria.goto(`${server.origin}/admin/leave_requests`);
    const own = ilaria.locator('tr', { hasText: String(request.number) });
    await expect.poll(() => own.isVisible(), { timeout: 60_000 }).toBe(true);
    expect(await own.getByRole('button', { name: 'Decide' }).count()).toBe(0);
    const refused = await attempt('ilaria', 'POST', `/admin/hr_timesheet/status/${request.id}`, { version: request.version, state: 'Approved' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/is yours: another approver must decide it/);
    await ilaria.context().close();

    const hr = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(hr, 'hr', server.origin);
    await hr.goto(`${server.origin}/admin/leave_requests`);
    const row = hr.locator('tr', { hasText: String(request.number) });
    const modal = hr.getByRole('dialog');
    await clickUntil(row.getByRole('button', { name: 'Decide' }), 'the decision form is open', () => modal.getByRole('combobox', { name: /Decision/ }).isVisible(), { timeout: 90_000 });
    const decision = modal.locator('.ant-select', { has: hr.getByRole('combobox', { name: /Decision/ }) });
    await chooseUntil(hr, modal.getByRole('combobox', { name: /Decision/ }), hr.locator('.ant-select-dropdown:visible').getByTitle('Approved', { exact: true }), 'Approved is the decision', async () =>
      (await decision.locator('.ant-select-selection-item').allInnerTexts()).includes('Approved'),
    );
    await clickUntil(modal.getByRole('button', { name: 'Decide' }), 'the decided request leaves the inbox', async () => (await row.count()) === 0, { writes: true });
    await expect.poll(async () => (await server.api<Row>('hr', 'GET', `/admin/hr_timesheet/${request.id}`)).state, { timeout: 10_000 }).toBe('Approved');
    await hr.context().close();
  }, 240_000);
});

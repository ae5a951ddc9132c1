// Evidence and its files in the browser (issue 43): an approved expense claim's photo is shown and downloadable to
// its employee but offered for removal to no one but an administrator (the API refuses the employee with 409); HR
// uploads a contract's signed copy, the contract then reads as signed, opens its page with the file, and is no
// longer offered "Upload signed contract".
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn } from './helpers/sign-in';
import { clickUntil } from './helpers/act-until';

type Row = { id: number; version: number; [key: string]: unknown };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d605d50000000049454e44ae426082', 'hex');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n');

/** A call as a development user, answering its status and body (refusals included); multipart when files are given. */
const call = async (username: string, method: string, path: string, files?: { name: string; type: string; bytes: Buffer }[]) => {
  const body = new FormData();
  for (const file of files ?? []) body.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${server.origin}/api${path}`, { method, headers: { authorization: `Bearer ${await server.tokenOf(username)}` }, body: files ? body : undefined });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Row & Row[] & { message: string } };
};

describe('evidence and its files in the browser', () => {
  it("an approved claim's photo stays: its employee downloads it but cannot remove it", async () => {
    const claim = await server.api<Row>('employee', 'PUT', '/finance/receipts', { date: '2026-03-02', description: 'Train to Milan for the audit', amount: 23.4 });
    const uploaded = await call('employee', 'PUT', `/finance/receipts/attachments/${claim.id}`, [{ name: 'ticket.png', type: 'image/png', bytes: png }]);
    expect(uploaded.status).toBe(201);
    await server.api('finance', 'POST', `/admin/finance/receipts/status/${claim.id}`, { version: claim.version, state: 'Approved' });

    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true })).newPage();
    await signIn(page, 'employee', server.origin);
    await page.goto(`${server.origin}/my_receipts/${claim.id}`);
    const file = page.locator('.ant-list-item', { hasText: 'ticket.png' });
    await expect.poll(() => file.isVisible(), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => page.getByText(/These files are evidence of the record in its present state/).isVisible()).toBe(true);
    expect(await file.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    const download = page.waitForEvent('download');
    await file.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('ticket.png');

    const refused = await call('employee', 'DELETE', `/finance/receipts/attachments/${claim.id}/${uploaded.body[0].id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/is Approved: its files are evidence and stay as they are/);
    expect((await call('employee', 'GET', `/finance/receipts/attachments/${claim.id}`)).body).toHaveLength(1);
    await page.context().close();
  }, 240_000);

  it('HR uploads a signed contract, which then reads as signed and opens with its file', async () => {
    // An employee of this test's own, so no contract of the demo firm overlaps the new one.
    const stamp = Date.now().toString().slice(-6);
    const employee = await server.api<Row>('hr', 'PUT', '/admin/employees', { firstName: 'Sara', lastName: `Firmata${stamp}`, email: `sara${stamp}@example.com`, taxCode: `FRMSRA80A41F${stamp.slice(-3)}Z`.slice(0, 16).padEnd(16, 'Z'), hireDate: '2026-01-01' });
    const types = await server.api<Row[]>('hr', 'GET', '/admin/contract_types?_end=50');
    const contract = await server.api<Row>('hr', 'PUT', '/admin/employee_contracts', { employeeId: employee.id, contractTypeId: types[0].id, title: `Assunzione ${stamp}`, startDate: '2090-01-01' });

    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true })).newPage();
    await signIn(page, 'hr', server.origin);
    await page.goto(`${server.origin}/admin/employee_contracts/${contract.id}`);
    const upload = page.getByRole('button', { name: 'Upload signed contract' });
    await expect.poll(() => upload.isVisible(), { timeout: 60_000 }).toBe(true);
    const dialog = page.getByRole('dialog');
    await clickUntil(upload, 'the upload form is open', () => dialog.locator('input[type=file]').count().then((count) => count > 0));
    await dialog.locator('input[type=file]').setInputFiles({ name: 'contratto-firmato.pdf', mimeType: 'application/pdf', buffer: pdf });
    await clickUntil(dialog.getByRole('button', { name: 'Upload signed contract' }), 'the contract is signed', async () =>
      (await server.api<Row>('hr', 'GET', `/admin/employee_contracts/${contract.id}`)).isSigned === true,
    { writes: true });

    // Its page, read again: signed, with the file to open, and no upload offered any more.
    await page.reload();
    const file = page.locator('.ant-list-item', { hasText: 'contratto-firmato.pdf' });
    await expect.poll(() => file.isVisible(), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => page.locator('tr', { hasText: 'Signed' }).first().textContent()).toMatch(/SignedYes/);
    expect(await page.getByRole('button', { name: 'Upload signed contract' }).count()).toBe(0);
    const download = page.waitForEvent('download');
    await file.getByRole('button', { name: 'Download' }).click();
    expect(fs.readFileSync(await (await download).path()).equals(pdf)).toBe(true);

    // The list (newest start first, so this one heads it) says it is signed and offers no upload on it.
    await page.goto(`${server.origin}/admin/employee_contracts`);
    const row = page.locator('tr', { hasText: `Firmata${stamp}` });
    await expect.poll(() => row.isVisible(), { timeout: 60_000 }).toBe(true);
    expect(await row.getByRole('button', { name: 'Upload signed contract' }).count()).toBe(0);
    expect(await row.getByText('Yes', { exact: true }).count()).toBe(1);
    await page.context().close();
  }, 240_000);
});

// The accountant's month in the browser: generate the payrolls of a month from the approved time sheets
// (the list's Generate form), then open one payroll and advance it a step.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn } from './helpers/sign-in';

type Payroll = { id: number; employeeId: number; status: string };
type Sheet = { id: number; employeeId: number; status: string };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('payrolls in the browser', () => {
  it('the accountant generates a month and advances a payroll', async () => {
    // Last month: the demo firm's sheets are approved and its payrolls made; one payroll is taken away so
    // that generating the month again has something to add (and a sheet to close).
    const today = new Date();
    const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
    const [year, month] = [last.getUTCFullYear(), last.getUTCMonth() + 1];
    const sheets = await server.api<Sheet[]>('admin', 'GET', `/admin/month?year=${year}&month=${month}&status=Approved&_end=200`);
    const payrolls = await server.api<Payroll[]>('accountant', 'GET', `/admin/labour?year=${year}&month=${month}&_end=200`);
    const target = payrolls.find((payroll) => payroll.status !== 'Paid' && sheets.some((sheet) => sheet.employeeId === payroll.employeeId))!;
    expect(target).toBeDefined();
    const sheet = sheets.find((row) => row.employeeId === target.employeeId)!;
    await server.api('accountant', 'DELETE', `/admin/labour/${target.id}`);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'accountant', server.origin);
    await page.goto(`${server.origin}/admin/payrolls`);
    await page.getByRole('button', { name: 'Generate payrolls' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('spinbutton', { name: 'Year' }).fill(String(year));
    await form.getByRole('spinbutton', { name: 'Month' }).fill(String(month));
    await form.getByRole('button', { name: 'Generate payrolls' }).click();

    const regenerated = async () =>
      (await server.api<Payroll[]>('accountant', 'GET', `/admin/labour?year=${year}&month=${month}&employeeId=${target.employeeId}`))[0];
    await expect.poll(async () => (await regenerated())?.status, { timeout: 20_000 }).toBe('Draft');
    expect((await server.api<Sheet>('admin', 'GET', `/admin/month/${sheet.id}`)).status).toBe('Closed');

    const payroll = await regenerated();
    await page.goto(`${server.origin}/payroll_details/${payroll.id}`);
    await page.getByRole('button', { name: 'Advance' }).click();
    await expect.poll(async () => (await server.api<Payroll>('accountant', 'GET', `/admin/labour/${payroll.id}`)).status, { timeout: 10_000 }).toBe('Calculated');
    await expect.poll(() => page.getByText('Estimate', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await context.close();
  });
});

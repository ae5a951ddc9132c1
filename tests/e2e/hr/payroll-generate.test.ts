// The accountant's month in the browser: generate the payrolls of a month from the approved time sheets
// (the list's Generate form), then open one payroll and advance it a step; then split the consultant's
// combined payslip PDF (made here with pdf-lib) onto the month's payrolls and confirm it.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { clickUntil } from '../helpers/act-until';
import { generatePayrolls } from '../helpers/generate-payrolls';

type Payroll = { id: number; employeeId: number; status: string };
type Sheet = { id: number; employeeId: number; status: string };

const combinedPdf = async (pages: readonly string[]) => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of pages) document.addPage().drawText(text, { x: 50, y: 760, size: 11, font });
  return Buffer.from(await document.save());
};

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('payrolls in the browser', () => {
  it('the accountant generates a month and advances a payroll', async () => {
    // A month of its own: next month has no payroll yet; the employee books an hour and sends the month, and the
    // project manager approves it, so that generating the month has one approved sheet to make a payroll of.
    // (Last month's payrolls may all be Paid already, depending on the day of the month the seed ran.)
    const { employeeId } = await server.api<{ employeeId: number }>('employee', 'GET', '/users/currentUser');
    const today = new Date();
    const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
    const [year, month] = [next.getUTCFullYear(), next.getUTCMonth() + 1];
    const day = `${year}-${String(month).padStart(2, '0')}-10`;
    const grid = await server.api<{ workOrders: { id: number; startDate: string; endDate: string | null; isAssigned: boolean }[] }>('employee', 'GET', `/month/sheet?year=${year}&month=${month}`);
    const order = grid.workOrders.find((row) => row.isAssigned && row.startDate <= day && (!row.endDate || row.endDate >= day))!;
    await server.api('employee', 'PUT', '/timesheet', { date: day, workOrderId: order.id, hours: 8 });
    const sheet = await server.api<Sheet>('employee', 'POST', '/month/send', { year, month });
    await server.api('pm', 'POST', '/admin/month/advance_status', { ids: [sheet.id] });
    expect((await server.api<Sheet>('admin', 'GET', `/admin/month/${sheet.id}`)).status).toBe('Approved');
    const target = { employeeId };

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'accountant', server.origin);
    await generatePayrolls(page, server.origin, { year, month });

    const regenerated = async () =>
      (await server.api<Payroll[]>('accountant', 'GET', `/admin/labour?year=${year}&month=${month}&employeeId=${target.employeeId}`))[0];
    await expect.poll(async () => (await regenerated())?.status, { timeout: 20_000 }).toBe('Draft');
    expect((await server.api<Sheet>('admin', 'GET', `/admin/month/${sheet.id}`)).status).toBe('Closed');

    const payroll = await regenerated();
    await page.goto(`${server.origin}/payroll_details/${payroll.id}`);
    await clickUntil(page.getByRole('button', { name: 'Advance' }), 'the payroll is Calculated', async () => (await server.api<Payroll>('accountant', 'GET', `/admin/labour/${payroll.id}`)).status === 'Calculated', {
      writes: true,
      timeout: 90_000,
    });
    await expect.poll(() => page.getByText('Estimate', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);

    // The consultant's one PDF: this payroll's page (found by its tax code) and a page of nobody's.
    const { taxCode } = await server.api<{ taxCode: string }>('admin', 'GET', `/admin/employees/${target.employeeId}`);
    const pdf = await combinedPdf([`Cedolino ${month}/${year} - Codice fiscale ${taxCode}`, 'Cedolino di ROSSI MARIO RSSMRA80A01H501U']);
    await page.goto(`${server.origin}/admin/payrolls`);
    const split = page.getByRole('dialog');
    await clickUntil(page.getByRole('button', { name: 'Split combined payslips' }), 'the split form is open', () => split.getByRole('spinbutton', { name: 'Month' }).isVisible(), { timeout: 90_000 });
    await split.getByRole('spinbutton', { name: 'Year' }).fill(String(year));
    await split.getByRole('spinbutton', { name: 'Month' }).fill(String(month));
    await split.locator('input[type=file]').setInputFiles({ name: 'cedolini.pdf', mimeType: 'application/pdf', buffer: pdf });
    await split.getByRole('button', { name: 'Split combined payslips' }).click();
    const matches = page.getByRole('dialog').filter({ hasText: `Payslips of ${month}/${year}: 2 pages` });
    await expect.poll(() => matches.getByText('Tax code', { exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);
    const payslips = () => server.api<unknown[]>('accountant', 'GET', `/admin/labour/attachments/${payroll.id}`);
    await clickUntil(matches.getByRole('button', { name: 'Attach payslips' }), 'the payslip is attached', async () => (await payslips()).length > 0, { writes: true });
    await expect.poll(async () => (await payslips()).length, { timeout: 20_000 }).toBe(1);

    // What people cost: the monthly chart opens under the list.
    await page.getByText('What people cost', { exact: true }).click();
    await page.getByTestId('cost-chart').locator('svg.recharts-surface').first().waitFor({ timeout: 20_000 });
    await page.screenshot({ path: '/tmp/payroll-costs.png', fullPage: true });
    await context.close();
  });
});

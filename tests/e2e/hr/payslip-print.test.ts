// A payroll page printed and saved: Chromium prints the accountant's payroll page to PDF (page.pdf(), print media)
// and every one of the month's days is in it, without the portal's frame; the page's Payslip PDF button saves the
// portal's own payslip document.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../helpers/pdf-text';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('printing a payroll page', () => {
  it('prints every day of the month and saves the payslip PDF', async () => {
    // A payroll of its own, in a month no demo payroll has: 21 working days, two pages of the day table on screen.
    const employee = await server.api<{ id: number }>('admin', 'PUT', '/admin/employees', {
      firstName: 'Zoë',
      lastName: 'Stampa',
      email: `zoe.stampa.${Date.now()}@example.com`,
      taxCode: 'STMZOE80A41F205K',
      hireDate: '2020-01-01',
    });
    const payroll = await server.api<{ id: number }>('accountant', 'PUT', '/admin/labour', { employeeId: employee.id, year: 2031, month: 3 });
    const days = Array.from({ length: 31 }, (_, index) => `2031-03-${String(index + 1).padStart(2, '0')}`).filter((day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()));
    for (const date of days) await server.api('accountant', 'PUT', '/admin/labour_day', { labourId: payroll.id, date, workedHours: 8 });

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, 'accountant', server.origin);
    await page.goto(`${server.origin}/payroll_details/${payroll.id}`);
    const dayTable = page.getByRole('table', { name: 'Days' });
    const rows = dayTable.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(10);

    // Printed, the table holds all the days.
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(days.length);
    const shownDays = await rows.locator('td:first-child').allInnerTexts();
    const printed = await pdfText(await page.pdf({ format: 'A4', printBackground: false }));
    for (const day of shownDays) expect(printed).toContain(day.trim());
    // No frame: neither the side menu, the top bar's search nor the buttons.
    expect(printed).not.toContain('Payslip PDF');
    expect(printed).not.toMatch(/Skip to main content|Dashboard/);

    await page.emulateMedia({ media: 'screen' });
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(10);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Payslip PDF' }).click();
    const saved = await download;
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      saved
        .createReadStream()
        .then((stream) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
          stream.on('error', reject);
        }, reject);
    });
    const document = await pdfText(bytes);
    expect(document).toContain('Zoë Stampa');
    for (const day of days) expect(document).toContain(day.split('-').reverse().join('/'));
    await context.close();
  });
});

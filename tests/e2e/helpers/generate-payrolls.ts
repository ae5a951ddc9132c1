import type { Page } from 'playwright-core';
import { clickUntil } from './act-until';

/** From the payroll list, the accountant generates one month's payrolls through the list's Generate form. */
export const generatePayrolls = async (page: Page, origin: string, { year, month }: { year: number; month: number }) => {
  await page.goto(`${origin}/admin/payrolls`);
  const form = page.getByRole('dialog');
  await clickUntil(page.getByRole('button', { name: 'Generate payrolls' }), 'the Generate form is open', () => form.getByRole('spinbutton', { name: 'Month' }).isVisible(), { timeout: 90_000 });
  await form.getByRole('spinbutton', { name: 'Year' }).fill(String(year));
  await form.getByRole('spinbutton', { name: 'Month' }).fill(String(month));
  // Pressed again only while no write has left the page (a press CI once lost); the form closes when it is done.
  await clickUntil(form.getByRole('button', { name: 'Generate payrolls' }), 'the Generate form has closed', async () => !(await form.getByRole('spinbutton', { name: 'Month' }).isVisible()), {
    writes: true,
    timeout: 90_000,
  });
};

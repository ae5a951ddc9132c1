import type { Page } from 'playwright-core';

/** From the payroll list, the accountant generates one month's payrolls through the list's Generate form. */
export const generatePayrolls = async (page: Page, origin: string, { year, month }: { year: number; month: number }) => {
  await page.goto(`${origin}/admin/payrolls`);
  await page.getByRole('button', { name: 'Generate payrolls' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('spinbutton', { name: 'Year' }).fill(String(year));
  await form.getByRole('spinbutton', { name: 'Month' }).fill(String(month));
  await form.getByRole('button', { name: 'Generate payrolls' }).click();
};

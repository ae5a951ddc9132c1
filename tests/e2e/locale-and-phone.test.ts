// Issue 45, every screen on a phone: every menu page, its create form and the notification list at 375 px are judged by
// the every-page walk (every-page.test.ts, helpers/phone-fit.ts), which has each page open already.
// Issue 15, formats a firm reads: the language switch turns a list and a form from SPEC §9's English (mm/dd/yy,
// €1,234.56) into Italian (dd/mm/yyyy, 1.234,56 €); and at 390 px a list keeps its title and shows the
// identifying column, the state and the actions (a screenshot is saved under test-results/).
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registry } from '../../resources.config';
import { isResource } from '../../resources/declaration';
import { statusFieldOf } from '../../resources/workflow';
import { fieldLabel } from '../../src/fields/labels';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn } from './helpers/sign-in';
import { chooseFromMenu, speaksItalian } from './helpers/menus';

const PHONE = { width: 390, height: 844 };

// A generic list with a state: payrolls are seeded in every state.
const payrolls = registry.filter(isResource).find((entry) => entry.name === 'labour')!;
const listRoute = payrolls.routes!.find((route) => route.path === '/admin/payrolls')!;
const state = statusFieldOf(payrolls)!;

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('a list at 390 px', () => {
  it('keeps its title and shows the identifier, the state and the actions', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signIn(page, 'admin', server.origin);
    await page.goto(`${server.origin}${listRoute.path}`);
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await firstRow.waitFor({ timeout: 30_000 });

    const title = page.locator('.ant-card-head-title').first();
    const titleBox = (await title.boundingBox())!;
    expect((await title.innerText()).trim().length).toBeGreaterThan(0);
    // The title has room to be read, not squeezed by the toolbar.
    expect(titleBox.width).toBeGreaterThan(100);

    const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    const identifying = payrolls.titleField ? fieldLabel(payrolls.titleField, payrolls.fields[payrolls.titleField]) : undefined;
    if (identifying) expect(headers).toContain(identifying);
    expect(headers).toContain(fieldLabel(state.name, state.field));
    expect(headers).toContain('Actions');
    // Every one of them is on screen without scrolling sideways.
    for (const header of ['Actions', fieldLabel(state.name, state.field)]) {
      const box = (await page.locator('.ant-table-thead th', { hasText: header }).first().boundingBox())!;
      expect(box.x + box.width, header).toBeLessThanOrEqual(PHONE.width);
    }
    fs.mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/list-at-390px.png', fullPage: false });
    expect(fs.existsSync('test-results/list-at-390px.png')).toBe(true);
    await context.close();
  });
});

// The taxes list (its own screen: the generic list with the taxes due soon above it) has money and dates.
const taxesPath = '/admin/taxes';
const columnTexts = async (page: import('playwright-core').Page, header: string) => {
  // The list is the page's last table (a card of taxes due soon may stand above it).
  const table = page.locator('.ant-table').last();
  const headers = (await table.locator('.ant-table-thead th').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return (await table.locator(`.ant-table-tbody tr.ant-table-row td:nth-child(${index + 1})`).allInnerTexts()).map((text) => text.replace(/\u00a0|\u202f/g, ' ').trim());
};

describe('the language switch', () => {
  it('shows a list and a form in English by default and in Italian once chosen', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin', server.origin);
    await page.goto(`${server.origin}${taxesPath}`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    for (const amount of await columnTexts(page, 'Amount')) expect(amount).toMatch(/^€\d{1,3}(,\d{3})*\.\d{2}$/);
    for (const date of await columnTexts(page, 'Due date')) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);

    await chooseFromMenu(page, page.getByRole('banner').getByRole('button', { name: /^Language/ }), 'Italiano', speaksItalian(page));
    await page.locator('.ant-table').last().locator('.ant-table-thead th', { hasText: 'Scadenza' }).waitFor({ timeout: 30_000 });
    const amounts = await columnTexts(page, 'Importo');
    for (const amount of amounts) expect(amount).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
    expect(amounts.some((amount) => /\.\d{3},/.test(amount)), amounts.join(' | ')).toBe(true);
    for (const date of await columnTexts(page, 'Scadenza')) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    // The form of a record: its date in dd/mm/yyyy, its amount with a decimal comma.
    await page.locator('.ant-table').last().getByRole('button', { name: 'Modifica' }).first().click();
    const form = page.locator('.ant-drawer-open');
    const dueDate = form.getByLabel('Scadenza', { exact: true });
    await dueDate.waitFor({ timeout: 30_000 });
    expect(await dueDate.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await form.getByLabel('Importo', { exact: true }).inputValue()).toMatch(/^\d+,\d{2}$/);
    // The choice is kept for the next visit.
    await page.reload();
    await page.locator('.ant-table').last().locator('.ant-table-thead th', { hasText: 'Scadenza' }).waitFor({ timeout: 30_000 });
    await context.close();
  });
});

describe('a typed date', () => {
  // The picker commits each valid prefix as one types: `02/16/20` used to win over the whole `02/16/2027` (saved as 2020).
  it('keeps its four-digit year in English and in Italian; English takes the short year, both take ISO', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin', server.origin);
    await page.goto(`${server.origin}${taxesPath}`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    const typeDueDate = async (label: string, text: string) => {
      // The toolbar's button (its Italian label is issue 27's).
      await page.getByRole('button', { name: /(Create|Crea)$/ }).first().click();
      const field = page.locator('.ant-drawer-open').getByLabel(label, { exact: true });
      await field.waitFor({ timeout: 30_000 });
      await field.click();
      await field.pressSequentially(text);
      await field.press('Tab');
      const shown = await field.inputValue();
      await page.keyboard.press('Escape');
      await page.locator('.ant-drawer-open').waitFor({ state: 'detached', timeout: 30_000 });
      return shown;
    };
    expect(await typeDueDate('Due date', '02/16/2027')).toBe('02/16/27');
    expect(await typeDueDate('Due date', '02/16/27')).toBe('02/16/27');

    await chooseFromMenu(page, page.getByRole('banner').getByRole('button', { name: /^Language/ }), 'Italiano', speaksItalian(page));
    await page.locator('.ant-table').last().locator('.ant-table-thead th', { hasText: 'Scadenza' }).waitFor({ timeout: 30_000 });
    expect(await typeDueDate('Scadenza', '16/02/2027')).toBe('16/02/2027');
    expect(await typeDueDate('Scadenza', '2027-02-16')).toBe('16/02/2027');
    await context.close();
  });
});

describe('a list printed', () => {
  // Issue 44: every row the list's filters select (up to one export page), not the 25 on screen, without the portal's
  // frame or buttons, amounts on one line.
  it('holds every row, no pager, no button, no side menu', async () => {
    const listPath = '/admin/employees';
    const answer = await fetch(`${server.origin}/api${listPath}?_start=0&_end=1`, { headers: { authorization: `Bearer ${await server.tokenOf('admin')}` } });
    const total = Number(answer.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(25);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin', server.origin);
    await page.goto(`${server.origin}${listPath}`);
    const rows = page.locator('main .ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor({ timeout: 30_000 });
    expect(await rows.count()).toBeLessThanOrEqual(25);

    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(Math.min(total, 1000));
    for (const hidden of ['.ant-pagination', 'main .ant-btn', 'aside.ant-layout-sider', 'header.ant-layout-header'])
      expect(await page.locator(hidden).evaluateAll((elements) => elements.filter((element) => getComputedStyle(element).display !== 'none').length), hidden).toBe(0);
    await page.emulateMedia({ media: 'screen' });
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBeLessThanOrEqual(25);
    await context.close();
  });
});

// Four-digit years in every kind of date input (issue 27), in both languages: a list's column filter on a date,
// the hours report's period (a range) and a month picker (the time sheet). Typed `2027` stays 2027, in the
// language's order (mm/dd/yyyy in English, shown as SPEC §9's mm/dd/yy; dd/mm/yyyy in Italian); the value the page
// then uses is checked: the list request's filter, the shown period, the month in the time sheet's address.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from './helpers/seeded-portal';
import { withSeededBrowser } from './helpers/seeded-browser';
import { signIn } from './helpers/sign-in';
import { chooseFromMenu, speaksItalian } from './helpers/menus';

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

// Issue 45: the short forms too (one-digit day and month, a two-digit year read as 20YY), typed into a required and an
// optional date of one form and left with Tab; an unreadable text says so and the optional date keeps its value. The
// range's ends and the month picker take them too (2/27 for February 2027).
const LANGUAGES = [
  {
    name: 'English', dueDate: 'Due date', typed: ['02/16/2027', '03/20/2027'], shown: ['02/16/27', '03/20/27'], month: '03/2027', shownMonth: '03/2027', monthLabel: 'Month',
    edit: 'Edit', save: 'Save', required: 'Hire date', optional: 'Leaving date', short: ['2/16/27', '2/16/2027'], unreadable: '2/30/27', shortShown: '02/16/27',
    shortRange: ['3/1/27', '3/31/27'], shortRangeShown: ['03/01/27', '03/31/27'],
  },
  {
    name: 'Italiano', dueDate: 'Scadenza', typed: ['16/02/2027', '20/03/2027'], shown: ['16/02/2027', '20/03/2027'], month: '03/2027', shownMonth: '03/2027', monthLabel: 'Mese',
    edit: 'Modifica', save: 'Salva', required: 'Data di assunzione', optional: 'Data di cessazione', short: ['16/2/27', '16/02/27'], unreadable: '30/2/27', shortShown: '16/02/2027',
    shortRange: ['1/3/27', '31/3/27'], shortRangeShown: ['01/03/2027', '31/03/2027'],
  },
] as const;

const signedIn = async (username: string, language: string) => {
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  await signIn(page, username, server.origin);
  if (language !== 'English') await chooseFromMenu(page, page.getByRole('banner').getByRole('button', { name: /^Language/ }), language, speaksItalian(page));
  return page;
};

/**
 * The administrator's page in a language, signed in once for the tests that read as the administrator: each opens its
 * own page with `goto`, so none depends on where another left off (signing in and choosing the language again for each
 * was most of their time).
 */
const adminPages = new Map<string, Promise<Page>>();
const adminIn = (language: string) => {
  if (!adminPages.has(language)) adminPages.set(language, signedIn('admin', language));
  return adminPages.get(language)!;
};

/** Types into a picker's input as a person does, key by key, and confirms with Enter. */
const typeInto = async (page: Page, input: ReturnType<Page['locator']>, text: string) => {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(text);
  await input.press('Enter');
};

describe.each(LANGUAGES)('typed dates in $name', (language) => {
  it("a list's date filter asks the API for the typed year", async () => {
    const page = await adminIn(language.name);
    await page.goto(`${server.origin}/admin/taxes`);
    const header = page.locator('.ant-table-thead th').filter({ hasText: language.dueDate, has: page.locator('.ant-table-filter-trigger') }).first();
    await header.waitFor({ timeout: 30_000 });
    await header.locator('.ant-table-filter-trigger').click();
    const asked = page.waitForResponse((response) => /\/api\/admin\/.*[?&]dueDate=2027-02-16/.test(response.url()), { timeout: 30_000 });
    const dropdown = page.locator('.ant-table-filter-dropdown');
    await typeInto(page, dropdown.locator('#filter-dueDate'), language.typed[0]);
    await dropdown.getByRole('button', { name: /^(Apply|Applica)$/ }).click();
    await asked;
  }, 120_000);

  it("the hours report's period keeps the typed years", async () => {
    const page = await adminIn(language.name);
    await page.goto(`${server.origin}/admin/report`);
    const [start, end] = [page.locator('.ant-picker-range input').first(), page.locator('.ant-picker-range input').last()];
    await start.waitFor({ timeout: 30_000 });
    await typeInto(page, start, language.typed[0]);
    await typeInto(page, end, language.typed[1]);
    await page.keyboard.press('Escape');
    await expect.poll(async () => [await start.inputValue(), await end.inputValue()], { timeout: 15_000 }).toEqual(language.shown);
    // The short forms too, each end left with Tab (issue 45).
    for (const [input, text] of [[start, language.shortRange[0]], [end, language.shortRange[1]]] as const) {
      await input.click();
      await input.press('ControlOrMeta+a');
      await input.pressSequentially(text);
      await input.press('Tab');
    }
    await page.keyboard.press('Escape');
    await expect.poll(async () => [await start.inputValue(), await end.inputValue()], { timeout: 15_000 }).toEqual(language.shortRangeShown);
    expect(await page.getByRole('alert').count()).toBe(0);
  }, 120_000);

  it('a required and an optional date take the short forms on Tab; an unreadable one says so', async () => {
    const page = await adminIn(language.name);
    await page.goto(`${server.origin}/admin/employees`);
    await page.getByRole('button', { name: language.edit }).first().click({ timeout: 30_000 });
    const form = page.getByRole('dialog');
    const [required, optional] = [form.getByLabel(language.required, { exact: true }), form.getByLabel(language.optional, { exact: true })];
    await required.waitFor({ timeout: 30_000 });
    for (const [input, text] of [[required, language.short[0]], [optional, language.short[1]]] as const) {
      await input.click();
      await input.press('ControlOrMeta+a');
      await input.pressSequentially(text);
      await input.press('Tab');
      await expect.poll(() => input.inputValue(), { timeout: 15_000 }).toBe(language.shortShown);
    }
    // A day the calendar does not have: said under the input, the value typed before kept (not emptied).
    await optional.click();
    await optional.press('ControlOrMeta+a');
    await optional.pressSequentially(language.unreadable);
    await optional.press('Tab');
    await form.getByRole('alert').filter({ hasText: language.unreadable }).waitFor({ timeout: 15_000 });
    await expect.poll(() => optional.inputValue(), { timeout: 15_000 }).toBe(language.shortShown);
    const saved = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/admin\/.*employees\/\d+$/.test(response.url()), { timeout: 30_000 });
    await form.getByRole('button', { name: language.save }).click();
    expect((await (await saved).json()) as Record<string, unknown>).toMatchObject({ hireDate: '2027-02-16', endDate: '2027-02-16' });
  }, 120_000);

  it("the time sheet's month picker opens the typed month", async () => {
    const page = await signedIn('employee', language.name);
    await page.goto(`${server.origin}/timesheet`);
    // The plain input until the calendar's code is in, then antd's picker: both named by the label (issue 45).
    const month = page.getByLabel(language.monthLabel, { exact: true }).first();
    await month.waitFor({ timeout: 30_000 });
    await typeInto(page, month, language.month);
    await expect.poll(async () => [new URL(page.url()).searchParams.get('month'), await month.inputValue()], { timeout: 15_000 }).toEqual(['2027-03', language.shownMonth]);
    // A one-digit month and a two-digit year, left with Tab (issue 45).
    await month.click();
    await month.press('ControlOrMeta+a');
    await month.pressSequentially('4/27');
    await month.press('Tab');
    await expect.poll(async () => [new URL(page.url()).searchParams.get('month'), await month.inputValue()], { timeout: 15_000 }).toEqual(['2027-04', '04/2027']);
  }, 120_000);
});

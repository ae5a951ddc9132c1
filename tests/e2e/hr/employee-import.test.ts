// Import on a list in the browser (issue 41): HR opens Employees → Import, drops an XLSX with three good rows and
// one bad one, reads the refusal in the bad cell, drops the fixed file, imports it, and finds the people in the list;
// the batch is listed among the earlier imports.
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { clickUntil } from '../helpers/act-until';

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const stamp = String(Date.now()).slice(-6);
// Last names that sort first, so the list's first page shows them.
const PEOPLE = [
  ['Ada', `Aaimport${stamp}a`, `ada.${stamp}@example.com`, `AAAADA80A01H501${stamp.slice(-1)}`],
  ['Bruno', `Aaimport${stamp}b`, `bruno.${stamp}@example.com`, `AAABRU80A01H501${stamp.slice(-1)}`],
  ['Carla', `Aaimport${stamp}c`, `carla.${stamp}@example.com`, `AAACAR80A01H501${stamp.slice(-1)}`],
];

const workbookOf = async (rows: (string | Date)[][]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Dipendenti');
  sheet.addRow(['Nome', 'Cognome', 'Email', 'Codice fiscale', 'Data di assunzione']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

describe('employees imported from a spreadsheet in the browser', () => {
  it('HR reads the refused cell, fixes the file, imports it and sees the people in the list', async () => {
    const hired = new Date(Date.UTC(2026, 8, 1));
    const bad = ['Dario', `Aaimport${stamp}d`, 'dario-at-example.com', `AAADAR80A01H501${stamp.slice(-1)}`, hired];
    const withMistake = await workbookOf([...PEOPLE.map((person) => [...person, hired]), bad]);
    const fixed = await workbookOf([...PEOPLE.map((person) => [...person, hired]), [...bad.slice(0, 2), `dario.${stamp}@example.com`, ...bad.slice(3)]]);

    const hr = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(hr, 'hr', server.origin);
    await hr.goto(`${server.origin}/admin/employees`);
    const dialog = hr.getByRole('dialog');
    await clickUntil(hr.getByRole('button', { name: 'Import' }), 'the import dialog is open', () => dialog.getByText('Download template').isVisible(), { timeout: 90_000 });

    // The file with a mistake: the preview says so and writes the refusal in the bad cell (row 5, Email).
    await dialog.locator('input[type=file]').setInputFiles({ name: 'dipendenti.xlsx', mimeType: XLSX, buffer: withMistake });
    await expect.poll(() => dialog.getByText('1 refusals in 1 rows').isVisible(), { timeout: 60_000 }).toBe(true);
    const badRow = dialog.locator('tr', { hasText: 'dario-at-example.com' });
    expect(await badRow.locator('td').first().textContent()).toBe('5');
    const badCell = badRow.locator('td', { hasText: 'dario-at-example.com' });
    expect(await badCell.textContent()).toContain('Must be an e-mail address');
    expect(await dialog.getByRole('button', { name: /Import 4 rows/ }).isDisabled()).toBe(true);
    // The columns were found by their Italian headers.
    expect(await dialog.getByRole('columnheader', { name: /^Codice fiscale/ }).textContent()).toContain('Tax code');

    // The fixed file: every row can be imported; Import writes them.
    await dialog.locator('input[type=file]').setInputFiles({ name: 'dipendenti.xlsx', mimeType: XLSX, buffer: fixed });
    await expect.poll(() => dialog.getByText('All 4 rows can be imported').isVisible(), { timeout: 60_000 }).toBe(true);
    await clickUntil(dialog.getByRole('button', { name: /Import 4 rows/ }), 'the import is listed among the earlier ones', () => dialog.locator('tr', { hasText: 'dipendenti.xlsx' }).isVisible(), {
      writes: true,
      timeout: 90_000,
    });
    expect(await dialog.locator('tr', { hasText: 'dipendenti.xlsx' }).getByRole('button', { name: 'Undo' }).isVisible()).toBe(true);

    // The people are in the list, numbered by the server.
    await dialog.getByRole('button', { name: 'Close' }).click();
    for (const [firstName, lastName] of PEOPLE)
      await expect.poll(() => hr.locator('tr', { hasText: `${firstName} ${lastName}` }).isVisible(), { timeout: 30_000 }).toBe(true);
    const stored = await server.api<{ number: string; email: string }[]>('hr', 'GET', `/admin/employees?fullName_like=Aaimport${stamp}`);
    expect(stored.map((row) => row.email).sort()).toEqual([...PEOPLE.map((person) => person[2]), `dario.${stamp}@example.com`].sort());
    expect(stored.every((row) => /^EMP-/.test(row.number))).toBe(true);
  }, 240_000);
});

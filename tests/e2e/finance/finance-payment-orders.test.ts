// Paying salaries through the bank (issue 46): finance makes a payment order of a month's approved payrolls by
// clicking, downloads its CBI file (valid against CBI's schema, its total the net pay), imports the statement that
// carries the transfers back and matches each with the suggestion; the payrolls are Paid.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Decimal from 'decimal.js';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { chooseUntil, clickUntil } from '../helpers/act-until';
import { cbiSchemaErrors, cbiSummary } from '../../helpers/cbi-file';
import { firmToday } from '../../../resources/firm-calendar';

type Row = { id: number; version: number; [key: string]: unknown };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('payment orders in the browser', () => {
  it("finance pays a month's approved payrolls with a CBI file and matches the statement's transfers", async () => {
    // The states it needs, made here: a month of its own, two approved payrolls of people with an IBAN, an
    // account with its CBI code.
    const [year, month] = [2031, 8];
    const today = firmToday();
    const contracts = await server.api<Row[]>('hr', 'GET', '/admin/employee_contracts?_end=500');
    const employeeIds = [...new Set(contracts.filter((contract) => contract.endDate === null && String(contract.startDate) <= '2031-08-01').map((contract) => Number(contract.employeeId)))].slice(0, 2);
    expect(employeeIds).toHaveLength(2);
    const ibans = ['IT60X0542811101000000123456', 'IT42L1234512345123456789012'];
    const payrolls: Row[] = [];
    for (const [index, employeeId] of employeeIds.entries()) {
      const person = await server.api<Row>('hr', 'GET', `/admin/employees/${employeeId}`);
      await server.api('hr', 'POST', `/admin/employees/${employeeId}`, { iban: ibans[index], version: person.version });
      let payroll = await server.api<Row>('accountant', 'PUT', '/admin/labour', { employeeId, year, month });
      for (let step = 0; step < 2; step += 1) payroll = await server.api<Row>('accountant', 'POST', `/admin/labour/advance_status/${payroll.id}`, { version: payroll.version });
      expect(payroll.status).toBe('Approved');
      payrolls.push(payroll);
    }
    const net = payrolls.reduce((sum, payroll) => sum.plus(String(payroll.netSalary)), new Decimal(0));
    const bank = await server.api<Row>('finance', 'PUT', '/admin/finance/accounts/banks', { name: 'Banca Stipendi E2E' });
    const account = await server.api<Row>('finance', 'PUT', '/admin/finance/accounts', { name: 'Conto stipendi E2E', bankId: bank.id, iban: 'IT07A0306909606100000063459', cuc: 'E2ECUC01' });

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, 'finance', server.origin);
    await page.goto(`${server.origin}/admin/payment_orders`);
    const form = page.getByRole('dialog');
    await clickUntil(page.getByRole('button', { name: 'New payment order' }), 'the order form is open', () => form.getByLabel('Execution date').isVisible(), { timeout: 60_000 });
    const chosen = form.locator('.ant-select-selection-item');
    await chooseUntil(page, form.getByRole('combobox', { name: 'Debtor account' }), page.locator('.ant-select-dropdown:visible').getByTitle(String(account.name)).last(), 'the account is chosen', async () =>
      (await chosen.allInnerTexts()).includes(String(account.name)),
    );
    const [yyyy, mm, dd] = today.split('-');
    const date = form.getByLabel('Execution date');
    await date.click();
    await date.pressSequentially(`${mm}/${dd}/${yyyy.slice(2)}`);
    await date.press('Tab');
    await form.getByLabel('Payrolls of year').fill(String(year));
    await form.getByLabel('Payrolls of month').fill(String(month));
    const ordersOf = () => server.api<Row[]>('finance', 'GET', `/admin/finance/payment_orders?accountId=${account.id}`);
    await clickUntil(form.getByRole('button', { name: 'New payment order' }), 'the order is made', async () => (await ordersOf()).length === 1, { writes: true });
    const [order] = await ordersOf();
    expect(order).toMatchObject({ transfers: 2, total: net.toNumber() });

    // Its page offers the file for the bank.
    await page.goto(`${server.origin}/admin/payment_orders/${order.id}`);
    const button = page.getByRole('button', { name: 'Download CBI file' }).first();
    await button.waitFor({ timeout: 60_000 });
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
    expect(file.suggestedFilename()).toBe(`${String(order.number)}.xml`);
    const xml = fs.readFileSync((await file.path())!, 'utf8');
    expect(await cbiSchemaErrors(xml)).toBe('');
    const summary = cbiSummary(xml);
    expect(summary.controlSum).toBe(net.toFixed(2));
    for (const payroll of payrolls) expect((await server.api<Row>('accountant', 'GET', `/admin/labour/${payroll.id}`)).isInPayment).toBe(true);

    // The bank's statement brings each transfer back with its end-to-end id.
    const [, smm, sdd] = today.split('-');
    const italian = (amount: string) => `-${amount.replace('.', ',')}`;
    const lines = summary.endToEndIds.map((id, index) => `${sdd}/${smm}/${yyyy};"Bonifico SEPA stipendio ${id}";${italian(summary.amounts[index])}`);
    const statement = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'statement-')), 'estratto.csv');
    fs.writeFileSync(statement, `Estratto conto\nData operazione;Descrizione;Importo\n${lines.join('\n')}\n`);
    await page.goto(`${server.origin}/admin/reconciliation`);
    await page.getByRole('button', { name: 'Import a bank statement' }).click();
    const dialog = page.getByRole('dialog');
    const picked = dialog.locator('.ant-select-selection-item');
    await chooseUntil(page, dialog.getByRole('combobox', { name: 'Account' }), page.locator('.ant-select-dropdown:visible').getByTitle(String(account.name)).last(), 'the account is chosen', async () =>
      (await picked.allInnerTexts()).includes(String(account.name)),
    );
    await dialog.locator('input[type=file]').setInputFiles(statement);
    await clickUntil(dialog.getByRole('button', { name: 'Import' }), 'the import reports', () => dialog.getByText('Imported').isVisible(), { writes: true });
    expect(await dialog.locator('.ant-statistic').first().innerText()).toMatch(/Imported\s*2/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await clickUntil(page.getByRole('tab', { name: 'Money out' }), 'the money out is listed', () => page.getByText(`Bonifico SEPA stipendio ${summary.endToEndIds[0]}`).first().isVisible(), { timeout: 60_000 });

    for (const [index, payroll] of payrolls.entries()) {
      const match = page.getByRole('button', { name: `Match ${String(payroll.number)}` });
      await clickUntil(page.getByText(`Bonifico SEPA stipendio ${summary.endToEndIds[index]}`).first(), 'the movement offers its payroll', () => match.isVisible(), { timeout: 60_000 });
      await clickUntil(match, 'the payroll is paid', async () => (await server.api<Row>('accountant', 'GET', `/admin/labour/${payroll.id}`)).status === 'Paid', { writes: true });
    }
    for (const payroll of payrolls) expect(await server.api<Row>('accountant', 'GET', `/admin/labour/${payroll.id}`)).toMatchObject({ status: 'Paid', isInPayment: false, paymentDate: today });
    await context.close();
  }, 300_000);
});

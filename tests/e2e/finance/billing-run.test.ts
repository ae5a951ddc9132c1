// Billing in the browser (issue 46): finance bills October's approved hours of a time-and-materials contract with a
// billing run (one draft for the customer), lowers a line's price on the draft's page (its total follows), issues the
// draft (its lines then offer no edit), downloads its FatturaPA (valid against the official schema, its total the
// hours × rates with VAT), drafts a credit note, and a second run bills nothing twice.
import fs from 'node:fs';
import Decimal from 'decimal.js';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';
import { clickUntil, confirmUntil } from '../helpers/act-until';
import { fatturaPaSchemaErrors, fatturaPaSummary } from '../../helpers/fatturapa-file';
import { firmToday } from '../../../resources/firm-calendar';

type Row = { id: number; version: number; [key: string]: unknown };

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

describe('billing in the browser', () => {
  it("finance bills October's approved hours, edits a draft's line, issues the draft (its lines locked), downloads a valid FatturaPA, drafts a credit note; a second run bills nothing", async () => {
    // The states it needs, made through the API: last year's October (always past, outside the demo's history),
    // a customer with the address an electronic invoice needs, a time-and-materials contract with its work order,
    // a rate for two people, their hours booked and their month sheets approved.
    const year = Number(firmToday().slice(0, 4)) - 1;
    const month = 10;
    const customer = await server.api<Row>('sales', 'PUT', '/admin/customers', {
      name: 'Fabbrica Brianza S.r.l.',
      vatNumber: '01234567897',
      address: 'Via Como 8',
      postalCode: '20900',
      city: 'Monza',
      province: 'MB',
      sdiCode: 'KRRH6B9',
    });
    let contract = await server.api<Row>('sales', 'PUT', '/admin/sales/customer_contracts', {
      title: 'Manutenzione evolutiva',
      customerId: customer.id,
      startDate: `${year}-01-01`,
      status: 'Active',
      billingMethod: 'Time and materials',
      hourlyRate: 55,
      vatRate: 22,
    });
    await server.api('sales', 'POST', `/admin/sales/customer_contracts/start_work_order/${contract.id}`, { version: contract.version });
    contract = await server.api<Row>('sales', 'GET', `/admin/sales/customer_contracts/${contract.id}`);
    const workOrderId = Number(contract.workOrderId);
    const staff = await server.api<Row[]>('hr', 'GET', '/admin/employees?isActive=true&_sort=id&_order=desc&_end=2');
    const people = staff.map((person) => person.id);
    expect(people).toHaveLength(2);
    await server.api('sales', 'PUT', '/admin/sales/customer_contracts/rates', { customerContractId: contract.id, employeeId: people[0], hourlyRate: 72.5 });
    const booked: [number, string, number][] = [
      [people[0], `${year}-10-05`, 7.5],
      [people[0], `${year}-10-12`, 6],
      [people[1], `${year}-10-05`, 8],
    ];
    for (const employeeId of people) await server.api('admin', 'PUT', '/admin/work_order_employee', { workOrderId, employeeId });
    for (const [employeeId, date, hours] of booked) await server.api('admin', 'PUT', '/admin/timesheet', { employeeId, workOrderId, date, hours });
    const sheets = await server.api<Row[]>('admin', 'GET', `/admin/month?year=${year}&month=${month}`);
    for (const employeeId of people) {
      let sheet = sheets.find((row) => row.employeeId === employeeId)!;
      for (const status of ['Sent', 'Approved']) sheet = await server.api<Row>('admin', 'POST', `/admin/month/status/${sheet.id}`, { status, version: sheet.version });
      expect(sheet.status).toBe('Approved');
    }
    // Hours × rate per person (the first at the contract's rate for them, the second at its default), then VAT 22%.
    const totalOf = (taxable: Decimal) => taxable.plus(taxable.times('0.22').toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
    const taxable = new Decimal('13.5').times('72.5').toDecimalPlaces(2).plus(new Decimal(8).times(55));
    // On the draft, finance lowers the second person's price to 50.
    const billed = new Decimal('13.5').times('72.5').toDecimalPlaces(2).plus(new Decimal(8).times(50));
    const total = totalOf(billed);
    const invoicesOf = () => server.api<Row[]>('finance', 'GET', `/admin/finance/invoices?customerContractId=${contract.id}&_sort=id&_order=asc`);

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, 'finance', server.origin);
    await page.goto(`${server.origin}/admin/invoices`);
    const form = page.getByRole('dialog');
    const runBilling = async () => {
      await clickUntil(page.getByRole('button', { name: 'Billing run' }).first(), 'the run form is open', () => form.getByLabel('Year').isVisible(), { timeout: 60_000 });
      await form.getByLabel('Year').fill(String(year));
      await form.getByLabel('Month').fill(String(month));
    };
    await runBilling();
    await clickUntil(form.getByRole('button', { name: 'Billing run' }), 'one draft for the customer', async () => (await invoicesOf()).length === 1, { writes: true });
    const [draft] = await invoicesOf();
    expect(draft).toMatchObject({ status: 'Draft', customerId: customer.id, taxable: taxable.toNumber(), total: totalOf(taxable).toNumber() });

    // Its page edits a line: the second person's price lowered, the invoice's total follows on the page.
    await page.goto(`${server.origin}/admin/invoices/${draft.id}`);
    const lines = page.getByRole('table', { name: 'Lines' });
    const secondLine = lines.getByRole('row').filter({ hasText: String(staff[1].fullName) });
    await clickUntil(secondLine.getByRole('button', { name: 'Edit' }), 'the line form is open', () => form.getByLabel('Unit price').isVisible(), { timeout: 60_000 });
    await form.getByLabel('Unit price').fill('50');
    const current = async () => server.api<Row>('finance', 'GET', `/admin/finance/invoices/${draft.id}`);
    await clickUntil(form.getByRole('button', { name: 'Save' }), 'the draft follows its line', async () => (await current()).total === total.toNumber(), { writes: true });
    await page.getByText(`€${total.toNumber().toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`).first().waitFor({ timeout: 30_000 });

    // Its page issues it: the next number of the year, then locked.
    await confirmUntil({
      open: page.getByRole('button', { name: 'Issue', exact: true }).first(),
      confirm: page.getByRole('dialog').getByRole('button', { name: 'Issue', exact: true }),
      until: 'the invoice is issued',
      done: async () => (await server.api<Row>('finance', 'GET', `/admin/finance/invoices/${draft.id}`)).status === 'Issued',
    });
    const issued = await server.api<Row>('finance', 'GET', `/admin/finance/invoices/${draft.id}`);
    expect(String(issued.number)).toMatch(new RegExp(`^\\d+/${firmToday().slice(0, 4)}$`));
    // Issued, its lines are locked with it: the page offers no edit of them.
    await page.getByText(String(issued.number)).first().waitFor({ timeout: 30_000 });
    await secondLine.waitFor();
    expect(await lines.getByRole('button', { name: 'Edit' }).count()).toBe(0);

    const download = page.getByRole('button', { name: 'Download FatturaPA' }).first();
    await download.waitFor({ timeout: 60_000 });
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^IT\d{11}_[0-9A-Z]{5}\.xml$/);
    const xml = fs.readFileSync((await file.path())!, 'utf8');
    expect(await fatturaPaSchemaErrors(xml)).toBe('');
    expect(fatturaPaSummary(xml)).toMatchObject({ format: 'FPR12', documentType: 'TD01', number: issued.number, total: total.toFixed(2) });

    // A credit note for it: a TD04 draft naming the invoice.
    await confirmUntil({
      open: page.getByRole('button', { name: 'Credit note', exact: true }).first(),
      confirm: page.getByRole('dialog').getByRole('button', { name: 'Credit note', exact: true }),
      until: 'the credit note is drafted',
      done: async () => (await invoicesOf()).length === 2,
    });
    const [, note] = await invoicesOf();
    expect(note).toMatchObject({ documentType: 'TD04', status: 'Draft', correctsInvoiceId: draft.id, total: total.toNumber() });

    // A second run for the month bills nothing twice.
    await page.goto(`${server.origin}/admin/invoices`);
    await runBilling();
    const answered = page.waitForResponse((response) => response.url().includes('/billing_run') && response.request().method() === 'POST', { timeout: 60_000 });
    await form.getByRole('button', { name: 'Billing run' }).click();
    expect(((await (await answered).json()) as { drafts: number }).drafts).toBe(0);
    expect(await invoicesOf()).toHaveLength(2);
    await context.close();
  }, 300_000);
});

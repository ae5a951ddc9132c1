// Finance imports the exchange system's invoices by clicking: on the invoices screen, "Import FatturaPA" takes a
// ZIP holding the official FatturaPA samples (one invoice; one with two lines; a lot of two) beside a malformed
// file through antd's Upload (its progress bar in the upload list), then shows the report file by file: three
// imported (four invoices, totals exact, the seller's VAT number flagged), the malformed one refused by name.
// The list shows the flag.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeededPortal } from '../helpers/seeded-portal';
import { withSeededBrowser } from '../helpers/seeded-browser';
import { signIn } from '../helpers/sign-in';

let browser: Browser;
let server: SeededPortal;

withSeededBrowser((started) => ({ server, browser } = started));

const SAMPLES = path.join(__dirname, '../../fixtures/finance/fatturapa-samples');

const zipOfSamples = async () => {
  const zip = new JSZip();
  for (const name of ['IT01234567890_FPR01.xml', 'IT01234567890_FPR02.xml', 'IT01234567890_FPR03.xml']) zip.file(name, fs.readFileSync(path.join(SAMPLES, name)));
  zip.file('IT01234567890_ROTTA.xml', '<?xml version="1.0"?><p:FatturaElettronica><FatturaElettronicaHeader></p:FatturaElettronica>');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fatturapa-')), 'fatture-sdi.zip');
  fs.writeFileSync(file, await zip.generateAsync({ type: 'nodebuffer' }));
  return file;
};

describe('FatturaPA import in the browser', () => {
  it('finance imports the official samples beside a malformed file and reads the report file by file', async () => {
    const file = await zipOfSamples();
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'finance', server.origin);
    await page.goto(`${server.origin}/admin/invoices`);
    await page.getByRole('button', { name: 'Import FatturaPA' }).click({ timeout: 60_000 });
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles(file);

    const report = dialog.getByRole('table');
    await report.waitFor({ timeout: 60_000 });
    const rowOf = (name: string) => report.getByRole('row').filter({ hasText: name });
    await expect.poll(() => rowOf('IT01234567890_ROTTA.xml').innerText(), { timeout: 15_000 }).toMatch(/Refused.*the XML is malformed/s);
    expect(await rowOf('IT01234567890_FPR01.xml').innerText()).toMatch(/Imported[\s\S]*123 \(€6\.10\) · VAT number fails its check/);
    expect(await rowOf('IT01234567890_FPR02.xml').innerText()).toMatch(/Imported[\s\S]*456 \(€30\.50\)/);
    const lot = await rowOf('IT01234567890_FPR03.xml').innerText();
    expect(lot).toMatch(/Imported[\s\S]*789 \(€18\.30\)[\s\S]*790 \(€110\.00\)/);
    expect(await dialog.locator('.ant-statistic').allInnerTexts()).toEqual([expect.stringMatching(/Invoices imported\s*4/), expect.stringMatching(/Invoices skipped\s*0/), expect.stringMatching(/Files refused\s*1/)]);
    // antd's upload list shows the file done, its progress bar gone.
    await expect.poll(() => dialog.locator('.ant-upload-list-item-done').count(), { timeout: 15_000 }).toBe(1);

    // The four invoices are there with their exact totals, as received invoices flagged for the seller's VAT number.
    const totals = await Promise.all(
      ['123', '456', '789', '790'].map(async (number) => (await server.api<{ total: number; direction: string; isPartyVatInvalid: boolean }[]>('finance', 'GET', `/admin/finance/invoices?number=${number}`))[0]),
    );
    expect(totals.map((invoice) => [invoice.total, invoice.direction, invoice.isPartyVatInvalid])).toEqual([
      [6.1, 'in', true],
      [30.5, 'in', true],
      [18.3, 'in', true],
      [110, 'in', true],
    ]);

    // The list shows the flag beside the invoices.
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'VAT number fails its check' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await context.close();
  }, 240_000);
});

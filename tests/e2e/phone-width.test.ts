// Issue 15, phone widths: at 390 px a list keeps its title and shows the identifying column, the state and
// the actions. A screenshot is saved under test-results/.
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

const PHONE = { width: 390, height: 844 };

// A generic list with a state: payrolls are seeded in every state.
const payrolls = registry.filter(isResource).find((entry) => entry.name === 'labour')!;
const listRoute = payrolls.routes!.find((route) => route.screen === 'list' && route.roles?.includes('ADMIN'))!;
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

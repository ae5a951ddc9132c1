// casbin's Node build of csv-parse calls a global Buffer when it loads: in a browser the page goes blank with
// no error, and jsdom tests pass anyway. vite.config.ts points it at csv-parse's browser build instead; this
// builds the SPA's enforcer module with that config and runs it in Debian's Chromium.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';

let outDir: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-policy-page-'));
  await build({
    root: path.resolve('tests/e2e/fixtures/access-policy-page'),
    configFile: path.resolve('vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  server = http.createServer((request, response) => {
    const file = path.join(outDir, request.url === '/' ? 'index.html' : (request.url ?? '').split('?')[0]);
    if (!file.startsWith(outDir) || !fs.existsSync(file)) return response.writeHead(404).end();
    response.setHeader('Content-Type', file.endsWith('.js') ? 'text/javascript' : 'text/html');
    response.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  fs.rmSync(outDir, { recursive: true, force: true });
});

it('answers from the casbin policy in a real browser', async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(origin);
    await page.waitForFunction(() => document.getElementById('answers')?.textContent !== 'loading');
    expect(JSON.parse((await page.textContent('#answers')) ?? '')).toEqual({
      projectManagerOpensProject: true,
      employeeOpensProfile: true,
      employeeOpensEmployees: false,
    });
    expect(pageErrors).toEqual([]);
  } finally {
    await browser.close();
  }
});

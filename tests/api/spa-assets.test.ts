import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../helpers/api-app';

// How the built SPA travels (server/routes/spa.ts): a hashed asset as the build's brotli or gzip copy, whichever
// the browser accepts, kept by the browser for a year; the page that names the assets checked at every visit.
// The serving does not depend on the database, so PGlite alone.

const SCRIPT = `console.log(${JSON.stringify('the portal '.repeat(200))});`;
const ASSET = '/assets/index-Ab12Cd34.js';

let t: TestApp;
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), `<!doctype html><title>Staff portal</title><script type="module" src="${ASSET}"></script>`);
  const asset = path.join(distDir, ASSET);
  fs.writeFileSync(asset, SCRIPT);
  fs.writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  t = await startTestApp('pglite', { distDir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

test('a hashed asset goes as its brotli copy to a browser that accepts brotli, cached as immutable for a year', async () => {
  const response = await get(ASSET, 'gzip, deflate, br, zstd');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
});

test('as its gzip copy to a browser that accepts only gzip, and as it is to one that accepts neither', async () => {
  const gzipped = await get(ASSET, 'gzip');
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
  expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const plain = await get(ASSET, 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(SCRIPT);
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the page itself, at / and at a deep link, is checked again at every visit', async () => {
  for (const url of ['/', '/admin/employees']) {
    const response = await get(url, 'gzip, deflate, br');
    expect(response.statusCode, url).toBe(200);
    expect(response.body, url).toContain('<title>Staff portal</title>');
    expect(response.headers['cache-control'], url).toBe('no-cache');
  }
});

test('a missing asset (a tab left open across a new build) is a 404, not the page posing as a script', async () => {
  const response = await get('/assets/index-gone0000.js', 'br');
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toMatch(/json/);
  expect(response.headers['cache-control'] ?? '').not.toMatch(/immutable/);
});

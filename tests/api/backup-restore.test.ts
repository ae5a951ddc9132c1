import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance, InjectOptions } from 'fastify';
import JSZip from 'jszip';
import { resources } from '../../resources.config';
import { buildApp } from '../../server/app';
import { startTestApp, type TestApp } from '../helpers/api-app';
import { everyDatabaseKind, withClient } from '../helpers/databases';
import { multipartOf } from '../helpers/multipart';
import { as, callerWith, testAuthentication } from '../helpers/test-caller';

// `npm run backup` and `npm run restore` as an operator runs them (issue 42, docs/operators/backups.md): a populated
// instance (an imported e-invoice: its supplier, its invoice, its XML file) is backed up, restored into a new
// database (PostgreSQL) or a new DATA_DIR (PGlite), and an app started on the copy holds the same counts and serves
// the same file, byte for byte. A restore over existing data is refused.

const npmRun = (script: 'backup' | 'restore', file: string, env: Record<string, string>) =>
  promisify(execFile)('npx', ['tsx', `scripts/${script}.ts`, file], { env: { ...process.env, ...env } });

describe.each(everyDatabaseKind)('backup and restore on %s', (kind) => {
  let t: TestApp;
  let restored: FastifyInstance | undefined;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  const restoredDatabase = `portal_restore_${randomBytes(4).toString('hex')}`;
  const finance = as(callerWith(['FINANCE MANAGE']));
  const settingsEnv = (dataDir: string, databaseUrl?: string) => ({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' });

  const pictureOf = async (app: FastifyInstance) => {
    const inject = (options: InjectOptions) => app.inject({ ...options, headers: { ...finance, ...options.headers } });
    const count = async (url: string) => Number((await inject({ url: `${url}?_start=0&_end=1` })).headers['x-total-count']);
    const [invoice] = (await inject({ url: '/api/admin/finance/invoices?number=45%2F2026' })).json() as { id: number }[];
    const [attachment] = (await inject({ url: `/api/admin/finance/invoices/attachments/${invoice.id}` })).json() as { id: number; fileName: string }[];
    const file = await inject({ url: `/api/admin/finance/invoices/attachments/${invoice.id}/${attachment.id}` });
    return { invoices: await count('/api/admin/finance/invoices'), suppliers: await count('/api/admin/finance/suppliers'), fileName: attachment.fileName, file: file.rawPayload };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { resources });
  });
  afterAll(async () => {
    await restored?.close();
    await t.close().catch(() => undefined);
    if (kind === 'postgres') await withClient(process.env.TEST_DATABASE_URL!, (client) => client.query(`drop database if exists ${restoredDatabase} with (force)`));
    fs.rmSync(work, { recursive: true, force: true });
  });

  test('a populated instance backed up, restored into a new database, and started: same counts, same file', async () => {
    const zip = new JSZip();
    zip.file('IT09876543217_00045.xml', fs.readFileSync(path.join(__dirname, '../fixtures/finance/fattura-received.xml')));
    const body = multipartOf([{ fileName: 'fatture.zip', contentType: 'application/zip', content: await zip.generateAsync({ type: 'nodebuffer' }) }]);
    const imported = await t.app.inject({ method: 'PUT', url: '/api/admin/finance/invoices/zip', headers: { ...finance, ...body.headers }, payload: body.payload });
    expect(imported.statusCode, imported.body).toBe(200);
    const original = await pictureOf(t.app);
    expect(original.invoices).toBeGreaterThanOrEqual(1);
    expect(original.file.toString('utf8')).toContain('<FatturaElettronica');

    // PGlite is backed up closed (the server stopped); pg_dump reads a consistent snapshot of a running database.
    const { dataDir, databaseUrl } = t.app.portal.config;
    await t.app.close();
    const backup = path.join(work, 'portal.backup');
    await npmRun('backup', backup, settingsEnv(dataDir, databaseUrl));
    expect(fs.statSync(backup).mode & 0o777).toBe(0o600);
    // Never over an existing backup, never into existing data.
    await expect(npmRun('backup', backup, settingsEnv(dataDir, databaseUrl))).rejects.toMatchObject({ stderr: expect.stringContaining('exists already') });
    await expect(npmRun('restore', backup, settingsEnv(dataDir, databaseUrl))).rejects.toMatchObject({ stderr: expect.stringContaining('not empty') });

    const newDataDir = path.join(work, 'restored-data');
    let newUrl: string | undefined;
    if (kind === 'postgres') {
      await withClient(process.env.TEST_DATABASE_URL!, (client) => client.query(`create database ${restoredDatabase}`));
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${restoredDatabase}`;
      newUrl = url.toString();
    }
    await npmRun('restore', backup, settingsEnv(newDataDir, newUrl));
    restored = await buildApp({ distDir: path.join(work, 'no-spa'), schema: 'migrations', resources, config: { dataDir: newDataDir, databaseUrl: newUrl }, authentication: testAuthentication });
    await restored.ready();
    const copy = await pictureOf(restored);
    expect(copy).toEqual(original);
  });
});

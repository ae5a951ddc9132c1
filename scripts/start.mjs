// `npm start`: builds what is missing or older than its sources — the SPA into dist/ (vite) and the server into
// dist-server/ (esbuild, scripts/build-server.mjs), each in a child process so that neither tool stays in this
// one — then runs the compiled server with plain node. A release tree (docs/operators/deployment.md) carries
// both builds and no sources, so it builds nothing and needs no development dependency.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_ENVIRONMENT } from './server-process.mjs';
import { isServerStale, isSpaStale } from './stale-builds.mjs';

// glibc reads its malloc settings (server-process.mjs) only when a process starts: without them, this process
// replaces itself with node running this script again with them (the same process id, so signals still reach the
// server). A setting given in the environment wins.
if (Object.keys(SERVER_ENVIRONMENT).some((name) => process.env[name] === undefined) && process.platform === 'linux' && typeof process.execve === 'function')
  process.execve(process.execPath, [process.execPath, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { ...SERVER_ENVIRONMENT, ...process.env });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const run = (what, args) => {
  console.log(what);
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; `npm install` brings the build tools (a release tree built with `npm run build` needs none).');
    process.exit(result.status ?? 1);
  }
};

if (isSpaStale(root))
  run('Building the SPA (dist/ is missing or older than its sources)…', [path.join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn']);
if (isServerStale(root))
  run('Building the server (dist-server/ is missing or older than its sources)…', ['scripts/build-server.mjs']);

const { startServer } = await import(pathToFileURL(path.join(root, 'dist-server', 'main.js')).href);
await startServer().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

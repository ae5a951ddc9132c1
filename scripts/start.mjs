// `npm start`: builds what is missing or older than its sources — the SPA into dist/ (vite) and the server into
// dist-server/ (esbuild, scripts/build-server.mjs), each in a child process so that neither tool stays in this
// one — then runs the compiled server with plain node. A release tree (README, "Production deployment") carries
// both builds and no sources, so it builds nothing and needs no development dependency.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const SPA_SOURCES = ['src', 'resources', 'i18n', 'modules', 'resources.config.ts', 'index.html', 'vite.config.ts'];
const SERVER_SOURCES = ['server', 'resources', 'i18n', 'modules', 'resources.config.ts', 'scripts/build-server.mjs'];

/** The newest modification time under the given files and folders (0 when none exists, as in a release tree). */
const newestChange = (entries) =>
  Math.max(
    0,
    ...entries.filter((entry) => fs.existsSync(entry)).map((entry) => {
      const stat = fs.statSync(entry);
      if (!stat.isDirectory()) return stat.mtimeMs;
      return newestChange(fs.readdirSync(entry).map((child) => path.join(entry, child)));
    }),
  );
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

const run = (what, args) => {
  console.log(what);
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; `npm install` brings the build tools (a release tree built with `npm run build` needs none).');
    process.exit(result.status ?? 1);
  }
};

if (builtAt('dist/index.html') < newestChange(SPA_SOURCES))
  run('Building the SPA (dist/ is missing or older than its sources)…', [path.join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn']);
if (builtAt('dist-server/main.js') < newestChange(SERVER_SOURCES))
  run('Building the server (dist-server/ is missing or older than its sources)…', ['scripts/build-server.mjs']);

const { startServer } = await import(pathToFileURL(path.join(root, 'dist-server', 'main.js')).href);
await startServer().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

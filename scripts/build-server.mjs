// `npm run build:server`: compiles the API once to plain JavaScript in dist-server/, so that a release runs
// `node dist-server/main.js` with no TypeScript compiler, vite or drizzle-kit loaded (docs/operators/deployment.md).
// Packages stay imports of node_modules (only the dependencies, never the dev ones: tests/release checks it);
// our own code (server/, resources/, modules/, resources.config.ts) is bundled; a module's server/index.ts, imported by
// its folder's name (server/modules/workflows.ts), is bundled as every file the pattern matches. A lazy `import()` stays a separate chunk,
// loaded only when called (the test-only `push` schema mode and drizzle-kit behind it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * `outdir` must sit inside the project, so that the compiled imports find node_modules (tests build their own copy).
 * Other `entryPoints` than the server's are compiled the same way (the floor benchmark's servers, bench/floor/run.ts);
 * the migrations are copied beside the entries.
 */
/** The server and every operator command, each runnable with plain node in the image (`node dist-server/backup.js`). */
export const RELEASE_ENTRIES = {
  main: 'server/main.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
  keys: 'scripts/keys.ts',
  'files-move': 'scripts/files-move.ts',
  token: 'scripts/token.ts',
};

export const buildServer = async (outdir = path.join(root, 'dist-server'), entryPoints = RELEASE_ENTRIES) => {
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    // The commands' top-level await (scripts/*.ts) is ESM's own; nothing else needs a newer target.
    supported: { 'top-level-await': true },
    packages: 'external',
    sourcemap: 'linked',
    // Chunks beside the entries, not in a folder: the shared code finds the migrations beside itself (import.meta.url).
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
    legalComments: 'none',
    // The casbin model's one copy, access-policy.conf, travels inside the build (server/auth/access-model.ts).
    define: { BUILT_ACCESS_MODEL: JSON.stringify(fs.readFileSync(path.join(root, 'access-policy.conf'), 'utf8')) },
  });
  // server/db/migrations-folder.ts finds the migrations beside the running file (`new URL('./migrations', import.meta.url)`).
  fs.cpSync(path.join(root, 'server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  fs.writeFileSync(path.join(outdir, 'package.json'), `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`);
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outdir = path.resolve(process.argv[2] ?? path.join(root, 'dist-server'));
  await buildServer(outdir);
  console.log(`Built the server into ${path.relative(process.cwd(), outdir) || '.'}/`);
}

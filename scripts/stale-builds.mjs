// Which builds are older than their sources: `npm start` (scripts/start.mjs) rebuilds those, and the browser tests
// (tests/helpers/built-spa.ts) rebuild a stale SPA, so neither ever serves yesterday's code. In a release tree,
// which carries the builds and no sources, nothing is stale.
import fs from 'node:fs';
import path from 'node:path';

export const SPA_SOURCES = ['src', 'resources', 'i18n', 'modules', 'resources.config.ts', 'access-policy.conf', 'index.html', 'vite.config.ts'];
export const SERVER_SOURCES = ['server', 'resources', 'i18n', 'modules', 'resources.config.ts', 'access-policy.conf', 'scripts/build-server.mjs'];

/** The newest modification time under the given files and folders of `root` (0 when none exists). */
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

/** Whether `root`'s dist/ is missing or older than the SPA's sources. */
export const isSpaStale = (root) => builtAt(path.join(root, 'dist/index.html')) < newestChange(SPA_SOURCES.map((entry) => path.join(root, entry)));

/** Whether `root`'s dist-server/ is missing or older than the server's sources. */
export const isServerStale = (root) =>
  builtAt(path.join(root, 'dist-server/main.js')) < newestChange(SERVER_SOURCES.map((entry) => path.join(root, entry)));

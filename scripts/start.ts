// `npm start`: builds the SPA when dist/ is missing or older than its sources, then serves everything.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { startServer } from '../server/main';

const SOURCES = ['src', 'resources', 'resources.config.ts', 'index.html', 'vite.config.ts'];

/** The newest modification time under the given files and folders. */
const newestChange = (entries: readonly string[]): number =>
  Math.max(
    0,
    ...entries.filter((entry) => fs.existsSync(entry)).map((entry) => {
      const stat = fs.statSync(entry);
      if (!stat.isDirectory()) return stat.mtimeMs;
      return newestChange(fs.readdirSync(entry).map((child) => path.join(entry, child)));
    }),
  );

const builtAt = () => (fs.existsSync('dist/index.html') ? fs.statSync('dist/index.html').mtimeMs : 0);

if (builtAt() < newestChange(SOURCES)) {
  console.log('Building the SPA (dist/ is missing or older than src/ and resources/)…');
  await build({ logLevel: 'warn' });
}
await startServer();

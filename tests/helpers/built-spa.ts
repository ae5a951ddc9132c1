// The built SPA the browser tests serve. CI builds it first (`vite build` in .ci/run); otherwise the e2e
// project's globalSetup builds it once, before any browser file starts, so files running side by side
// never build it twice at once.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const DIST = path.resolve('dist');

/** dist/, built first when it holds no index.html. */
export const ensureBuiltSpa = () => {
  if (fs.existsSync(path.join(DIST, 'index.html'))) return DIST;
  // As `vite build` builds it from a shell: vitest has set NODE_ENV=test, which Vite would take for a development
  // build (React's development copy, no prerendered antd styles).
  execFileSync('npx', ['vite', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  return DIST;
};

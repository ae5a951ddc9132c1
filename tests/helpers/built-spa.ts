// The built SPA the browser tests serve. CI builds it first (`vite build` in .ci/run); otherwise the e2e
// project's globalSetup builds it when it is missing or older than its sources (as `npm start` does), once,
// before any browser file starts, so files running side by side never build it twice at once.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { isSpaStale } from '../../scripts/stale-builds.mjs';

export const DIST = path.resolve('dist');

/** dist/, built first when it is missing or older than the SPA's sources. */
export const ensureBuiltSpa = () => {
  if (!isSpaStale(path.resolve('.'))) return DIST;
  // As `vite build` builds it from a shell: vitest has set NODE_ENV=test, which Vite would take for a development
  // build (React's development copy, no prerendered antd styles).
  execFileSync('npx', ['vite', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  return DIST;
};

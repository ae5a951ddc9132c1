import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import LongFilesFirst from './tests/helpers/long-files-first';

// Three kinds of test, one runner: unit and API tests in Node, component tests in jsdom,
// end-to-end tests in Debian's Chromium against a server started by the test itself. API and browser
// tests copy databases prepared once per run by their globalSetup instead of each preparing its own.
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, which left the second core
    // idle while a file waited on PostgreSQL or Chromium (a full run took ~34 min). Two files at a time.
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        extends: true,
        // A file that builds an XLSX took 5 s (the default limit) beside another busy worker; a database a file prepares
        // in its hook (rows-under-field-names, 5 s quiet) took over 10 s so.
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts', 'tests/contracts/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          // Every file builds its own app on its own database copy; nothing is kept in modules between
          // files, so a worker imports the server once rather than once per file (about 4 s each).
          isolate: false,
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/template-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // tests/security: hostile input generated from every registered route (docs/developers/testing.md); tests/races:
          // the same calls sent at once (issue 22); tests/seeded: API behaviour reproduced on the demo firm's own data.
          // All run on the demo firm, so they share its templates.
          name: 'security',
          environment: 'node',
          isolate: false,
          include: ['tests/security/**/*.test.ts', 'tests/races/**/*.test.ts', 'tests/seeded/**/*.test.ts'],
          globalSetup: ['tests/helpers/template-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/component-setup.ts'],
          server: { deps: { inline: [/@refinedev\//] } },
          // Several waits of up to 30 s each (component-setup.ts) must fit in one test on a busy machine.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // tests/release: the Dockerfile's build and runtime stages run without a container engine (docs/operators/deployment.md).
          name: 'release',
          environment: 'node',
          include: ['tests/release/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          // expect.poll's default (1 s) is shorter than a loaded machine may take to draw what a click changed;
          // a poll without its own timeout waits for the condition up to 15 s (never a retry of the test).
          expect: { poll: { timeout: 15_000 } },
          // Each file starts its own portal and browser; the server's modules are imported once per worker, as
          // in the API project, rather than once per file (a CI run spent ~4 s of a busy core on each import).
          isolate: false,
          // After every other project, not beside it: a browser step waits for what it sees, so on a core shared
          // with the API files each wait stretched and retried. Mixed, the whole run took 2,038 s; one after the
          // other, the other projects took 498 s and the browser files 690 s (2026-11-29, docs/developers/testing.md).
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/template-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { optimizeDeps, resolveConfig } from 'vite';

// `npm run dev` bundles the SPA's dependencies first, with the plugins vite.config.ts gives that step (not the build's).
// It once failed there (moment-timezone's virtual module went unresolved) with nothing else to tell: this runs it.
describe("the dev server's dependency bundling", () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vite-deps-'));
  afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

  it("bundles casbin with its stand-ins and the holiday rules with Italy's one time zone", async () => {
    const config = await resolveConfig({ configFile: path.resolve('vite.config.ts'), cacheDir, logLevel: 'silent' }, 'serve');
    const { optimized } = await optimizeDeps(config, true);
    expect(Object.keys(optimized)).toEqual(expect.arrayContaining(['casbin', 'date-holidays-parser']));
    const bundled = (name: string) => fs.readFileSync(optimized[name].file, 'utf8');
    expect(bundled('casbin')).toContain('src/stand-ins/casbin.ts');
    expect(bundled('casbin')).not.toContain('csv-parse');
    // Each zone's packed data starts with its name and a bar; Italy's is the one line.
    expect(bundled('date-holidays-parser')).toContain('Europe/Rome|');
    expect(bundled('date-holidays-parser')).not.toMatch(/(America|Asia|Pacific)\/\w+\|/);
  }, 180_000);
});

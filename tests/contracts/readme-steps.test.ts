import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, transformSync, type Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The developer guide's "Adding a module / a resource / a workflow / a screen" (docs/developers/), followed literally (issue 25): every code block
// marked `<!-- readme-steps: vehicles … -->` is written into a scratch copy of the repository where its marker
// says, its commands are run there, and the result must work — the files compile, the migration is generated
// by the README's command, and the new resource answers through the API (tests/helpers/readme-steps-probe.ts,
// run in the copy), and scripts/i18n-keys.ts finds no text without its Italian. A wrong, stale or missing step
// fails here, not in a new developer's hands.
// "Compiles" is esbuild's transform of each touched file (syntax), its bundle of the SPA's screens (every imported
// file exists), and for the server side the probe's import;
// a `tsc` of the touched files pulls in most of the project (about 25 s of CPU), too slow for this test.

const ROOT = path.resolve(import.meta.dirname, '../..');
// The steps live in the developer guide (docs/developers/), read in the order a newcomer follows them.
const README = ['adding-a-module', 'adding-a-resource', 'adding-a-workflow', 'adding-a-screen']
  .map((guide) => fs.readFileSync(path.join(ROOT, 'docs/developers', `${guide}.md`), 'utf8'))
  .join('\n');

/** One marked block: what to do with it (`new-file <path>`, `in <path> after: <line>`, `in <path> replace: <text>`, `run`). */
type Step = { how: string; code: string };

const stepsOf = (readme: string, example: string): Step[] =>
  [...readme.matchAll(new RegExp(`<!-- readme-steps: ${example} (.+?) -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\`\`\``, 'g'))].map((match) => ({
    how: match[1].trim(),
    code: match[2],
  }));

/** A copy of the tracked files (not hard links: the steps and db:generate rewrite files), node_modules linked. */
const scratchCopy = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-steps-'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of [...files, 'tests/helpers/readme-steps-probe.ts']) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
};

const sh = (dir: string, command: string) =>
  execFileSync('sh', ['-c', command], { cwd: dir, encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] });

/** Applies one step in the copy; returns the file it wrote, if any. Throws, naming the step, when it cannot be applied. */
const apply = (dir: string, { how, code }: Step): string | undefined => {
  if (how === 'run') {
    for (const command of code.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'))) sh(dir, command);
    return undefined;
  }
  const newFile = /^new-file (\S+)$/.exec(how);
  if (newFile) {
    const file = path.join(dir, newFile[1]);
    if (fs.existsSync(file)) throw new Error(`README step "${how}": the file exists already`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, code);
    return newFile[1];
  }
  const edit = /^in (\S+) (after|replace): (.+)$/.exec(how);
  if (!edit) throw new Error(`README step "${how}": unknown marker`);
  const [, relative, kind, anchor] = edit;
  const file = path.join(dir, relative);
  if (!fs.existsSync(file)) throw new Error(`README step "${how}": ${relative} does not exist`);
  const text = fs.readFileSync(file, 'utf8');
  if (kind === 'replace') {
    if (!text.includes(anchor)) throw new Error(`README step "${how}": "${anchor}" is not in ${relative}`);
    fs.writeFileSync(file, text.replace(anchor, code.trim()));
  } else {
    const lines = text.split('\n');
    const at = lines.findIndex((line) => line.trim() === anchor.trim());
    if (at < 0) throw new Error(`README step "${how}": no line "${anchor}" in ${relative}`);
    lines.splice(at + 1, 0, ...code.replace(/\n$/, '').split('\n'));
    fs.writeFileSync(file, lines.join('\n'));
  }
  return relative;
};

describe('the README steps, followed literally, give a working feature (vehicles)', () => {
  const steps = stepsOf(README, 'vehicles');
  let dir: string;
  let touched: string[] = [];
  const migrationsBefore = new Set<string>();

  beforeAll(() => {
    dir = scratchCopy();
    for (const file of fs.readdirSync(path.join(dir, 'server/db/migrations'))) migrationsBefore.add(file);
    touched = steps.map((step) => apply(dir, step)).filter((file): file is string => file !== undefined);
  }, 90_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('marks the blocks of the three sections: a declaration, its handler, its screen, a migration command', () => {
    const hows = steps.map((step) => step.how);
    expect(hows).toEqual(expect.arrayContaining(['new-file modules/fleet/vehicles.resource.ts', 'new-file modules/fleet/server/index.ts', 'new-file modules/fleet/screens/vehicle-details.tsx', 'run']));
  });

  it('touches only the new module folder, plus one line of modules/index.ts (and no test)', () => {
    expect([...new Set(touched)].filter((file) => !file.startsWith('modules/fleet/'))).toEqual(['modules/index.ts']);
    const before = fs.readFileSync(path.join(ROOT, 'modules/index.ts'), 'utf8').split('\n');
    const after = fs.readFileSync(path.join(dir, 'modules/index.ts'), 'utf8').split('\n');
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((line) => !before.includes(line))).toEqual(["export * as fleet from './fleet';"]);
  });

  it('leaves every touched file compilable', () => {
    for (const file of touched) {
      const loader = file.endsWith('.tsx') ? 'tsx' : 'ts';
      expect(() => transformSync(fs.readFileSync(path.join(dir, file), 'utf8'), { loader, jsx: 'automatic', sourcefile: file }), file).not.toThrow();
    }
  });

  it("links the SPA's side: the screens' registry and the new screen resolve every file they import", async () => {
    // src/screens/index.ts finds the module's screens/index.ts by its folder (Vite's import.meta.glob).
    expect(fs.readFileSync(path.join(dir, 'src/screens/index.ts'), 'utf8')).toContain("'../../modules/*/screens/index.ts'");
    const entryPoints = ['src/screens/index.ts', ...touched.filter((file) => file.includes('/screens/'))].map((file) => path.join(dir, file));
    // esbuild resolves the project's own files (packages stay outside); names imported from .ts files are not checked.
    // A `?raw` import (the casbin model, access-policy.conf) is the file's text, as Vite reads it.
    const rawText: Plugin = {
      name: 'raw-text',
      setup: (raw) => {
        raw.onResolve({ filter: /\?raw$/ }, (args) => ({ path: path.resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)), namespace: 'raw-text' }));
        raw.onLoad({ filter: /.*/, namespace: 'raw-text' }, (args) => ({ contents: fs.readFileSync(args.path, 'utf8'), loader: 'text' }));
      },
    };
    const result = await build({ entryPoints, bundle: true, packages: 'external', write: false, splitting: true, format: 'esm', outdir: path.join(dir, 'out'), jsx: 'automatic', logLevel: 'silent', plugins: [rawText], loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' } })
      .then(({ errors }) => errors)
      .catch((error: { errors: { text: string }[] }) => error.errors);
    expect(result.map((error) => error.text)).toEqual([]);
  }, 30_000);

  it("writes the vehicles table's migration by the README's command", () => {
    const added = fs.readdirSync(path.join(dir, 'server/db/migrations')).filter((file) => file.endsWith('.sql') && !migrationsBefore.has(file));
    expect(added).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, 'server/db/migrations', added[0]), 'utf8')).toMatch(/CREATE TABLE "vehicles"/);
  });

  it('speaks Italian: every text of the new module has its entry, none given two different ones', () => {
    expect(sh(dir, 'npx tsx scripts/i18n-keys.ts 2>/dev/null').trim()).toBe('');
  }, 60_000);

  it('serves the new resource: created, returned by its action, refused to a role without access', () => {
    const output = sh(dir, 'npx tsx tests/helpers/readme-steps-probe.ts');
    const result = JSON.parse(output.trim().split('\n').at(-1)!);
    expect(result.created.status).toBe(201);
    expect(result.created.body).toMatchObject({ plate: 'AB123CD', status: 'Out' });
    expect(result.returned.status).toBe(200);
    expect(result.afterReturn.body).toMatchObject({ status: 'Available', returnedOn: '2026-11-20' });
    // A vehicle already back cannot be returned again (no move from Available to Available).
    expect(result.again.status).toBe(409);
    expect(result.listBySales.status).toBe(403);
    expect(result.returnBySales.status).toBe(403);
  }, 90_000);
});

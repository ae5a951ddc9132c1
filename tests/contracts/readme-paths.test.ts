// The developer guide's layout and adding steps (docs/developers/: layout, adding a module / a resource / a workflow /
// a screen) name the files a developer edits: each one named there must exist, so that the steps, followed
// literally, lead to the right place.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const GUIDES = ['layout', 'adding-a-module', 'adding-a-resource', 'adding-a-workflow', 'adding-a-screen'].map((name) => `docs/developers/${name}.md`);

/** Paths in backticks that look like project files: a known top folder, a file extension, no placeholder. */
const namedPaths = (text: string) =>
  [...text.matchAll(/`([\w./-]+\.(?:tsx?|conf|json))`/g)]
    .map((match) => match[1])
    .filter((file) => /^(resources|modules|server|src|tests|i18n|scripts)\//.test(file) || file === 'resources.config.ts');

describe("the developer guide's layout and adding steps", () => {
  test('name only files that exist', () => {
    const paths = GUIDES.flatMap((guide) => namedPaths(readFileSync(join(ROOT, guide), 'utf8')));
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });

  test('every module folder it describes has its index.ts, and each is one line of modules/index.ts', () => {
    const list = readFileSync(join(ROOT, 'modules/index.ts'), 'utf8');
    const modules = [...list.matchAll(/^export \* as (\w+) from '\.\/([\w-]+)';$/gm)].map((match) => match[2]);
    expect(modules.length).toBeGreaterThan(5);
    for (const module of modules) expect(existsSync(join(ROOT, 'modules', module, 'index.ts')), module).toBe(true);
  });
});

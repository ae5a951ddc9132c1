// The README's "Layout" and "Adding a resource / a workflow / a screen" steps name the files a developer edits:
// each one named there must exist, so that the steps, followed literally, lead to the right place.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const SECTIONS = ['## Layout', '## Adding a resource', '## Adding a workflow', '## Adding a screen'];

const sectionText = (readme: string, heading: string) => {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README.md has no "${heading}"`);
  const end = readme.indexOf('\n## ', start + heading.length + 2);
  return readme.slice(start, end < 0 ? undefined : end);
};

/** Paths in backticks that look like project files: a known top folder, a file extension, no placeholder. */
const namedPaths = (text: string) =>
  [...text.matchAll(/`([\w./-]+\.(?:tsx?|conf|json))`/g)]
    .map((match) => match[1])
    .filter((file) => /^(resources|modules|server|src|tests|i18n|scripts)\//.test(file) || file === 'resources.config.ts');

describe("the README's layout and adding steps", () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

  test('name only files that exist', () => {
    const paths = SECTIONS.flatMap((heading) => namedPaths(sectionText(readme, heading)));
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

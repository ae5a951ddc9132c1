// The server is built from the declarations in resources/, never from the SPA: an import of src/ would drag
// React code into the API process and let the two sides drift apart behind one another's back.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const SPA = join(ROOT, 'src');

const typeScriptFilesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return typeScriptFilesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

// Static imports, re-exports and dynamic imports alike: `from '…'`, `import '…'`, `import('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

const relativeImportsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((match) => match[1]).filter((specifier) => specifier.startsWith('.'));

describe('server/ imports', () => {
  test('no server file imports anything from src/', () => {
    const offending = typeScriptFilesUnder(join(ROOT, 'server')).flatMap((file) =>
      relativeImportsOf(file)
        .filter((specifier) => {
          const target = resolve(dirname(file), specifier);
          return target === SPA || target.startsWith(`${SPA}/`);
        })
        .map((specifier) => `${relative(ROOT, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  test('the scan sees the server files and their imports', () => {
    const files = typeScriptFilesUnder(join(ROOT, 'server'));
    expect(files.length).toBeGreaterThan(50);
    expect(relativeImportsOf(join(ROOT, 'server/routes/resource-routes.ts'))).toContain('../../resources/paths');
  });
});

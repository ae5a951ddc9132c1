// The server is built from the declarations in resources/, never from the SPA: an import of src/ would drag
// React code into the API process and let the two sides drift apart behind one another's back. What both
// sides share lives outside src/: the declarations (resources/) and the catalogues (i18n/catalogues/), plain
// data that the SPA's screens and the server's refusals translate from, importing nothing but i18next's types.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const SPA = join(ROOT, 'src');
const CATALOGUES = join(ROOT, 'i18n', 'catalogues');

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
    const offending = [...typeScriptFilesUnder(join(ROOT, 'server')), ...typeScriptFilesUnder(join(ROOT, 'modules')).filter((file) => file.includes('/server/'))].flatMap((file) =>
      relativeImportsOf(file)
        .filter((specifier) => {
          const target = resolve(dirname(file), specifier);
          return target === SPA || target.startsWith(`${SPA}/`);
        })
        .map((specifier) => `${relative(ROOT, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  test('the catalogues the server shares import nothing of the SPA, nor React or antd', () => {
    const files = typeScriptFilesUnder(CATALOGUES);
    expect(files.length).toBeGreaterThan(0);
    // Import statements only: the catalogue's own texts ("buttons.import") are not imports.
    const statements = /^(?:import|export)\b[^'"\n]*\bfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm;
    const imports = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(statements)].map((match) => `${relative(ROOT, file)} imports ${match[1] ?? match[2]}`),
    );
    expect(imports).toContain('i18n/catalogues/italian.ts imports ./it');
    // Besides each other, only the registry: its modules' index.ts files give their catalogue parts.
    expect(imports.filter((line) => !/ imports (i18next|\.\/[\w-]+|\.\.\/\.\.\/resources\.config)$/.test(line))).toEqual([]);
  });

  test('the scan sees the server files and their imports', () => {
    const files = typeScriptFilesUnder(join(ROOT, 'server'));
    expect(files.length).toBeGreaterThan(50);
    expect(relativeImportsOf(join(ROOT, 'server/routes/resource-routes.ts'))).toContain('../../resources/paths');
  });
});

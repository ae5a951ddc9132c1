// The two sides of the portal meet only in what both may import: the declarations (resources/, each module's
// *.resource.ts and index.ts), the domain functions (modules/<module>/domain/) and the catalogues (i18n/). Server
// code (server/, modules/<module>/server/) never imports the SPA (src/, modules/<module>/screens/): React code would
// be dragged into the API process. The SPA never imports server code: it would ship the API's rules and database
// code to the browser. Shared code imports neither side.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(__dirname, '../..');

type Side = 'server' | 'spa' | 'shared' | 'other';

/** Which side a project file (relative, with `/`) belongs to. */
export const sideOf = (file: string): Side => {
  if (/^server\//.test(file) || /^modules\/[^/]+\/server(\/|$)/.test(file)) return 'server';
  if (/^src\//.test(file) || /^modules\/[^/]+\/screens(\/|$)/.test(file)) return 'spa';
  if (/^(resources|i18n|modules)\//.test(file) || file.startsWith('resources.config')) return 'shared';
  return 'other';
};

const FORBIDDEN: Record<Side, Side[]> = { server: ['spa'], spa: ['server'], shared: ['server', 'spa'], other: [] };

// Static imports, re-exports and dynamic imports alike: `from '…'`, `import '…'`, `import('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** `file imports specifier` for every relative import that crosses to a side the file may not use. */
export const crossings = (file: string, source: string): string[] =>
  [...source.matchAll(SPECIFIER)]
    .map((match) => match[1])
    .filter((specifier) => specifier.startsWith('.'))
    .filter((specifier) => {
      const target = relative(ROOT, resolve(ROOT, dirname(file), specifier)).split('\\').join('/');
      return FORBIDDEN[sideOf(file)].includes(sideOf(target));
    })
    .map((specifier) => `${file} imports ${specifier}`);

const typeScriptFilesUnder = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return typeScriptFilesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

const projectFiles = () => [...['server', 'src', 'resources', 'i18n', 'modules'].flatMap(typeScriptFilesUnder), 'resources.config.ts'];

/**
 * Where central server code (server/) reaches into a module's folder: `file → modules/<module>/…` for every relative
 * import but the registry's (modules/index.ts, and server/modules/workflows.ts finding each module's server/index.ts).
 */
export const moduleReaches = (file: string, source: string): string[] =>
  [...source.matchAll(SPECIFIER)]
    .map((match) => match[1])
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(ROOT, resolve(ROOT, dirname(file), specifier)).split('\\').join('/'))
    .filter((target) => /^modules\/[^/]+\//.test(target) && target !== 'modules/index' && !target.startsWith('modules/${name}/'))
    .map((target) => `${file} → ${target}`);

/**
 * The reaches still there, each with why; the list may only shrink. The identity's tables (users, RBAC groups and
 * roles, the employee link, the notifications they receive) are what sign-in, the bell and the mail are built on. (The
 * demo firm's rows are each module's own, modules/<module>/server/demo/, given through the registry.)
 */
const KNOWN_REACHES: Readonly<Record<string, string>> = {
  'server/auth/identity-tables.ts': 'the identity tables',
  'server/auth/sign-in-records.ts': 'the identity tables',
  'server/modules/audit/people-names.ts': 'the identity tables',
  'server/modules/mail/outbox.ts': 'the identity tables',
  'server/modules/mail/preference-routes.ts': 'the identity tables',
  'server/modules/mail/reader-languages.ts': 'the identity tables',
  'server/modules/notifications/notification-routes.ts': 'the identity tables',
  'server/modules/notifications/notify.ts': 'the identity tables',
};

describe('layers', () => {
  test("central server code names no module: it reads the modules' contributions through the registry", () => {
    const reaching = typeScriptFilesUnder('server').filter((file) => moduleReaches(file, readFileSync(join(ROOT, file), 'utf8')).length > 0);
    expect(reaching.sort()).toEqual(Object.keys(KNOWN_REACHES).sort());
    expect(moduleReaches('server/db/first-start.ts', "import { copyFirstValues } from '../../modules/firm/server/first-values';")).toHaveLength(1);
    expect(moduleReaches('server/app.ts', "import * as portalModules from '../modules';")).toEqual([]);
    expect(moduleReaches('server/modules/workflows.ts', 'await import(`../../modules/${name}/server/index.ts`)')).toEqual([]);
  });

  test('server code never imports SPA code, the SPA never imports server code, shared code neither', () => {
    const found = projectFiles().flatMap((file) => crossings(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  test('the scan sees every side and would catch a crossing either way', () => {
    const sides = projectFiles().map(sideOf);
    expect(sides.filter((side) => side === 'server').length).toBeGreaterThan(50);
    expect(sides.filter((side) => side === 'spa').length).toBeGreaterThan(50);
    expect(sides.filter((side) => side === 'shared').length).toBeGreaterThan(50);
    expect(crossings('server/routes/x.ts', "import { a } from '../../src/App';")).toHaveLength(1);
    expect(crossings('modules/hr/server/x.ts', "import { a } from '../screens/payroll-details';")).toHaveLength(1);
    expect(crossings('src/App.tsx', "const m = import('../modules/hr/server/safety');")).toHaveLength(1);
    expect(crossings('modules/hr/screens/x.tsx', "export { a } from '../../../server/errors';")).toHaveLength(1);
    expect(crossings('modules/hr/payrolls.resource.ts', "import { a } from './server/payroll-actions';")).toHaveLength(1);
    expect(crossings('modules/hr/screens/x.tsx', "import { a } from '../domain/payroll-figures';")).toEqual([]);
    expect(crossings('modules/hr/server/x.ts', "import { a } from '../payrolls.resource';")).toEqual([]);
  });
});

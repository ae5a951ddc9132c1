// Prepared databases built once per test run (in a vitest globalSetup) and copied by every test file:
// preparing one costs seconds (PGlite's initdb, the migrations), copying one a fraction of that.
// Built afresh on every run, so they always carry the current migrations, and removed at its end.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resources } from '../../resources.config';
import { readConfig } from '../../server/config';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { prepareSchema } from '../../server/db/prepare';
import { buildSchema } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { withClient, type TestDatabaseKind } from './databases';
import { fixtureResources } from './fixture-resources';

/**
 * `empty`: no tables yet; `migrated`: the committed migrations (the registry's tables);
 * `fixtures`: the registry plus the test-only fixture resources, pushed; `seeded`: migrated plus the demo firm.
 */
export type TemplateName = 'empty' | 'migrated' | 'fixtures' | 'seeded';

/** Where each template lives: a PGlite data folder, or a database name on the TEST_DATABASE_URL server. */
export type DatabaseTemplates = Partial<Record<TestDatabaseKind, Partial<Record<TemplateName, string>>>>;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Each template is a copy of the one it grows `from` (built earlier in the run) plus its own `prepare`. */
const recipes: Record<TemplateName, { from?: TemplateName; prepare: (database: OpenDatabase) => Promise<unknown> }> = {
  empty: { prepare: async () => {} },
  migrated: { from: 'empty', prepare: (database) => prepareSchema(database, buildSchema(resources), 'migrations') },
  fixtures: { from: 'empty', prepare: (database) => prepareSchema(database, buildSchema([...resources, ...fixtureResources]), 'push') },
  // The real today, as a first `npm start` seeds it: the browser tests look at "this month".
  seeded: { from: 'migrated', prepare: (database) => seedDemo(database.db, readConfig({ AUTH_MODE: 'dev' })) },
};

const templateOnServer = async (run: string, name: TemplateName, from?: string) => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const database = `portal_template_${run}_${name}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${database}"${from ? ` TEMPLATE "${from}"` : ''}`));
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const drop = () => withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
  return { location: database, settings: { dataDir: os.tmpdir(), databaseUrl: url.toString() }, remove: drop };
};

const templateFolder = async (name: TemplateName, from?: string) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-template-${name}-`));
  // A copy skips PGlite's initdb, the slowest step of all.
  if (from) fs.cpSync(from, dataDir, { recursive: true });
  return { location: dataDir, settings: { dataDir }, remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
};

/** Builds the named templates for each kind, in the order given; the returned `remove` deletes them all. */
export const buildTemplates = async (kinds: readonly TestDatabaseKind[], names: readonly TemplateName[]) => {
  const run = randomBytes(4).toString('hex');
  const templates: DatabaseTemplates = {};
  const removals: (() => Promise<unknown>)[] = [];
  const remove = async () => {
    for (const removal of removals.splice(0).reverse()) await removal();
  };
  try {
    for (const kind of kinds) {
      const built: Partial<Record<TemplateName, string>> = (templates[kind] = {});
      for (const name of names) {
        const { from, prepare } = recipes[name];
        if (from && !built[from]) throw new Error(`The ${name} template grows from ${from}: list ${from} before it`);
        const base = from && built[from];
        const template = kind === 'postgres' ? await templateOnServer(run, name, base) : await templateFolder(name, base);
        removals.push(template.remove);
        const database = await openDatabase(template.settings);
        // Closed before use: PGlite's folder must be at rest to be copied, and PostgreSQL copies a
        // template only while nobody is connected to it.
        try {
          await prepare(database);
        } finally {
          await database.close();
        }
        built[name] = template.location;
      }
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates, remove };
};

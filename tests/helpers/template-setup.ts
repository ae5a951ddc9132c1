// vitest globalSetup: builds the prepared databases this project's test files copy (see
// database-templates.ts) before any of them starts, and removes them when the run ends.
import type { TestProject } from 'vitest/node';
import { ensureBuiltSpa } from './built-spa';
import { buildTemplates, type TemplateName } from './database-templates';
import { everyDatabaseKind, type TestDatabaseKind } from './databases';

// The browser tests run on PGlite only and need the demo firm; the API and security suites need both kinds
// (databases.ts says which suite runs on which).
// In growing order: each template starts as a copy of an earlier one (database-templates.ts).
const needs: Record<string, { kinds: readonly TestDatabaseKind[]; names: readonly TemplateName[]; builtSpa?: true }> = {
  api: { kinds: everyDatabaseKind, names: ['empty', 'migrated', 'fixtures'] },
  // Browser files run side by side, so the SPA is built here, once, before any of them starts.
  e2e: { kinds: ['pglite'], names: ['empty', 'migrated', 'seeded'], builtSpa: true },
  // The security suite throws hostile requests at the demo firm (and reads its log for personal data).
  security: { kinds: everyDatabaseKind, names: ['empty', 'migrated', 'seeded'] },
};

export default async function setup(project: TestProject) {
  const need = needs[project.name];
  if (!need) throw new Error(`template-setup.ts does not know what project ${project.name} needs`);
  if (need.builtSpa) ensureBuiltSpa();
  const started = performance.now();
  const { templates, remove } = await buildTemplates(need.kinds, need.names);
  console.log(`${project.name}: database templates ${need.names.join(', ')} on ${need.kinds.join(', ')} in ${Math.round(performance.now() - started)} ms`);
  project.provide('databaseTemplates', templates);
  return remove;
}

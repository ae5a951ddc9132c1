// The server's casbin enforcer: the model is access-policy.conf at the top level (its one copy, which the SPA imports
// as text too), the policy lines are written from the declarations (resources/access-policy.ts).
import { readFileSync } from 'node:fs';
import { newEnforcer, newModelFromString, StringAdapter } from 'casbin';
import { buildPolicyLines, type AccessEnforcer } from '../../resources/access-policy';
import type { RegistryEntry } from '../../resources/declaration';

// The release build bundles the server into dist-server/ and puts the file's text here (scripts/build-server.mjs),
// so the image needs no path back to the sources; from the sources the file is read where it lies.
declare const BUILT_ACCESS_MODEL: string | undefined;

/** The text of access-policy.conf. */
export const accessModel = (): string =>
  typeof BUILT_ACCESS_MODEL === 'string' ? BUILT_ACCESS_MODEL : readFileSync(new URL('../../access-policy.conf', import.meta.url), 'utf8');

/** Builds the enforcer once; callers keep the promise (the server at start). */
export const createAccessEnforcer = async (registry: readonly RegistryEntry[]): Promise<AccessEnforcer> =>
  newEnforcer(newModelFromString(accessModel()), new StringAdapter(buildPolicyLines(registry).join('\n')));

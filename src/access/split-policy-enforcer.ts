// The SPA's casbin enforcer, given the policy already split into rules.
import { newEnforcer, newModelFromString } from 'casbin';
import { buildPolicyLines, type AccessEnforcer } from '../../resources/access-policy';
import { accessModel } from './access-model';
import type { RegistryEntry } from '../../resources/declaration';

/**
 * The same policy as `createAccessEnforcer` (the server's), without casbin's CSV reading: its string adapter runs
 * every line through csv-parse, whose `Buffer` shim cost ~60 ms of the browser's main thread during the shell's
 * first render. Our lines are written by `buildPolicyLines` as `ptype, field, field…` with no quoting and no
 * comma inside a field (names, lower-cased paths, acts), so splitting at ", " gives the rules csv-parse gives.
 */
export const createSplitPolicyEnforcer = async (registry: readonly RegistryEntry[]): Promise<AccessEnforcer> => {
  const rulesByType = new Map<string, string[][]>();
  for (const line of buildPolicyLines(registry)) {
    const [ptype, ...rule] = line.split(', ');
    const rules = rulesByType.get(ptype) ?? [];
    rules.push(rule);
    rulesByType.set(ptype, rules);
  }
  const enforcer = await newEnforcer(newModelFromString(accessModel));
  for (const [ptype, rules] of rulesByType) await enforcer.addNamedPolicies(ptype, rules);
  return enforcer;
};

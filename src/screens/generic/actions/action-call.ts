import type { BaseKey } from '@refinedev/core';
import type { ActionDeclaration, ResourceDeclaration } from '../../../../resources/declaration';
import { actionBasePathOf } from '../../../../resources/paths';
import { isVersionedAction } from '../../../../resources/workflow';

// Where and what an action sends: its spec path under the scope's base path, with `:id` and any other path
// parameter filled from the record and the input; the rest of the input (and a selection's ids) is the body.
// An action that moves a status or makes a record sends the version of each record it acts on as it was read
// (`version`, or `versions` beside a selection's `ids`), so a second click on an old screen is a 409.

export type ActionCallRequest = { url: string; method: 'get' | 'post' | 'put' | 'delete'; body: Record<string, unknown> };

export const actionRequest = (
  declaration: ResourceDeclaration,
  action: ActionDeclaration,
  { id, ids, input = {}, version, versions }: { id?: BaseKey; ids?: readonly BaseKey[]; input?: Record<string, unknown>; version?: number; versions?: readonly number[] },
): ActionCallRequest => {
  const body = { ...input };
  const path = action.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = name === 'id' ? id : body[name];
    delete body[name];
    return encodeURIComponent(String(value ?? ''));
  });
  if (action.target === 'selection') body.ids = ids ?? [];
  if (isVersionedAction(action)) {
    if (action.target === 'record') body.version = version;
    else body.versions = versions ?? [];
  }
  return { url: `${actionBasePathOf(declaration, action)}${path}`, method: action.method.toLowerCase() as ActionCallRequest['method'], body };
};

/** The act the policy knows the action by (resources/access-policy.ts `actionAct`). */
export const actOf = (action: Pick<ActionDeclaration, 'scope' | 'name'>) => `${action.scope}:${action.name}`;

import type { BaseKey } from '@refinedev/core';
import type { ActionDeclaration, ResourceDeclaration } from '../../../../resources/declaration';
import { collectionPath } from '../../../providers/dataProvider';

// Where and what an action sends: its spec path under the scope's base path, with `:id` and any other path
// parameter filled from the record and the input; the rest of the input (and a selection's ids) is the body.

export type ActionCallRequest = { url: string; method: 'get' | 'post' | 'put' | 'delete'; body: Record<string, unknown> };

export const actionRequest = (
  declaration: ResourceDeclaration,
  action: ActionDeclaration,
  { id, ids, input = {} }: { id?: BaseKey; ids?: readonly BaseKey[]; input?: Record<string, unknown> },
): ActionCallRequest => {
  const body = { ...input };
  const path = action.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = name === 'id' ? id : body[name];
    delete body[name];
    return encodeURIComponent(String(value ?? ''));
  });
  if (action.target === 'selection') body.ids = ids ?? [];
  const url = action.base ? `${action.base}${path === '/' ? '' : path}` : `${collectionPath(declaration, action.scope)}${path}`;
  return { url, method: action.method.toLowerCase() as ActionCallRequest['method'], body };
};

/** The act the policy knows the action by (resources/access-policy.ts `actionAct`). */
export const actOf = (action: Pick<ActionDeclaration, 'scope' | 'name'>) => `${action.scope}:${action.name}`;

import { useCustom, type BaseKey } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { actionRequest } from './action-call';

/** Reads a declared GET action (a screen's own call, `isHidden`): its rows or object, refetchable. */
export const useActionRead = <T,>(
  declaration: ResourceDeclaration,
  actionName: string,
  options: { id?: BaseKey; input?: Record<string, unknown>; enabled?: boolean } = {},
) => {
  const action = declaration.actions?.find((candidate) => candidate.name === actionName);
  if (!action) throw new Error(`${declaration.name} declares no action ${actionName}`);
  const { url, body } = actionRequest(declaration, action, options);
  const { query } = useCustom({
    url,
    method: 'get',
    config: { query: body },
    meta: { scope: action.scope },
    queryOptions: { enabled: options.enabled ?? true },
  });
  return { data: query.data?.data as unknown as T | undefined, isLoading: query.isLoading, refetch: query.refetch };
};

/** The declared action by name (for useRunAction). */
export const actionNamed = (declaration: ResourceDeclaration, name: string) => {
  const action = declaration.actions?.find((candidate) => candidate.name === name);
  if (!action) throw new Error(`${declaration.name} declares no action ${name}`);
  return action;
};

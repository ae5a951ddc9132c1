import { useCustom, type BaseKey } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import type { ActionNameOf } from '../../../../resources/record-types';
import { actionRequest } from './action-call';

/** Reads a declared GET action (a screen's own call, `isHidden`): its rows or object, refetchable. */
export const useActionRead = <T, D extends ResourceDeclaration = ResourceDeclaration>(
  declaration: D,
  actionName: ActionNameOf<D>,
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

/** The declared action by name (for useRunAction): one the declaration declares, or a compile error. */
export const actionNamed = <D extends ResourceDeclaration>(declaration: D, name: ActionNameOf<D>) => {
  const action = declaration.actions?.find((candidate) => candidate.name === name);
  if (!action) throw new Error(`${declaration.name} declares no action ${name}`);
  return action;
};

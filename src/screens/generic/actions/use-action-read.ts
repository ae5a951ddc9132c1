import { useCustom, type BaseKey } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import type { ActionNameOf, ActionOf } from '../../../../resources/record-types';
import type { ReplyOf, TypedDeclaration } from '../../../../resources/reply-types';
import { actionRequest } from './action-call';

/** `isQuiet`: no error toast, for a read whose refusal is expected (no balances for a user with no employee). */
type ReadOptions = { id?: BaseKey; input?: Record<string, unknown>; enabled?: boolean; isQuiet?: boolean };

/** Reads a declared GET action (a screen's own call, `isHidden`): its rows or object, refetchable. */
export const useActionRead = <T, D extends ResourceDeclaration = ResourceDeclaration>(
  declaration: D,
  actionName: ActionNameOf<D>,
  options: ReadOptions = {},
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
    ...(options.isQuiet ? { errorNotification: false as const } : {}),
  });
  return { data: query.data?.data as unknown as T | undefined, isLoading: query.isLoading, refetch: query.refetch };
};

/**
 * Reads a declared GET action typed by its declaration: the reply is `ReplyOf<D, N>` (resources/reply-types.ts), so
 * the screen writes no type of its own and a misspelt action or field is a compile error.
 */
export const useActionReply = <D extends ResourceDeclaration, N extends ActionNameOf<D>>(
  declaration: D & TypedDeclaration<D>,
  actionName: N,
  options: ReadOptions = {},
) => useActionRead<ReplyOf<D, N>, D>(declaration, actionName, options);

/** The declared action by name (for useRunAction, whose reply it types): one the declaration declares, or a compile error. */
export const actionNamed = <D extends ResourceDeclaration, N extends ActionNameOf<D>>(declaration: D, name: N): ActionOf<D, N> => {
  const action = declaration.actions?.find((candidate) => candidate.name === name);
  if (!action) throw new Error(`${declaration.name} declares no action ${name}`);
  return action as ActionOf<D, N>;
};

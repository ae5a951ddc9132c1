import { useCustom, useCustomMutation, type BaseKey } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { actionRequest } from '../generic/actions';
import { failedNotice } from '../generic/notices';

// The reconciliation screen's calls, by the declared action's name: reads (GET lists, suggestions) and runs
// whose reply the screen shows (an import's summary, a match's result).

const actionOf = (declaration: ResourceDeclaration, name: string) => {
  const action = declaration.actions?.find((candidate) => candidate.name === name);
  if (!action) throw new Error(`${declaration.name} declares no action ${name}`);
  return action;
};

/** A declared GET action's reply; `enabled` false waits (e.g. until a movement is chosen). */
export const useActionRead = <T,>(declaration: ResourceDeclaration, name: string, options: { id?: BaseKey; query?: Record<string, unknown>; enabled?: boolean } = {}) => {
  const { url } = actionRequest(declaration, actionOf(declaration, name), { id: options.id });
  const { result, query } = useCustom({
    url,
    method: 'get',
    config: { query: options.query },
    queryOptions: { enabled: options.enabled ?? true },
  });
  return { data: result.data as unknown as T | undefined, isLoading: query.isLoading, refetch: query.refetch };
};

/** Runs a declared action and hands back its reply; the server's message is the error toast. */
export const useActionCall = (declaration: ResourceDeclaration) => {
  const { mutateAsync, mutation } = useCustomMutation();
  const call = async <T,>(name: string, options: { id?: BaseKey; input?: Record<string, unknown>; form?: FormData; quiet?: boolean }) => {
    const action = actionOf(declaration, name);
    const { url, method, body } = actionRequest(declaration, action, { id: options.id, input: options.input });
    const reply = await mutateAsync({
      url,
      method: method === 'get' ? 'post' : method,
      values: options.form ? (options.form as unknown as Record<string, unknown>) : body,
      successNotification: false,
      errorNotification: options.quiet ? false : failedNotice(action.label.toLowerCase()),
    });
    return reply.data as T;
  };
  return { call, isRunning: mutation.isPending };
};

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
export const formatEuro = (value: unknown) => (value === null || value === undefined ? '' : euro.format(Number(value)));

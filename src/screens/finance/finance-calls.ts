import { useCustomMutation, type BaseKey } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { actionNamed, actionRequest } from '../generic/actions';
import { failedNotice } from '../generic/notices';
import { formatMoney } from '../../i18n';

// The reconciliation screen's runs whose reply it shows (an import's summary, a match's result); its reads
// are the generic useActionRead.

/** Runs a declared action and hands back its reply; the server's message is the error toast. */
export const useActionCall = (declaration: ResourceDeclaration) => {
  const { mutateAsync, mutation } = useCustomMutation();
  const call = async <T,>(name: string, options: { id?: BaseKey; input?: Record<string, unknown>; form?: FormData; quiet?: boolean }) => {
    const action = actionNamed(declaration, name);
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

export const formatEuro = (value: unknown) => (value === null || value === undefined ? '' : formatMoney(Number(value)));

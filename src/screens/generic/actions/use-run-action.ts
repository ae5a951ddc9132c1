import { useCustomMutation, useInvalidate, useNotification, type BaseKey, type HttpError } from '@refinedev/core';
import { useState } from 'react';
import type { ActionDeclaration, ResourceDeclaration } from '../../../../resources/declaration';
import type { ReplyOfAction } from '../../../../resources/reply-types';
import { failedNotice } from '../notices';
import { actionRequest } from './action-call';
import { translate } from '../../../i18n';
import { downloadActionFile } from './download-action';
import { doneMessage } from './done-message';

/** `quiet`: no toast either way, for a screen that shows the reply or the refusal itself (a statement import's summary). */
/** `version` / `versions`: of the record or chosen records as read, sent by actions that move a status or make a record. */
export type RunActionOptions = {
  id?: BaseKey;
  ids?: readonly BaseKey[];
  version?: number;
  versions?: readonly number[];
  input?: Record<string, unknown>;
  files?: File[];
  quiet?: boolean;
};

/**
 * Runs a declared action and refreshes the resource's lists and records; the server's message is the error
 * toast. Resolves to the action's reply (what was assigned and what was skipped), for screens that show it.
 */
/** What `run` resolves to: the action's declared reply; a download is saved, not returned. */
export type RunReply<A, D extends ResourceDeclaration> = A extends { reply: 'file' } ? undefined : ReplyOfAction<A, D>;

export const useRunAction = <D extends ResourceDeclaration>(declaration: D, identifier: string) => {
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const [isDownloading, setIsDownloading] = useState(false);

  // An export changes nothing: the file is saved, no list is refreshed.
  const download = async (action: ActionDeclaration, options: RunActionOptions) => {
    const { url, body } = actionRequest(declaration, action, options);
    setIsDownloading(true);
    try {
      await downloadActionFile(url, body, action.name);
      open?.({ type: 'success', message: translate('{{action}}: done', { action: translate(action.label) }) });
    } catch (error) {
      open?.(failedNotice(translate(action.label).toLowerCase())(error as HttpError));
      throw error;
    } finally {
      setIsDownloading(false);
    }
  };

  const run = async <A extends ActionDeclaration>(action: A, { files, quiet = false, ...options }: RunActionOptions): Promise<RunReply<A, D>> => {
    if (action.isDownload) return (await download(action, options)) as RunReply<A, D>;
    const { url, method, body } = actionRequest(declaration, action, options);
    const payload = files ? asFormData(body, files) : body;
    const reply = await mutateAsync({
      url,
      method: method === 'get' ? 'post' : method,
      values: payload,
      // The toast names what happened to what (the action's declared `done`), from the reply.
      successNotification: quiet
        ? false
        : (data) => ({ type: 'success', message: doneMessage(declaration, action, { reply: data?.data, input: options.input, count: options.ids?.length }) }),
      errorNotification: quiet ? false : failedNotice(translate(action.label).toLowerCase()),
    });
    // Every query of the resource: refine's 'detail' needs the one id, and a move changes the record shown.
    await invalidate({ resource: identifier, invalidates: ['resourceAll'] });
    return reply.data as RunReply<A, D>;
  };
  return { run, isRunning: mutation.isPending || isDownloading };
};

const asFormData = (body: Record<string, unknown>, files: File[]) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) if (value !== undefined && value !== null) form.append(key, String(value));
  for (const file of files) form.append('file', file);
  return form as unknown as Record<string, unknown>;
};

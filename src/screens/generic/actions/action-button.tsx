import { useCan, useDataProvider, type BaseKey, type HttpError } from '@refinedev/core';
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import type { ActionDeclaration, ResourceDeclaration } from '../../../../resources/declaration';
import type { Scope } from '../../../providers/dataProvider';
import { failedNotice } from '../notices';
import { saveFile } from '../save-file';
import { actionRequest, actOf } from './action-call';
import { ActionForm } from './action-form';
import { useRunAction } from './use-run-action';

export type ActionButtonProps = {
  declaration: ResourceDeclaration;
  identifier: string;
  scope: Scope;
  action: ActionDeclaration;
  /** The record it acts on, or the chosen records of a bulk action. */
  id?: BaseKey;
  ids?: readonly BaseKey[];
  /** The file's name (without extension) for an action that downloads one; default the action's label. */
  fileName?: string;
  /** Input the screen already knows (the month it shows): sent as is, without the action's form. */
  input?: Record<string, unknown>;
  /** Off while the screen has something to do first (unsaved hours before sending). */
  isDisabled?: boolean;
  type?: 'primary' | 'default';
  size?: 'small' | 'middle';
  onDone?: () => void;
};

/**
 * One declared action as a button, shown only when the policy lets the viewer run it: with an input it opens
 * its form, with a confirmation text it asks first, else it runs on click.
 */
export const ActionButton = (props: ActionButtonProps) => {
  const { declaration, identifier, scope, action, id, ids, input, isDisabled, type, size, onDone } = props;
  const { data: access } = useCan({ resource: declaration.name, action: actOf(action) });
  const { run, isRunning } = useRunAction(declaration, identifier);
  const { modal } = App.useApp();
  const [isFormOpen, setIsFormOpen] = useState(false);
  if (access?.can !== true) return null;
  if (action.download) return <DownloadButton {...props} />;

  const hasForm = input === undefined && (action.input !== undefined || action.files !== undefined);
  const runNow = () => run(action, { id, ids, input }).then(onDone, () => undefined);
  const onClick = () => {
    if (hasForm) setIsFormOpen(true);
    else if (action.confirm) modal.confirm({ title: action.label, content: action.confirm, okText: action.label, onOk: runNow });
    else void runNow();
  };
  const count = ids ? ` (${ids.length})` : '';
  return (
    <>
      <Button type={type} size={size} onClick={onClick} loading={isRunning && !isFormOpen} disabled={isDisabled || ids?.length === 0}>
        {action.label}
        {count}
      </Button>
      {hasForm && isFormOpen && (
        <ActionForm
          action={action}
          context={{ scope }}
          isOpen={isFormOpen}
          isRunning={isRunning}
          onClose={() => setIsFormOpen(false)}
          onSubmit={(input, files) => run(action, { id, ids, input, files: action.files ? files : undefined }).then(onDone)}
        />
      )}
    </>
  );
};

/** An action that answers with a file: fetched with the bearer token, then saved under the record's name. */
const DownloadButton = ({ declaration, action, id, input, fileName, isDisabled, type, size }: ActionButtonProps) => {
  const dataProvider = useDataProvider();
  const { notification } = App.useApp();
  const [isFetching, setIsFetching] = useState(false);
  const download = async () => {
    const { url, body } = actionRequest(declaration, action, { id, input });
    setIsFetching(true);
    try {
      const { data } = await dataProvider().custom!<Blob>({ url, method: 'get', query: body, meta: { scope: action.scope, responseType: 'blob' } });
      saveFile(data, `${fileName ?? action.label}.${action.download!.extension}`);
    } catch (error) {
      const { message, description } = failedNotice(action.label.toLowerCase())(error as HttpError);
      notification.error({ message, description });
    } finally {
      setIsFetching(false);
    }
  };
  return (
    <Button type={type} size={size} icon={<DownloadOutlined />} onClick={() => void download()} loading={isFetching} disabled={isDisabled}>
      {action.label}
    </Button>
  );
};

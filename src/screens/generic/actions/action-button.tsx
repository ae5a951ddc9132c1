import { useCan, type BaseKey } from '@refinedev/core';
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { Suspense, useState } from 'react';
import type { ActionDeclaration, ResourceDeclaration } from '../../../../resources/declaration';
import type { Scope } from '../../../providers/dataProvider';
import { actOf } from './action-call';
import { useRunAction } from './use-run-action';
import { translate } from '../../../i18n';
import { useSignedInUser } from '../../../providers/signed-in-user';
import { withReachableStates } from '../../../../resources/workflow';
import { lazyNamed } from '../../lazy';
import type { ActionFormProps } from './action-form';

// The form (every field kind's input) loads when a button first opens it: a screen with a button that runs at once
// (the time sheet's Send) does not load forms.
const ActionForm = lazyNamed<ActionFormProps>(() => import('./action-form'), 'ActionForm');

export type ActionButtonProps = {
  declaration: ResourceDeclaration;
  identifier: string;
  scope: Scope;
  action: ActionDeclaration;
  /** The record it acts on, or the chosen records of a bulk action. */
  id?: BaseKey;
  ids?: readonly BaseKey[];
  /** The version of the record (or of each chosen record) as shown: an action that moves or makes sends it. */
  version?: number;
  versions?: readonly number[];
  /** Input the screen already knows (the month it shows): sent as is, without the action's form. */
  input?: Record<string, unknown>;
  /** Off while the screen has something to do first (unsaved hours before sending). */
  isDisabled?: boolean;
  type?: 'primary' | 'default';
  size?: 'small' | 'middle';
  onDone?: () => void;
  /** The record as shown: a move's form offers only the states its declared transitions reach from it. */
  record?: Record<string, unknown>;
};

/**
 * One declared action as a button, shown only when the policy lets the viewer run it: with an input it opens
 * its form, with a confirmation text it asks first, else it runs on click.
 */
export const ActionButton = (props: ActionButtonProps) => {
  const { declaration, identifier, scope, action, id, ids, version, versions, input, isDisabled, type, size, onDone, record } = props;
  const { roles } = useSignedInUser();
  const { data: access } = useCan({ resource: declaration.name, action: actOf(action) });
  const { run, isRunning } = useRunAction(declaration, identifier);
  const { modal } = App.useApp();
  const [isFormOpen, setIsFormOpen] = useState(false);
  if (access?.can !== true) return null;

  const hasForm = input === undefined && (action.input !== undefined || action.files !== undefined);
  const runNow = () => run(action, { id, ids, version, versions, input }).then(onDone, () => undefined);
  const onClick = () => {
    if (hasForm) setIsFormOpen(true);
    else if (action.confirm) modal.confirm({ title: translate(action.label), content: translate(action.confirm), okText: translate(action.label), onOk: runNow });
    else void runNow();
  };
  const count = ids ? ` (${ids.length})` : '';
  return (
    <>
      <Button type={type} size={size} icon={action.isDownload ? <DownloadOutlined /> : undefined} onClick={onClick} loading={isRunning && !isFormOpen} disabled={isDisabled || ids?.length === 0}>
        {translate(action.label)}
        {count}
      </Button>
      {hasForm && isFormOpen && (
        <Suspense>
          <ActionForm
            action={record ? withReachableStates(declaration, action, record, roles) : action}
            context={{ scope }}
            isOpen={isFormOpen}
            isRunning={isRunning}
            onClose={() => setIsFormOpen(false)}
            onSubmit={(input, files) => run(action, { id, ids, version, versions, input, files: action.files ? files : undefined }).then(onDone)}
          />
        </Suspense>
      )}
    </>
  );
};

import type { BaseRecord } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { isOffered, visibleActions } from '../../../../resources/workflow';
import type { Scope } from '../../../providers/dataProvider';
import { useSignedInUser } from '../../../providers/signed-in-user';
import { ActionButton } from './action-button';

type RecordActionButtonsProps = { declaration: ResourceDeclaration; identifier: string; scope: Scope; record: BaseRecord; size?: 'small' | 'middle' };

/** The record's declared actions that its state allows for the viewer (a Sent month offers Approve, not Send). */
export const RecordActionButtons = ({ declaration, identifier, scope, record, size }: RecordActionButtonsProps) => {
  const { roles } = useSignedInUser();
  if (scope === 'lookup' || record.id === undefined) return null;
  const actions = visibleActions(declaration, scope, 'record').filter((action) => isOffered(declaration, action, record, roles));
  return (
    <>
      {actions.map((action) => (
        <ActionButton
          key={action.name}
          declaration={declaration}
          identifier={identifier}
          scope={scope}
          action={action}
          id={record.id}
          version={typeof record.version === 'number' ? record.version : undefined}
          size={size}
        />
      ))}
    </>
  );
};

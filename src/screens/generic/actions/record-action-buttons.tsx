import { MoreOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Button, Popover, Space } from 'antd';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { isOffered, visibleActions } from '../../../../resources/workflow';
import type { Scope } from '../../../providers/dataProvider';
import { useSignedInUser } from '../../../providers/signed-in-user';
import { ActionButton } from './action-button';
import { translate } from '../../../i18n';

type RecordActionButtonsProps = {
  declaration: ResourceDeclaration;
  identifier: string;
  scope: Scope;
  record: BaseRecord;
  size?: 'small' | 'middle';
  /** At most this many buttons in a row; the others under "More actions" (a payroll row offers six). */
  maxInline?: number;
};

/** The record's declared actions that its state allows for the viewer (a Sent month offers Approve, not Send). */
export const RecordActionButtons = ({ declaration, identifier, scope, record, size, maxInline }: RecordActionButtonsProps) => {
  const { roles, employeeId } = useSignedInUser();
  if (scope === 'lookup' || record.id === undefined) return null;
  const actions = visibleActions(declaration, scope, 'record').filter((action) => isOffered(declaration, action, record, roles, employeeId));
  const buttonOf = (action: (typeof actions)[number]) => (
    <ActionButton
      key={action.name}
      declaration={declaration}
      identifier={identifier}
      scope={scope}
      action={action}
      id={record.id}
      record={record}
      version={typeof record.version === 'number' ? record.version : undefined}
      size={size}
    />
  );
  const inline = maxInline !== undefined && actions.length > maxInline + 1 ? actions.slice(0, maxInline) : actions;
  const more = actions.slice(inline.length);
  return (
    <>
      {inline.map(buttonOf)}
      {more.length > 0 && (
        <Popover trigger="click" placement="bottomRight" content={<Space direction="vertical">{more.map(buttonOf)}</Space>}>
          <Button size={size} icon={<MoreOutlined />} aria-label={translate('More actions')} />
        </Popover>
      )}
    </>
  );
};

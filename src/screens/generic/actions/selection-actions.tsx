import type { BaseKey, BaseRecord } from '@refinedev/core';
import { Space, Typography } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { isOffered, visibleActions } from '../../../../resources/workflow';
import type { Scope } from '../../../providers/dataProvider';
import { useSignedInUser } from '../../../providers/signed-in-user';
import { ActionButton } from './action-button';
import { translate } from '../../../i18n';

/**
 * The select-all box in the column's title. antd copies every column title into a hidden measuring row
 * (aria-hidden) of a scrolling table; the copy is made inert, so no keyboard or screen reader reaches a box
 * nobody sees (axe's aria-hidden-focus).
 */
const SelectAllTitle = ({ children }: { children: ReactNode }) => {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current?.closest('[aria-hidden="true"]')) ref.current.inert = true;
  });
  return <span ref={ref}>{children}</span>;
};

type SelectionProps = { declaration: ResourceDeclaration; identifier: string; scope: Scope };

/**
 * A list's bulk actions: row checkboxes (only on rows some bulk action may move) and, above the table, one
 * button per action for the chosen rows. Nothing when the resource declares no bulk action for this scope.
 */
export const useSelectionActions = ({ declaration, identifier, scope }: SelectionProps) => {
  const { roles, employeeId } = useSignedInUser();
  const [selected, setSelected] = useState<BaseKey[]>([]);
  // The chosen rows as shown: their versions go with the ids.
  const [chosenRows, setChosenRows] = useState<BaseRecord[]>([]);
  const actions = scope === 'lookup' ? [] : visibleActions(declaration, scope, 'selection');
  if (actions.length === 0) return { rowSelection: undefined, bar: null };

  const rowSelection: TableRowSelection<BaseRecord> = {
    selectedRowKeys: selected as React.Key[],
    columnTitle: (checkbox) => <SelectAllTitle>{checkbox}</SelectAllTitle>,
    onChange: (keys, rows) => {
      setSelected(keys as BaseKey[]);
      setChosenRows(rows);
    },
    getCheckboxProps: (record) => ({
      disabled: !actions.some((action) => isOffered(declaration, action, record, roles, employeeId)),
      // Each box is named by its row, so a screen reader says what it chooses.
      'aria-label': translate('Choose {{record}}', { record: String(record[declaration.titleField] ?? record.id) }),
    }),
  };
  const bar = (
    <Space wrap style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">{selected.length === 0 ? translate('Choose rows for') : translate('{{count}} chosen:', { count: selected.length })}</Typography.Text>
      {actions.map((action) => {
        // Each action takes only the chosen rows it is offered on (a payroll chosen to advance is no payroll to pay):
        // its count says so, and it is disabled when none of them is.
        const rows = chosenRows.filter((row) => isOffered(declaration, action, row, roles, employeeId));
        return (
          <ActionButton
            key={action.name}
            declaration={declaration}
            identifier={identifier}
            scope={scope}
            action={action}
            ids={rows.map((row) => row.id as BaseKey)}
            versions={rows.map((row) => Number(row.version))}
            onDone={() => {
              setSelected([]);
              setChosenRows([]);
            }}
          />
        );
      })}
    </Space>
  );
  return { rowSelection, bar };
};

/** The collection's actions (generate a month, import a file) as toolbar buttons. */
export const CollectionActionButtons = ({ declaration, identifier, scope }: SelectionProps) => {
  if (scope === 'lookup') return null;
  return (
    <>
      {visibleActions(declaration, scope, 'collection').map((action) => (
        <ActionButton key={action.name} declaration={declaration} identifier={identifier} scope={scope} action={action} />
      ))}
    </>
  );
};

import { PlusOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import type { BaseKey, BaseRecord } from '@refinedev/core';
import { Button, Card, Table } from 'antd';
import { useEffect, useState } from 'react';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { recordRoutePathOf } from '../../../resources/paths';
import { fieldColumn } from '../../fields';
import type { Scope } from '../../providers/dataProvider';
import { useSignedInUser } from '../../providers/signed-in-user';
import { useFindDeclaration } from '../../registry-context';
import { FormDrawer, type FormTarget } from './form-drawer';
import { RecordActionButtons, useSelectionActions } from './actions';
import { isPartOpen, visibleActions } from '../../../resources/workflow';
import { RowActions, useDeleteRecord } from './record-actions';
import { fieldEntries } from './screen-props';
import { useRecordAbilities } from './use-abilities';
import { translate } from '../../i18n';
import { PRINTED_PAGE_SIZE, useIsPrinting } from '../../shell/print/print-mode';

const CHILD_PAGE_SIZE = 10;

/** Children are read on the employee's own path only on an own screen and where the child has such a path. */
const childScopeOf = (scope: Scope, child: ResourceDeclaration): Scope => (scope === 'own' && child.api.own ? 'own' : 'admin');

/** Without a parent (`foreignKey` and `parentId`), every row of the resource: a small list kept inside another screen. */
type ChildRecordsProps = {
  child: ResourceDeclaration;
  foreignKey?: string;
  parentId?: BaseKey;
  label?: string;
  scope: Scope;
  /** The parent record as shown, which decides whether rows that are part of it (`partOf`) take writes now. */
  parent?: { declaration: ResourceDeclaration; record: BaseRecord };
  /** After a row is added, edited or removed: the parent's derived fields (an invoice's total) followed it. */
  onChanged?: () => void;
};

/**
 * The rows of another resource that point at this record (a declaration's `children`): members of a group,
 * lines of a quote. Added with the parent already set, edited and removed in place, as the caller may.
 */
export const ChildRecordsTable = ({ child, foreignKey, parentId, label, scope, parent: parentRecord, onChanged }: ChildRecordsProps) => {
  const parent = foreignKey !== undefined && parentId !== undefined ? { [foreignKey]: Number(parentId) } : undefined;
  const childScope = childScopeOf(scope, child);
  const [formTarget, setFormTarget] = useState<FormTarget>();
  const abilities = useRecordAbilities(child, child.name, childScope);
  // Rows that are part of this parent (an invoice's lines) are written only while it is open to them (a draft).
  const isOpen = !(child.partOf?.field === foreignKey && parentRecord && !isPartOpen(child, parentRecord.declaration, parentRecord.record));
  const canCreate = abilities.canCreate && isOpen;
  const canEdit = abilities.canEdit && isOpen;
  const canDelete = abilities.canDelete && isOpen;
  // A child with a record page the viewer may open (a quote's contract) is opened from its row.
  const { roles } = useSignedInUser();
  const showRoute = recordRoutePathOf(child, { roles });
  // Printed, the table holds every child row (a month's days), not the page shown (print-mode.ts).
  const isPrinting = useIsPrinting();
  const { tableProps, tableQuery, setPageSize, setCurrentPage } = useTable<BaseRecord>({
    resource: child.name,
    syncWithLocation: false,
    pagination: { pageSize: CHILD_PAGE_SIZE },
    filters: { permanent: parent && foreignKey ? [{ field: foreignKey, operator: 'eq', value: parentId }] : [] },
    sorters: { initial: child.defaultSort ? [child.defaultSort] : [] },
    meta: { scope: childScope },
  });
  useEffect(() => {
    setCurrentPage(1);
    setPageSize(isPrinting ? PRINTED_PAGE_SIZE : CHILD_PAGE_SIZE);
  }, [isPrinting, setPageSize, setCurrentPage]);
  // The child's bulk actions (correct many payroll days at once) on the rows shown here.
  const selection = useSelectionActions({ declaration: child, identifier: child.name, scope: childScope });
  const deleteRecord = useDeleteRecord();
  const rows = tableProps.dataSource ?? [];
  const hasRecordActions = childScope !== 'lookup' && visibleActions(child, childScope, 'record').length > 0;
  const columns = [
    ...fieldEntries(child)
      .filter(([name, field]) => field.isListed && name !== foreignKey)
      .map(([name, field]) => fieldColumn({ name, field, rows, context: { scope: childScope } })),
    ...(canEdit || canDelete || showRoute || hasRecordActions
      ? [
          {
            key: 'actions',
            title: translate('Actions'),
            // Per row: a locked row, or one the caller only reads, offers no edit or delete.
            render: (_: unknown, record: BaseRecord) => {
              const writes = isOpen ? abilities.on(record) : { canEdit: false, canDelete: false };
              return (
                <>
                  <RowActions
                    record={record}
                    showRoute={showRoute}
                    onEdit={writes.canEdit ? (id) => setFormTarget({ action: 'edit', id }) : undefined}
                    onDelete={writes.canDelete ? () => deleteRecord({ declaration: child, identifier: child.name, scope: childScope, record, onDeleted: onChanged }) : undefined}
                  />
                  {/* The child's declared actions its state allows (a payment's match undone in place). */}
                  <RecordActionButtons declaration={child} identifier={child.name} scope={childScope} record={record} size="small" maxInline={2} />
                </>
              );
            },
          },
        ]
      : []),
  ];
  const title = translate(label ?? child.label);
  return (
    <Card
      size="small"
      title={title}
      extra={
        canCreate && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setFormTarget({ action: 'create' })}>
            {translate('Add')}
          </Button>
        )
      }
    >
      {selection.bar}
      <Table<BaseRecord> {...tableProps} rowKey="id" columns={columns} size="small" aria-label={title} rowSelection={selection.rowSelection} />
      <FormDrawer
        declaration={child}
        identifier={child.name}
        scope={childScope}
        target={formTarget}
        // Record ids are integers; the route gives the parent's as text.
        fixedValues={parent}
        onClose={() => {
          setFormTarget(undefined);
          void tableQuery.refetch();
          onChanged?.();
        }}
      />
    </Card>
  );
};

/** All children lists of a declaration; a child not (yet) in the registry is left out. */
export const ChildRecords = ({
  declaration,
  parentId,
  scope,
  record,
  onChanged,
}: {
  declaration: ResourceDeclaration;
  parentId: BaseKey;
  scope: Scope;
  /** The parent as shown, and what reads it again when a child that feeds its derived fields changes. */
  record?: BaseRecord;
  onChanged?: () => void;
}) => {
  const findDeclaration = useFindDeclaration();
  const { roles } = useSignedInUser();
  // A list the viewer may not read is not shown, and not requested (no 403 on someone else's card). Own
  // children are read on the own path, open to every employee; admin ones to the child's roles (the same
  // rule the policy's admin-API lines are generated from, resources/access-policy.ts).
  const mayRead = (child: ResourceDeclaration) =>
    childScopeOf(scope, child) === 'own' || child.roles.some((role) => roles.includes(role));
  return (
    <>
      {(declaration.children ?? []).map(({ resource, foreignKey, label }) => {
        const child = findDeclaration(resource);
        const feedsParent = declaration.derived?.children?.some((fed) => fed.resource === resource && fed.foreignKey === foreignKey) === true;
        return child && mayRead(child) ? (
          <ChildRecordsTable
            key={`${resource}.${foreignKey}`}
            child={child}
            foreignKey={foreignKey}
            parentId={parentId}
            label={label}
            scope={scope}
            parent={record ? { declaration, record } : undefined}
            onChanged={feedsParent ? onChanged : undefined}
          />
        ) : null;
      })}
    </>
  );
};

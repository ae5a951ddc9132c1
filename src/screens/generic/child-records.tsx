import { useTable } from '@refinedev/antd';
import type { BaseKey, BaseRecord } from '@refinedev/core';
import { Card, Table } from 'antd';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { fieldColumn } from '../../fields';
import { referenceScope } from '../../fields/kinds/reference';
import type { Scope } from '../../providers/dataProvider';
import { useFindDeclaration } from '../../registry-context';
import { fieldEntries } from './screen-props';

type ChildRecordsProps = { child: ResourceDeclaration; foreignKey: string; parentId: BaseKey; label?: string; scope: Scope };

/** The rows of another resource that point at this record (a declaration's `children`), compact and read-only. */
const ChildRecordsTable = ({ child, foreignKey, parentId, label, scope }: ChildRecordsProps) => {
  const childScope = referenceScope(scope, child);
  const { tableProps } = useTable<BaseRecord>({
    resource: child.name,
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    filters: { permanent: [{ field: foreignKey, operator: 'eq', value: parentId }] },
    sorters: { initial: child.defaultSort ? [child.defaultSort] : [] },
    meta: { scope: childScope },
  });
  const rows = tableProps.dataSource ?? [];
  const columns = fieldEntries(child)
    .filter(([name, field]) => field.isListed && name !== foreignKey)
    .map(([name, field]) => fieldColumn({ name, field, rows, context: { scope: childScope } }));
  return (
    <Card size="small" title={label ?? child.label}>
      <Table<BaseRecord> {...tableProps} rowKey="id" columns={columns} size="small" />
    </Card>
  );
};

/** All children lists of a declaration; a child not (yet) in the registry is left out. */
export const ChildRecords = ({ declaration, parentId, scope }: { declaration: ResourceDeclaration; parentId: BaseKey; scope: Scope }) => {
  const findDeclaration = useFindDeclaration();
  return (
    <>
      {(declaration.children ?? []).map(({ resource, foreignKey, label }) => {
        const child = findDeclaration(resource);
        return child ? (
          <ChildRecordsTable key={`${resource}.${foreignKey}`} child={child} foreignKey={foreignKey} parentId={parentId} label={label} scope={scope} />
        ) : null;
      })}
    </>
  );
};

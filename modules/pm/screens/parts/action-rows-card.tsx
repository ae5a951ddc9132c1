import type { BaseKey, BaseRecord } from '@refinedev/core';
import { Card, Table } from 'antd';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { fieldColumn } from '../../../../src/fields';
import { useFindDeclaration } from '../../../../src/registry-context';
import { fieldEntries } from '../../../../src/screens/generic/screen-props';
import { useActionRead } from '../../../../src/screens/generic/actions';

/** Rows of another resource read through a declared action of this one, in that resource's listed columns. */
export const ActionRowsCard = ({ declaration, actionName, recordId, rowsOf, title }: { declaration: ResourceDeclaration; actionName: string; recordId: BaseKey; rowsOf: string; title: string }) => {
  const rowsDeclaration = useFindDeclaration()(rowsOf);
  const { data, isLoading } = useActionRead<BaseRecord[]>(declaration, actionName, { id: recordId });
  if (!rowsDeclaration) return null;
  const rows = data ?? [];
  const columns = fieldEntries(rowsDeclaration)
    .filter(([, field]) => field.isListed)
    .map(([name, field]) => fieldColumn({ name, field, rows, context: { scope: 'admin' } }));
  return (
    <Card size="small" title={title}>
      <Table<BaseRecord> rowKey="id" size="small" loading={isLoading} dataSource={rows} columns={columns} pagination={false} aria-label={title} />
    </Card>
  );
};

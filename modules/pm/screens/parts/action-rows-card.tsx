import type { BaseKey, BaseRecord } from '@refinedev/core';
import { Card, Table } from 'antd';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import type { NamedRow } from '../../../../resources/reply-types';
import { fieldColumn } from '../../../../src/fields';
import { useFindDeclaration } from '../../../../src/registry-context';
import { fieldEntries } from '../../../../src/screens/generic/screen-props';
import { actionNamed, useActionRead } from '../../../../src/screens/generic/actions';

/**
 * Rows of another resource read through a declared action of this one, in that resource's listed columns: the
 * action's declared reply names the resource (`{ resource: 'statementsOfWork', isList: true }`), so the card shows
 * what the action answers and nothing else.
 */
export const ActionRowsCard = ({ declaration, actionName, recordId, title }: { declaration: ResourceDeclaration; actionName: string; recordId: BaseKey; title: string }) => {
  const { reply } = actionNamed(declaration, actionName);
  const named = typeof reply === 'object' && 'resource' in reply ? reply.resource : undefined;
  const rowsDeclaration = useFindDeclaration()(named === 'self' ? declaration.name : (named ?? ''));
  const { data, isLoading } = useActionRead<NamedRow[]>(declaration, actionName, { id: recordId });
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

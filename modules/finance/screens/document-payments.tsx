import { UndoOutlined } from '@ant-design/icons';
import { useList, useMany, type BaseKey } from '@refinedev/core';
import { Button, Card, Popconfirm, Table, Tag, Typography } from 'antd';
import { formatDate } from '../../../src/fields';
import { formatEuro } from './finance-calls';
import { translate } from '../../../src/i18n';
import type { RowOf } from '../../../resources/reply-types';
import { cashFlowEntries } from '../cash-flow-entries.resource';
import { cashFlowMatches } from '../cash-flow-matches.resource';

type Match = RowOf<typeof cashFlowMatches>;

// On an invoice's or a tax's page: the bank movements matched to it (cashFlowMatches by `field`), each with
// its day, full description and amount; where the page offers it, an undo per match.

type DocumentPaymentsProps = {
  /** The match's reference to the document: `invoiceId` or `taxId`. */
  field: 'invoiceId' | 'taxId';
  documentId: BaseKey;
  /** Undoes one match (the page's declared action); omitted, none is offered. */
  onUndo?: (matchId: number) => Promise<unknown>;
};

export const DocumentPayments = ({ field, documentId, onUndo }: DocumentPaymentsProps) => {
  const matches = useList<Match>({
    resource: cashFlowMatches.name,
    filters: [{ field, operator: 'eq', value: documentId }],
    sorters: [{ field: 'id', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 100 },
  });
  const rows = matches.result.data ?? [];
  const movementIds = [...new Set(rows.map((row) => row.cashFlowEntryId))];
  const movements = useMany<RowOf<typeof cashFlowEntries>>({ resource: cashFlowEntries.name, ids: movementIds, queryOptions: { enabled: movementIds.length > 0 } });
  const movementOf = new Map((movements.result.data ?? []).map((movement) => [movement.id, movement]));

  const undo = async (matchId: number) => {
    await onUndo?.(matchId);
    await matches.query.refetch();
  };

  return (
    <Card size="small" title={translate('Payments')}>
      <Table<Match>
        size="small"
        rowKey="id"
        pagination={false}
        loading={matches.query.isLoading}
        dataSource={rows}
        locale={{ emptyText: translate('No bank movement is matched to it') }}
        columns={[
          { key: 'date', title: translate('Date'), render: (_, row) => formatDate(movementOf.get(row.cashFlowEntryId)?.date) },
          {
            key: 'description',
            title: translate('Bank movement'),
            render: (_, row) => <Typography.Text style={{ whiteSpace: 'normal' }}>{String(movementOf.get(row.cashFlowEntryId)?.description ?? '')}</Typography.Text>,
          },
          { key: 'amount', title: translate('Amount'), align: 'right', render: (_, row) => formatEuro(row.amount) },
          { key: 'partial', title: '', render: (_, row) => (row.isPartial ? <Tag color="gold">{translate('Partial')}</Tag> : null) },
          ...(onUndo
            ? [
                {
                  key: 'undo',
                  title: '',
                  render: (_: unknown, row: Match) => (
                    <Popconfirm title={translate('Undo this match? The movement is open again and the document unpaid by its amount.')} onConfirm={() => undo(row.id)}>
                      <Button size="small" icon={<UndoOutlined />} aria-label={translate('Undo the match')}>
                        {translate('Undo')}
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
};

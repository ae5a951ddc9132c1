import { Card, Table, Tag } from 'antd';
import { useEffect } from 'react';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { formatDate } from '../../../src/fields';
import { useActionReply } from '../../../src/screens/generic/actions';
import { formatEuro } from './finance-calls';
import { translate } from '../../../src/i18n';
import { cashFlowEntries } from '../cash-flow-entries.resource';
import type { ReplyOf } from '../../../resources/reply-types';

// Every payment of an invoice whose files are incomplete (GET …/cashflow/incompleteFiles): the PDF, XML or
// SdI receipt to chase before the books close.

type Payment = ReplyOf<typeof cashFlowEntries, 'incompleteFiles'>[number];

export const IncompleteFilesCard = ({ declaration, version }: { declaration: ResourceDeclaration; version: number }) => {
  const { data, isLoading, refetch } = useActionReply(cashFlowEntries, 'incompleteFiles');
  // Read again after every match made on the screen (`version` counts them).
  useEffect(() => {
    if (version > 0) void refetch();
  }, [version, refetch]);
  const rows = Array.isArray(data) ? data : [];
  return (
    <Card size="small" title={`${translate('Payments of invoices with incomplete files')} (${rows.length})`}>
      <Table<Payment>
        size="small"
        rowKey="matchId"
        loading={isLoading}
        pagination={{ pageSize: 10 }}
        dataSource={rows}
        aria-label={translate('Payments of invoices with incomplete files')}
        locale={{ emptyText: translate('Every paid invoice has its files') }}
        columns={[
          { title: translate('Date'), dataIndex: 'date', render: (value) => formatDate(value) },
          { title: translate('Movement'), dataIndex: 'description', ellipsis: true },
          { title: translate('Invoice'), dataIndex: 'number' },
          { title: translate('Paid'), dataIndex: 'amount', align: 'right', render: formatEuro },
          { title: translate('Missing'), dataIndex: 'missingFiles', render: (missing: string[]) => missing.map((file) => <Tag key={file} color="red">{translate(file)}</Tag>) },
        ]}
      />
    </Card>
  );
};

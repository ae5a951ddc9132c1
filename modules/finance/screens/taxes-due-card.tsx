import { Card, Table, Tag } from 'antd';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { useFindDeclaration } from '../../../src/registry-context';
import { useActionReply } from '../../../src/screens/generic/actions';
import { formatEuro } from './finance-calls';
import { daysAway, translate } from '../../../src/i18n';
import { formatDate } from '../../../src/fields';
import { taxes } from '../taxes.resource';
import type { ReplyOf } from '../../../resources/reply-types';

// The taxes falling due in the next 30 days (and the unpaid overdue ones), from GET /admin/finance/taxes/dueSoon;
// shown on /admin/taxes and on the overview.

type TaxDue = ReplyOf<typeof taxes, 'dueSoon'>[number];

export const TaxesDueCard = () => {
  const declaration = useFindDeclaration()('taxes');
  if (!declaration) return null;
  return <TaxesDueTable declaration={declaration} />;
};

const TaxesDueTable = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { data, isLoading } = useActionReply(taxes, 'dueSoon', { input: { days: 30 } });
  const rows = Array.isArray(data) ? data : [];
  return (
    <Card title={translate('Taxes due in the next 30 days')} size="small" loading={isLoading}>
      <Table<TaxDue>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        aria-label={translate('Taxes due in the next 30 days')}
        locale={{ emptyText: translate('Nothing falls due in the next 30 days') }}
        columns={[
          { title: translate('Due date'), dataIndex: 'dueDate', render: (value: string) => formatDate(value) },
          { title: translate('Tax'), dataIndex: 'taxType', render: (value: string) => translate(value) },
          { title: translate('Description'), dataIndex: 'description' },
          { title: translate('Amount'), dataIndex: 'amount', align: 'right', render: formatEuro },
          {
            title: translate('When'),
            key: 'when',
            render: (_: unknown, row) => (row.isOverdue ? <Tag color="red">{daysAway(row.daysLeft)}</Tag> : <Tag>{daysAway(row.daysLeft)}</Tag>),
          },
        ]}
      />
    </Card>
  );
};

import { Card, Col, Row, Space, Statistic, Table } from 'antd';
import { useParams } from 'react-router';
import { formatDate } from '../../../src/fields';
import { ShowScreen } from '../../../src/screens/generic';
import { useActionReply } from '../../../src/screens/generic/actions';
import { customers } from '../customers.resource';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { formatMoney, formatUpTo, translate } from '../../../src/i18n';

const hours = (value: number) => `${formatUpTo(value)} h`;

/**
 * The customer's page (/admin/sales/details_customers/:id): the generic record with its contacts,
 * opportunities, quotes, contracts and work orders, and beside them the chain's figures and what it owes.
 */
export const CustomerPage = (props: ResourceScreenProps) => {
  const { id } = useParams();
  const { data: summary, isLoading } = useActionReply(customers, 'summary', { id, enabled: id !== undefined });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ShowScreen {...props} />
      <Card size="small" title={translate('From quote to hours')} loading={isLoading}>
        {summary && (
          <>
            {/* The chain side by side: what was quoted, what was signed, the hours it budgeted and those booked. */}
            <Row gutter={[16, 16]}>
              {[
                { key: 'quoted', title: translate('Quoted (sent and accepted)'), value: formatMoney(summary.quotedAmount) },
                { key: 'contracted', title: translate('Contracted'), value: formatMoney(summary.contractedAmount) },
                { key: 'budget', title: translate('Hours budgeted'), value: hours(summary.budgetHours) },
                { key: 'booked', title: translate('Hours booked'), value: hours(summary.bookedHours) },
                { key: 'open', title: translate('Open balance'), value: formatMoney(summary.openBalance) },
              ].map((figure) => (
                <Col key={figure.key} xs={12} md={8} xl={4} data-testid={`chain-${figure.key}`}>
                  <Statistic title={figure.title} value={figure.value} />
                </Col>
              ))}
            </Row>
            <Table
              style={{ marginTop: 12 }}
              size="small"
              rowKey="id"
              pagination={false}
              aria-label={translate('Open invoices')}
              dataSource={summary.openInvoices}
              columns={[
                { key: 'number', title: translate('Open invoice'), dataIndex: 'number' },
                { key: 'date', title: translate('Date'), render: (_, row) => formatDate(row.date) },
                { key: 'due', title: translate('Due'), render: (_, row) => (row.dueDate ? formatDate(row.dueDate) : '') },
                { key: 'total', title: translate('Total'), align: 'right', render: (_, row) => formatMoney(row.total) },
              ]}
            />
          </>
        )}
      </Card>
    </Space>
  );
};

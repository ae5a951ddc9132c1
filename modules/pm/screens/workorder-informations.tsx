import Decimal from 'decimal.js';
import { useShow, type BaseRecord, type HttpError } from '@refinedev/core';
import { Button, Card, Result, Space, Spin, Table, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { ResourceScreenProps } from '../../../src/screens/generic';
import { failedNotice } from '../../../src/screens/generic/notices';
import { formatDate } from '../../../src/fields';
import { RecordSummary } from './parts/record-summary';
import { useActionReply } from '../../../src/screens/generic/actions';
import { formatMoney, translate } from '../../../src/i18n';
import { screenPathOf, withRecordId } from '../../../resources/paths';
import { workOrders } from '../work-orders.resource';
import type { ReplyOf } from '../../../resources/reply-types';

const COMMERCIAL_FIELDS = ['number', 'name', 'customerId', 'cig', 'cup', 'startDate', 'endDate', 'amount', 'status', 'description'] as const;

type IssuedInvoice = ReplyOf<typeof workOrders, 'invoices'>[number];

const euro = (value: number) => formatMoney(Number(value));

/** The commercial page of a work order: the customer, the procurement codes, the dates and amount, and what was invoiced. */
export const WorkOrderInformationsScreen = ({ declaration, identifier }: ResourceScreenProps) => {
  const { id } = useParams();
  const navigate = useNavigate();
  const { query } = useShow<BaseRecord, HttpError>({ resource: identifier, id, meta: { scope: 'admin' }, errorNotification: failedNotice('load the work order') });
  const invoices = useActionReply(workOrders, 'invoices', { id, enabled: id !== undefined });
  const record = query.data?.data;
  if (query.isLoading) return <Spin />;
  if (!record || id === undefined) return <Result status="404" title={translate('Work order not found')} />;
  const rows = invoices.data ?? [];
  const invoiced = rows.reduce((sum, row) => sum.plus(row.taxable), new Decimal(0)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={translate('Work order {{name}}', { name: String(record.name) })} extra={<Button onClick={() => navigate(withRecordId(screenPathOf(workOrders, 'workOrderDetails'), id))}>{translate('Operational details')}</Button>}>
        <RecordSummary declaration={declaration} record={record} fields={COMMERCIAL_FIELDS} />
      </Card>
      <Card size="small" title={translate('Invoices issued (taxable {{amount}})', { amount: euro(invoiced) })}>
        <Table<IssuedInvoice>
          rowKey="id"
          size="small"
          loading={invoices.isLoading}
          dataSource={rows}
          aria-label={translate('Invoices issued')}
          pagination={false}
          columns={[
            { key: 'number', title: translate('Number'), dataIndex: 'number' },
            { key: 'date', title: translate('Date'), render: (_, row) => formatDate(row.date) },
            { key: 'taxable', title: translate('Taxable'), align: 'right', render: (_, row) => euro(row.taxable) },
            { key: 'total', title: translate('Total'), align: 'right', render: (_, row) => euro(row.total) },
            { key: 'paid', title: translate('Paid'), render: (_, row) => (row.isPaid ? <Tag color="green">{translate('Paid')}</Tag> : <Tag>{translate('Open')}</Tag>) },
          ]}
        />
      </Card>
    </Space>
  );
};

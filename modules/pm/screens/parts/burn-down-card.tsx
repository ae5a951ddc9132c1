import type { BaseKey } from '@refinedev/core';
import { Card, Col, Empty, List, Row, Statistic, Typography } from 'antd';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReferenceField } from '../../../../resources/vocabulary';
import { formatDate, kindOf } from '../../../../src/fields';
import { useActionReply } from '../../../../src/screens/generic/actions';
import { formatMoney, formatUpTo, translate } from '../../../../src/i18n';
import { workOrders } from '../../work-orders.resource';

const employee: ReferenceField = { type: 'reference', resource: 'employees' };
const EmployeeName = ({ id }: { id: number }) => {
  const { Display } = kindOf(employee);
  return <Display value={id} field={employee} context={{ scope: 'admin' }} />;
};

const euro = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatMoney(value));

/** Hours booked in time sheets burning down the hours budget, week by week, and who booked them. */
export const BurnDownCard = ({ recordId }: { recordId: BaseKey }) => {
  const { data, isLoading } = useActionReply(workOrders, 'burnDown', { id: recordId });
  return (
    <Card size="small" title={translate('Hours against budget')} loading={isLoading}>
      {data && (
        <>
          <Row gutter={16}>
            <Col span={6}>
              <Statistic title={translate('Booked hours')} value={data.bookedHours} suffix={data.budgetHours === null ? undefined : `/ ${data.budgetHours}`} />
            </Col>
            <Col span={6}>
              <Statistic title={translate('Remaining hours')} value={data.remainingHours ?? '—'} />
            </Col>
            <Col span={6}>
              <Statistic title={translate('Booked amount')} value={euro(data.bookedAmount)} suffix={data.budgetAmount === null ? undefined : `/ ${euro(data.budgetAmount)}`} />
            </Col>
            <Col span={6}>
              <Statistic title={translate('Budget runs out')} value={data.forecastDate ? formatDate(data.forecastDate) : '—'} />
            </Col>
          </Row>
          {data.series.length === 0 ? (
            <Empty description={translate('No hours booked yet')} />
          ) : (
            <div style={{ height: 260, marginTop: 16 }} aria-label={translate('Burn-down chart')}>
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={data.series}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="week" />
                  <YAxis tickFormatter={(value: number) => formatUpTo(value)} />
                  <Tooltip />
                  <Legend />
                  <Line type="monotone" dataKey="remaining" name={translate('Budget left (h)')} stroke="#cf1322" />
                  <Line type="monotone" dataKey="booked" name={translate('Booked (h)')} stroke="#1677ff" />
                </LineChart>
              </ResponsiveContainer>
            </div>
          )}
          <Typography.Title level={5}>{translate('Top contributors')}</Typography.Title>
          <List
            size="small"
            dataSource={data.contributors.slice(0, 5)}
            locale={{ emptyText: translate('Nobody booked hours yet') }}
            renderItem={(row) => (
              <List.Item extra={`${row.hours} h · ${euro(row.amount)}`}>
                <EmployeeName id={row.employeeId} />
              </List.Item>
            )}
          />
        </>
      )}
    </Card>
  );
};

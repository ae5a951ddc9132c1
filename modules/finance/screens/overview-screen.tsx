import { Card, InputNumber, Space, Statistic, Table } from 'antd';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { screenTitle } from '../../../src/screens/generic/screen-props';
import { useActionReply } from '../../../src/screens/generic/actions';
import { formatEuro } from './finance-calls';
import { TaxesDueCard } from './taxes-due-card';
import { formatAxisMoney, monthShortName, translate } from '../../../src/i18n';
import { PageHeading } from '../../../src/screens/generic/page-heading';
import { firmYearMonth } from '../../../resources/firm-calendar';
import { cashFlowEntries } from '../cash-flow-entries.resource';
import type { ReplyOf } from '../../../resources/reply-types';

// /admin/overview: money in and out per month (all accounts) and each account's month-end balance, as
// charts and a table, from GET /admin/finance/cashflow/overview?year=; then the money expected by due date (open
// issued invoices to collect, open received ones to pay) and what is overdue.

type Overview = ReplyOf<typeof cashFlowEntries, 'overview'>;

const monthNames = () => Array.from({ length: 12 }, (_, index) => monthShortName(index + 1));
const COLOURS = ['#fa8c16', '#13c2c2', '#722ed1', '#eb2f96', '#52c41a'];
// Cents, so the chart's sums stay exact; shown in euros.
const cents = (value: number) => Math.round(value * 100);

export const OverviewScreen = ({ declaration, route }: ResourceScreenProps) => {
  const [year, setYear] = useState(firmYearMonth().year);
  const { data, isLoading } = useActionReply(cashFlowEntries, 'overview', { input: { year } });
  const accounts = data && Array.isArray(data.accounts) ? data.accounts : [];
  const months = monthNames().map((label, index) => {
    const row: Record<string, number | string> = { label };
    row.moneyIn = accounts.reduce((sum, account) => sum + cents(account.months[index].moneyIn), 0) / 100;
    row.moneyOut = accounts.reduce((sum, account) => sum + cents(account.months[index].moneyOut), 0) / 100;
    for (const account of accounts) row[account.name] = account.months[index].balance;
    return row;
  });
  const euros = (value: unknown) => formatEuro(value);
  const expected = data?.expected;
  const expectedMonths = monthNames().map((label, index) => ({ label, moneyIn: expected?.months[index]?.moneyIn ?? 0, moneyOut: expected?.months[index]?.moneyOut ?? 0 }));

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <PageHeading>{screenTitle({ declaration, route })}</PageHeading>
        <InputNumber aria-label={translate('Year')} min={2000} max={2100} value={year} onChange={(value) => value && setYear(value)} />
      </Space>
      <Card title={translate('Money in and out by month')} loading={isLoading}>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={months}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis width={96} tickFormatter={formatAxisMoney} />
            <Tooltip formatter={euros} />
            <Legend />
            <Bar dataKey="moneyIn" name={translate('Money in')} fill="#52c41a" />
            <Bar dataKey="moneyOut" name={translate('Money out')} fill="#f5222d" />
          </BarChart>
        </ResponsiveContainer>
      </Card>
      <Card
        title={translate('Expected money by due date')}
        loading={isLoading}
        extra={
          <Space size="large">
            <Statistic title={translate('Overdue to collect')} value={formatEuro(expected?.overdue.moneyIn ?? 0)} valueStyle={{ fontSize: 16 }} />
            <Statistic title={translate('Overdue to pay')} value={formatEuro(expected?.overdue.moneyOut ?? 0)} valueStyle={{ fontSize: 16 }} />
          </Space>
        }
      >
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={expectedMonths} accessibilityLayer>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis />
            <Tooltip formatter={euros} />
            <Legend />
            <Bar dataKey="moneyIn" name={translate('Collections (issued invoices)')} fill="#52c41a" />
            <Bar dataKey="moneyOut" name={translate('Payments (received invoices)')} fill="#f5222d" />
          </BarChart>
        </ResponsiveContainer>
      </Card>
      <Card title={translate('Balance per account at month end')} loading={isLoading}>
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={months}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis width={96} tickFormatter={formatAxisMoney} />
            <Tooltip formatter={euros} />
            <Legend />
            {accounts.map((account, index) => (
              <Line key={account.id} dataKey={account.name} stroke={COLOURS[index % COLOURS.length]} dot={false} />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </Card>
      <Table
        size="small"
        rowKey="id"
        loading={isLoading}
        pagination={false}
        scroll={{ x: true }}
        dataSource={accounts}
        columns={[
          { title: translate('Account'), dataIndex: 'name', fixed: 'left' },
          ...monthNames().map((label, index) => ({
            title: label,
            key: label,
            align: 'right' as const,
            render: (_: unknown, account: Overview['accounts'][number]) => formatEuro(account.months[index].balance),
          })),
        ]}
      />
      <TaxesDueCard />
    </Space>
  );
};

import { Card, List, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { formatMoney, type DashboardData } from './dashboard-api';

type Cash = NonNullable<DashboardData['cashPosition']>;

/** Money on each account: opening balance plus the cash-flow entries. */
export const CashPanel = ({ cash }: { cash: Cash }) => (
  <Card size="small" title="Cash position" extra={cash.link && <Link to={cash.link}>Accounts</Link>}>
    <Statistic title="Total" value={formatMoney(cash.total)} />
    <List
      size="small"
      dataSource={cash.accounts}
      renderItem={(account) => (
        <List.Item extra={<Typography.Text type={account.balance < 0 ? 'danger' : undefined}>{formatMoney(account.balance)}</Typography.Text>}>
          {account.name}
        </List.Item>
      )}
    />
  </Card>
);

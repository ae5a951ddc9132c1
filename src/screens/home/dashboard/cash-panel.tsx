import { Card, List, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import type { DashboardData } from './dashboard-api';
import { formatMoney, translate } from '../../../i18n';

type Cash = NonNullable<DashboardData['cashPosition']>;

/** Money on each account: opening balance plus the cash-flow entries. */
export const CashPanel = ({ cash }: { cash: Cash }) => (
  <Card size="small" title={translate('Cash position')} extra={cash.link && <Link to={cash.link}>{translate('Accounts')}</Link>}>
    <Statistic title={translate('Total')} value={formatMoney(cash.total)} />
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

import { Card, List, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { formatMoney, translate } from '../../../src/i18n';
import { dashboardPanel } from '../../../src/screens/home/dashboard/dashboard-panel';
import type { CashPosition } from '../domain/cash-position';

// The finance module's part of the dashboards (src/screens/home/dashboard): the cash position.

/** Money on each account: opening balance plus the cash-flow entries. */
const CashPanel = ({ data: cash }: { data: CashPosition }) => (
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

export const dashboardPanels = [dashboardPanel('cashPosition', 30, CashPanel)];

import { Alert, Card, Descriptions, Progress, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { formatMoney, translate } from '../../../src/i18n';
import { dashboardPanel } from '../../../src/screens/home/dashboard/dashboard-panel';
import type { PayrollOfMonth } from '../domain/payroll-of-month';

// The hr module's part of the dashboards (src/screens/home/dashboard): the month's payrolls.

/** This month's payrolls by status, with their gross and net totals. */
const PayrollPanel = ({ data: payroll }: { data: PayrollOfMonth }) => (
  <Card size="small" title={translate('Payroll status of the month')} extra={payroll.link && <Link to={payroll.link}>{translate('Payrolls')}</Link>}>
    <Space direction="vertical" style={{ width: '100%' }}>
      {payroll.byStatus.map((row) => (
        <div key={row.status}>
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Typography.Text>{translate(row.status)}</Typography.Text>
            <Typography.Text strong>{row.count}</Typography.Text>
          </Space>
          <Progress percent={payroll.total === 0 ? 0 : Math.round((row.count / payroll.total) * 100)} showInfo={false} aria-label={translate('{{status}}: {{count}} of {{total}} payrolls', { status: translate(row.status), count: row.count, total: payroll.total })} />
        </div>
      ))}
      <Descriptions size="small" column={2}>
        <Descriptions.Item label={translate('Gross')}>{formatMoney(payroll.gross)}</Descriptions.Item>
        <Descriptions.Item label={translate('Net')}>{formatMoney(payroll.net)}</Descriptions.Item>
      </Descriptions>
      {/* What the totals add up: a net of a few payrolls beside the gross of all says so, naming those without one. */}
      <Typography.Text type="secondary" data-payroll-totals-count>
        {translate('Gross of {{counted}} of {{total}} payrolls; net of {{net}} of {{total}}', { counted: payroll.withGross, net: payroll.withNet, total: payroll.total })}
      </Typography.Text>
      {payroll.total > payroll.withNet && (
        <Alert
          type="warning"
          showIcon
          data-payroll-without-net
          message={
            <>
              {translate('{{count}} without net figures yet:', { count: payroll.total - payroll.withNet })}{' '}
              {payroll.withoutNet.map((missing, index) => (
                <span key={missing.number}>
                  {index > 0 && ', '}
                  {missing.link ? <Link to={missing.link}>{missing.number}</Link> : missing.number}
                </span>
              ))}
              {payroll.total - payroll.withNet > payroll.withoutNet.length && ' …'}
            </>
          }
        />
      )}
    </Space>
  </Card>
);

export const dashboardPanels = [dashboardPanel('payrollOfMonth', 20, PayrollPanel)];

import { Card, Empty, Progress, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { formatUpTo, translate } from '../../../src/i18n';
import { dashboardPanel } from '../../../src/screens/home/dashboard/dashboard-panel';
import type { HoursByProject } from '../domain/hours-by-project';

// The pm module's part of the dashboards (src/screens/home/dashboard): the month's hours by project.

/** A bar per project, as wide as its share of the busiest one (antd Progress, no chart library). */
const HoursPanel = ({ data: { rows, link } }: { data: HoursByProject }) => {
  const most = Math.max(...rows.map((row) => row.hours), 0);
  return (
    <Card size="small" title={translate('Hours this month by project')} extra={link && <Link to={link}>{translate('Report')}</Link>}>
      {rows.length === 0 ? (
        <Empty description={translate('No hours booked this month')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {rows.map((row) => {
            const label = row.isWithoutProject ? translate('{{workOrder}} (no project)', { workOrder: row.label }) : row.label;
            return (
            <div key={`${row.link ?? ''}${row.label}`}>
              <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                {row.link ? <Link to={row.link}>{label}</Link> : <Typography.Text>{label}</Typography.Text>}
                <Typography.Text strong>{formatUpTo(row.hours)} h</Typography.Text>
              </Space>
              <Progress percent={most === 0 ? 0 : Math.round((row.hours / most) * 100)} showInfo={false} aria-label={translate('{{label}}: {{hours}} hours', { label, hours: formatUpTo(row.hours) })} />
            </div>
            );
          })}
        </Space>
      )}
    </Card>
  );
};

export const dashboardPanels = [dashboardPanel('hoursByProject', 10, HoursPanel)];

import { Alert, Col, Row, Skeleton, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { DashboardName } from '../../../../resources/paths';
import { CountCards } from './count-cards';
import { useDashboard } from './dashboard-api';
import { dashboardPanels } from './dashboard-contributions';
import { translate } from '../../../i18n';
import { TypedMonthPicker } from '../../../fields';
import { PageHeading } from '../../generic/page-heading';
import { firmTodayDayjs } from '../../../config/firm-today';

/** A dashboard: what needs action this month, from the server's one aggregate call. */
export const DashboardScreen = ({ name, title }: { name: DashboardName; title: string }) => {
  const [month, setMonth] = useState<Dayjs>(() => firmTodayDayjs().startOf('month'));
  const { data, isLoading, isError } = useDashboard(name, month.year(), month.month() + 1);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <PageHeading>{title}</PageHeading>
        <TypedMonthPicker value={month} aria-label={translate('Month')} onChange={setMonth} />
      </Space>
      {isError && <Alert type="error" showIcon message={translate('Could not load the dashboard.')} />}
      {isLoading && <Skeleton active />}
      {data && (
        <>
          <CountCards cards={data.cards} />
          <Row gutter={[16, 16]}>
            {/* The modules' panels this dashboard's reply carries: those the caller may read. */}
            {dashboardPanels
              .filter((panel) => data[panel.name] !== undefined && data[panel.name] !== null)
              .map((panel) => (
                <Col key={panel.name} xs={24} lg={12}>
                  {panel.show(data[panel.name])}
                </Col>
              ))}
          </Row>
        </>
      )}
    </Space>
  );
};

export const AdminDashboard = () => <DashboardScreen name="admin" title={translate('Dashboard')} />;
export const AccountantDashboard = () => <DashboardScreen name="accountant" title={translate('Accounting dashboard')} />;

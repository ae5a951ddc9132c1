import { Card, Space } from 'antd';
import { useParams } from 'react-router';
import { hrTimesheetRequests } from '../hr-timesheet-requests.resource';
import { ShowScreen } from '../../../src/screens/generic';
import { useActionReply } from '../../../src/screens/generic/actions';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { LeaveBalancesTable } from './leave-balances';
import { translate } from '../../../src/i18n';
import { firmYearMonth } from '../../../resources/firm-calendar';

// An employee's page for HR (/admin/employee_details/:id): the generic record page (personal and job data,
// contracts, requests, safety courses, files) with the year's leave balances (GET /admin/hr_timesheet/balance/{id}).
export const EmployeeDetailsScreen = (props: ResourceScreenProps) => {
  const { id } = useParams();
  const year = firmYearMonth().year;
  const { data, isLoading } = useActionReply(hrTimesheetRequests, 'employeeBalance', { input: { employeeId: id, year }, enabled: id !== undefined });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ShowScreen {...props} />
      <Card size="small">
        <LeaveBalancesTable balances={Array.isArray(data) ? data : []} isLoading={isLoading} year={year} title={translate('Balances')} />
      </Card>
    </Space>
  );
};

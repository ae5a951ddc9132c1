import { Card, Table, Typography } from 'antd';
import type { CauseBalance } from '../domain/leave-balance';
import { useActionReply } from '../../../src/screens/generic/actions';
import { hrTimesheetRequests } from '../hr-timesheet-requests.resource';
import { translate } from '../../../src/i18n';
import { firmYearMonth } from '../../../resources/firm-calendar';

// The signed-in employee's balances of the year (GET /hr_timesheet/balance), in hours.

export const useLeaveBalances = (year: number, options: { isQuiet?: boolean } = {}) => {
  // On the profile a user with no employee record has no balances: no error toast for that.
  const { data, isLoading } = useActionReply(hrTimesheetRequests, 'ownBalance', { input: { year }, isQuiet: options.isQuiet });
  return { balances: data ?? [], isLoading };
};

const hours = (value: number) => `${value} h`;

type TableProps = { balances: CauseBalance[]; isLoading: boolean; year: number; title?: string };

export const LeaveBalancesTable = ({ balances, isLoading, year, title = translate('My balances') }: TableProps) => (
  <>
    <Typography.Title level={5}>
      {title} {year}
    </Typography.Title>
    <Table<CauseBalance>
      size="small"
      rowKey="exceptionId"
      loading={isLoading}
      pagination={false}
      dataSource={balances}
      columns={[
        { title: translate('Cause'), dataIndex: 'name' },
        { title: translate('Entitlement'), dataIndex: 'entitlement', render: hours },
        { title: translate('Carried over'), dataIndex: 'carriedOver', render: hours },
        { title: translate('Taken'), dataIndex: 'taken', render: hours },
        { title: translate('Planned'), dataIndex: 'planned', render: hours },
        { title: translate('Pending'), dataIndex: 'pending', render: hours },
        { title: translate('Left'), dataIndex: 'left', render: (value: number) => <strong>{hours(value)}</strong> },
      ]}
    />
  </>
);

/** The profile's card: the signed-in employee's balances per cause for this year. */
export const MyLeaveBalances = () => {
  const year = firmYearMonth().year;
  const { balances, isLoading } = useLeaveBalances(year, { isQuiet: true });
  if (!isLoading && balances.length === 0) return null;
  return (
    <Card size="small">
      <LeaveBalancesTable balances={balances} isLoading={isLoading} year={year} />
    </Card>
  );
};

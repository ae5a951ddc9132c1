import { useCustom } from '@refinedev/core';
import { Table, Typography } from 'antd';
import type { CauseBalance } from '../../../resources/hr/leave-balance';

// The signed-in employee's balances of the year (GET /hr_timesheet/balance), in hours.

export const useLeaveBalances = (year: number) => {
  const { result, query } = useCustom<CauseBalance[]>({ url: '/hr_timesheet/balance', method: 'get', config: { query: { year } } });
  // Until it arrives refine holds an empty object, not a list.
  return { balances: Array.isArray(result.data) ? result.data : [], isLoading: query.isLoading };
};

const hours = (value: number) => `${value} h`;

export const LeaveBalancesTable = ({ balances, isLoading, year }: { balances: CauseBalance[]; isLoading: boolean; year: number }) => (
  <>
    <Typography.Title level={5}>My balances {year}</Typography.Title>
    <Table<CauseBalance>
      size="small"
      rowKey="exceptionId"
      loading={isLoading}
      pagination={false}
      dataSource={balances}
      columns={[
        { title: 'Cause', dataIndex: 'name' },
        { title: 'Entitlement', dataIndex: 'entitlement', render: hours },
        { title: 'Carried over', dataIndex: 'carriedOver', render: hours },
        { title: 'Taken', dataIndex: 'taken', render: hours },
        { title: 'Planned', dataIndex: 'planned', render: hours },
        { title: 'Pending', dataIndex: 'pending', render: hours },
        { title: 'Left', dataIndex: 'left', render: (value: number) => <strong>{hours(value)}</strong> },
      ]}
    />
  </>
);

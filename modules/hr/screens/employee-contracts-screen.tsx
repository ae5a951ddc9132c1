import { Card, Space, Table, Tag } from 'antd';
import { employeeContracts } from '../employee-contracts.resource';
import { formatDate } from '../../../src/fields';
import { useActionReply } from '../../../src/screens/generic/actions';
import { ListScreen } from '../../../src/screens/generic/list-screen';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { daysAway, translate } from '../../../src/i18n';
import type { ReplyOf } from '../../../resources/reply-types';

// The contracts (/admin/employee_contracts): fixed-term contracts ending in the next 60 days, listed ahead of
// the generic list (where a contract's signed copy is uploaded with its "Upload signed contract" button).

type ExpiringContract = ReplyOf<typeof employeeContracts, 'expiring'>[number];

const ExpiringContracts = () => {
  const { data, isLoading } = useActionReply(employeeContracts, 'expiring');
  return (
    <Card size="small" title={translate('Fixed-term contracts ending in the next 60 days')}>
      <Table<ExpiringContract>
        size="small"
        rowKey="id"
        loading={isLoading}
        pagination={false}
        dataSource={Array.isArray(data) ? data : []}
        aria-label={translate('Expiring contracts')}
        locale={{ emptyText: translate('No fixed-term contract ends in the next 60 days') }}
        columns={[
          { title: translate('Employee'), dataIndex: 'employeeName' },
          { title: translate('Contract'), dataIndex: 'title' },
          { title: translate('Type'), dataIndex: 'contractType', render: (value: string) => translate(value) },
          { title: translate('Ends on'), dataIndex: 'endDate', render: (value: string) => formatDate(value) },
          { title: '', dataIndex: 'daysLeft', render: (days: number) => <Tag color={days <= 15 ? 'red' : 'gold'}>{daysAway(days)}</Tag> },
        ]}
      />
    </Card>
  );
};

export const EmployeeContractsScreen = (props: ResourceScreenProps) => (
  <Space direction="vertical" size="middle" style={{ width: '100%' }}>
    <ExpiringContracts />
    <ListScreen {...props} />
  </Space>
);

import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { ListScreen } from '../../../src/screens/generic/list-screen';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { LeaveBalancesTable, useLeaveBalances } from './leave-balances';
import { LeaveRequestForm } from './leave-request-form';
import { translate } from '../../../src/i18n';
import { firmYearMonth } from '../../../resources/firm-calendar';

// The employee's requests (/leave_requests): their balances and the request form above the generic list of
// their requests, where one still in Reviewing can be edited or withdrawn (deleted) and a decided one is read-only.
export const LeaveRequestsScreen = (props: ResourceScreenProps) => {
  const year = firmYearMonth().year;
  const { balances, isLoading } = useLeaveBalances(year);
  const [isAsking, setAsking] = useState(false);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        title={translate('Leave and permissions')}
        extra={
          <Button type="primary" onClick={() => setAsking(true)}>
            {translate('Ask for leave')}
          </Button>
        }
      >
        <LeaveBalancesTable balances={balances} isLoading={isLoading} year={year} />
      </Card>
      <ListScreen {...props} />
      <LeaveRequestForm declaration={props.declaration} identifier={props.identifier} balances={balances} open={isAsking} onClose={() => setAsking(false)} />
    </Space>
  );
};

import type { BaseKey } from '@refinedev/core';
import { Alert, List, Space, Tag, Typography } from 'antd';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { useActionReply } from '../../../src/screens/generic/actions';
import { translate } from '../../../src/i18n';
import { formatDate } from '../../../src/fields';
import { hrTimesheetRequests } from '../hr-timesheet-requests.resource';

// The coverage of a request (GET /admin/hr_timesheet/coverage/{id}): who else in the requester's work orders
// is off on those days, and a warning where approving leaves a work order below the minimum present.

export const RequestCoverage = ({ declaration, id }: { declaration: ResourceDeclaration; id: BaseKey }) => {
  const { data, isLoading } = useActionReply(hrTimesheetRequests, 'coverage', { id });
  if (isLoading || !data?.workOrders) return <Typography.Text type="secondary">{translate('Coverage…')}</Typography.Text>;
  if (data.workOrders.length === 0) return <Typography.Text type="secondary">{translate('Not a member of any active work order.')}</Typography.Text>;
  return (
    <Space direction="vertical" size="small" style={{ maxWidth: 420 }} aria-label={translate('Coverage')}>
      {data.workOrders.map((workOrder) => (
        <div key={workOrder.workOrderId}>
          <Typography.Text strong>{`${workOrder.number} ${workOrder.name}`}</Typography.Text>
          <Typography.Text type="secondary">{` · ${translate('{{members}} people, at least {{fewest}} present', { members: workOrder.members, fewest: workOrder.fewestPresent })}`}</Typography.Text>
          {workOrder.shortDays.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 4 }}
              message={translate('Approving leaves {{workOrder}} with fewer than {{minimum}} people present on {{days}}', { workOrder: workOrder.name, minimum: data.minPresent, days: workOrder.shortDays.map((day) => formatDate(day)).join(', ') })}
            />
          )}
          <List
            size="small"
            dataSource={workOrder.absent}
            locale={{ emptyText: translate('Nobody else is off on these days') }}
            renderItem={(absence) => (
              <List.Item>
                {`${absence.employeeName} ${formatDate(absence.startDate)} – ${formatDate(absence.endDate)}`} <Tag color={absence.state === 'Approved' ? 'green' : 'gold'}>{translate(absence.state)}</Tag>
              </List.Item>
            )}
          />
        </div>
      ))}
    </Space>
  );
};

import type { BaseKey } from '@refinedev/core';
import { Alert, List, Space, Tag, Typography } from 'antd';
import type { ResourceDeclaration } from '../../../resources/declaration';
import type { Coverage } from '../../../resources/hr/coverage';
import { useActionRead } from '../generic/actions';
import { translate } from '../../i18n';

// The coverage of a request (GET /admin/hr_timesheet/coverage/{id}): who else in the requester's work orders
// is off on those days, and a warning where approving leaves a work order below the minimum present.

export const RequestCoverage = ({ declaration, id }: { declaration: ResourceDeclaration; id: BaseKey }) => {
  const { data, isLoading } = useActionRead<Coverage>(declaration, 'coverage', { id });
  if (isLoading || !data?.workOrders) return <Typography.Text type="secondary">Coverage…</Typography.Text>;
  if (data.workOrders.length === 0) return <Typography.Text type="secondary">{translate('Not a member of any active work order.')}</Typography.Text>;
  return (
    <Space direction="vertical" size="small" style={{ maxWidth: 420 }} aria-label={translate('Coverage')}>
      {data.workOrders.map((workOrder) => (
        <div key={workOrder.workOrderId}>
          <Typography.Text strong>{`${workOrder.number} ${workOrder.name}`}</Typography.Text>
          <Typography.Text type="secondary">{` · ${workOrder.members} people, at least ${workOrder.fewestPresent} present`}</Typography.Text>
          {workOrder.shortDays.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 4 }}
              message={`Approving leaves ${workOrder.name} with fewer than ${data.minPresent} people present on ${workOrder.shortDays.join(', ')}`}
            />
          )}
          <List
            size="small"
            dataSource={workOrder.absent}
            locale={{ emptyText: translate('Nobody else is off on these days') }}
            renderItem={(absence) => (
              <List.Item>
                {`${absence.employeeName} ${absence.startDate} – ${absence.endDate}`} <Tag color={absence.state === 'Approved' ? 'green' : 'gold'}>{absence.state}</Tag>
              </List.Item>
            )}
          />
        </div>
      ))}
    </Space>
  );
};

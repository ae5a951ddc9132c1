import { useShow, type BaseRecord, type HttpError } from '@refinedev/core';
import { Button, Card, Result, Space, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { ResourceScreenProps } from '../../../src/screens/generic';
import { AttachmentsSection } from '../../../src/screens/generic/attachments-section';
import { ChildRecords } from '../../../src/screens/generic/child-records';
import { failedNotice } from '../../../src/screens/generic/notices';
import { ActionRowsCard } from './parts/action-rows-card';
import { AssignMembers } from './parts/assign-members';
import { BurnDownCard } from './parts/burn-down-card';
import { RecordSummary } from './parts/record-summary';
import { translate } from '../../../src/i18n';
import { screenPathOf, withRecordId } from '../../../resources/paths';
import { workOrders } from '../work-orders.resource';

const OPERATIONAL_FIELDS = ['number', 'name', 'managerId', 'status', 'startDate', 'endDate', 'budgetHours'] as const;

/** The operational page of a work order: who works on it, its projects and statements of work, its files, and its hours against the budget. */
export const WorkOrderDetailsScreen = ({ declaration, identifier }: ResourceScreenProps) => {
  const { id } = useParams();
  const navigate = useNavigate();
  const { query } = useShow<BaseRecord, HttpError>({ resource: identifier, id, meta: { scope: 'admin' }, errorNotification: failedNotice('load the work order') });
  const record = query.data?.data;
  if (query.isLoading) return <Spin />;
  if (!record || id === undefined) return <Result status="404" title={translate('Work order not found')} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={translate('Work order {{name}}', { name: String(record.name) })}
        extra={<Button onClick={() => navigate(withRecordId(screenPathOf(workOrders, 'workOrderInformations'), id))}>{translate('Commercial details')}</Button>}
      >
        <RecordSummary declaration={declaration} record={record} fields={OPERATIONAL_FIELDS} />
      </Card>
      <AssignMembers declaration={declaration} recordId={id} onSaved={() => void query.refetch()} />
      <BurnDownCard recordId={id} />
      {/* Members and projects as the generic children; statements of work through the work order (the SOW list is ADMIN's). */}
      <ChildRecords declaration={{ ...declaration, children: declaration.children?.filter((child) => child.foreignKey === 'workOrderId' && child.resource !== 'statementsOfWork') }} parentId={id} scope="admin" />
      <ActionRowsCard declaration={declaration} actionName="statements" recordId={id} title={translate('Statements of work')} />
      <AttachmentsSection declaration={declaration} recordId={id} scope="admin" canUpload />
    </Space>
  );
};

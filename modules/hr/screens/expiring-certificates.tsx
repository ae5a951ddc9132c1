import { Tag } from 'antd';
import { safetyCourseAssignments } from '../safety-course-assignments.resource';
import { formatDate } from '../../../src/fields';
import { useActionReply } from '../../../src/screens/generic/actions';
import { daysAway, translate } from '../../../src/i18n';
import { RowsCard } from './rows-card';
import type { ReplyOf } from '../../../resources/reply-types';

// Who is expired or expiring within 60 days (GET /admin/safety_course_assignments/expiring), on the course list.

type ExpiringCertificate = ReplyOf<typeof safetyCourseAssignments, 'expiring'>[number];

export const ExpiringCertificates = () => {
  const { data, isLoading } = useActionReply(safetyCourseAssignments, 'expiring');
  return (
    <RowsCard<ExpiringCertificate>
      title={translate('Expired or expiring in the next 60 days')}
      label={translate('Expired or expiring certificates')}
      emptyText={translate('No certificate expires in the next 60 days')}
      rowKey="assignmentId"
      rows={data}
      isLoading={isLoading}
      columns={[
        { title: translate('Employee'), dataIndex: 'employeeName' },
        { title: translate('Course'), dataIndex: 'courseTitle' },
        { title: translate('Expires on'), dataIndex: 'expiryDate', render: (value: string) => formatDate(value) },
        {
          title: translate('State'),
          key: 'state',
          render: (_: unknown, row: ExpiringCertificate) => (
            <>
              {row.isExpired ? <Tag color="red">{translate('Expired')}</Tag> : <Tag color="gold">{daysAway(row.daysLeft)}</Tag>}
              {row.isRenewalAssigned && <Tag color="blue">{translate('Renewal assigned')}</Tag>}
            </>
          ),
        },
      ]}
    />
  );
};

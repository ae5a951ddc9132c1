import { Tag } from 'antd';
import { safetyCourses } from '../safety-courses.resource';
import { safetyCourseAssignments } from '../safety-course-assignments.resource';
import { formatDate } from '../../../src/fields';
import { ActionButton, actionNamed, useActionReply } from '../../../src/screens/generic/actions';
import { translate } from '../../../src/i18n';
import { RowsCard } from './rows-card';
import type { ReplyOf } from '../../../resources/reply-types';

// On a course's page: who is missing (GET /admin/safety_course/standing/{id}) — not assigned, not completed,
// overdue, expired or expiring — and HR's Complete (with the certificate) for an open assignment.

type MissingEmployee = ReplyOf<typeof safetyCourses, 'standing'>[number];

const COLOURS: Record<MissingEmployee['standing'], string> = {
  'Not assigned': 'default',
  'Not completed': 'gold',
  Overdue: 'red',
  Expired: 'red',
  Expiring: 'orange',
};

const completeFor = actionNamed(safetyCourseAssignments, 'completeFor');

export const CourseStanding = ({ courseId, onChange }: { courseId: number; onChange?: () => void }) => {
  const { data, isLoading, refetch } = useActionReply(safetyCourses, 'standing', { id: courseId });
  return (
    <RowsCard<MissingEmployee>
      title={translate('Missing or expiring')}
      label={translate('Missing or expiring')}
      emptyText={translate('Everyone holds a valid certificate of this course')}
      rowKey="employeeId"
      rows={data}
      isLoading={isLoading}
      columns={[
        { title: translate('Employee'), dataIndex: 'employeeName' },
        { title: translate('State'), dataIndex: 'standing', render: (standing: MissingEmployee['standing']) => <Tag color={COLOURS[standing]}>{translate(standing)}</Tag> },
        { title: translate('Due'), dataIndex: 'dueDate', render: (value: string | null) => (value ? formatDate(value) : '') },
        { title: translate('Expires on'), dataIndex: 'expiryDate', render: (value: string | null) => (value ? formatDate(value) : '') },
        {
          title: '',
          key: 'complete',
          render: (_: unknown, row: MissingEmployee) =>
            row.assignmentId !== null && (row.standing === 'Not completed' || row.standing === 'Overdue') ? (
              <ActionButton
                declaration={safetyCourseAssignments}
                identifier={safetyCourseAssignments.name}
                scope="admin"
                action={completeFor}
                id={row.assignmentId}
                size="small"
                onDone={() => {
                  void refetch();
                  onChange?.();
                }}
              />
            ) : null,
        },
      ]}
    />
  );
};

import { useCan, useInvalidate } from '@refinedev/core';
import { Alert, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ShowScreen } from '../../../src/screens/generic';
import { ActionForm, actionNamed, actOf, useRunAction } from '../../../src/screens/generic/actions';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { translate } from '../../../src/i18n';
import { CourseStanding } from './course-standing';
import { safetyCourses } from '../safety-courses.resource';
import type { ReplyOf } from '../../../resources/reply-types';

// A safety course's page (/admin/safety_course/:id): the generic record page, with "Assign employees" for this
// course (POST /admin/safety_course/assign) and what the last assignment skipped.

type AssignReply = ReplyOf<typeof safetyCourses, 'assign'>;

export const SafetyCourseDetailsScreen = (props: ResourceScreenProps) => {
  const { id } = useParams();
  const assign = actionNamed(safetyCourses, 'assign');
  // The course is this page's: the form asks only for the employees and the due date.
  const asked = Object.fromEntries(Object.entries(assign.input ?? {}).filter(([name]) => name !== 'safetyCourseId'));
  const { run, isRunning } = useRunAction(safetyCourses, props.identifier);
  const { data: access } = useCan({ resource: props.declaration.name, action: actOf(assign) });
  const invalidate = useInvalidate();
  const [isOpen, setOpen] = useState(false);
  const [reply, setReply] = useState<AssignReply>();
  // The standing is read again after each assignment.
  const [round, setRound] = useState(0);
  const submit = async (input: Record<string, unknown>) => {
    const answer = await run(assign, { input: { ...input, safetyCourseId: Number(id) } });
    setReply(answer);
    setRound((value) => value + 1);
    await invalidate({ resource: 'safetyCourseAssignments', invalidates: ['list'] });
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {access?.can === true && (
        <Card size="small" title={translate('Assign employees')} extra={<Button type="primary" onClick={() => setOpen(true)}>{translate(assign.label)}</Button>}>
          {reply ? (
            <Alert
              type={reply.skipped.length > 0 ? 'warning' : 'success'}
              showIcon
              message={translate('{{count}} assigned', { count: reply.assigned.length })}
              description={reply.skipped.length > 0 ? translate('Skipped: {{names}}', { names: reply.skipped.map((row) => `${row.fullName ?? row.employeeId} (${row.reason})`).join('; ') }) : undefined}
            />
          ) : (
            translate('Choose employees to assign them to this course at once; those already assigned or still certified are skipped.')
          )}
        </Card>
      )}
      <CourseStanding key={round} courseId={Number(id)} onChange={() => void invalidate({ resource: 'safetyCourseAssignments', invalidates: ['list'] })} />
      <ShowScreen {...props} />
      {isOpen && <ActionForm action={{ ...assign, input: asked }} context={{ scope: 'admin' }} isOpen={isOpen} isRunning={isRunning} onSubmit={submit} onClose={() => setOpen(false)} />}
    </Space>
  );
};

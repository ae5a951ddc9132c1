import { eq } from 'drizzle-orm';
import { expiryDateOf } from '../../../resources/hr/safety-expiry';
import { resourceTableOf } from '../../db/schema';
import { conflict } from '../../errors';
import type { ActionCall, ActionHandlers } from '../../operations/actions/run-action';
import type { Row } from '../../operations/context';
import { updateRecord } from '../../operations/record-writer';

// Safety course assignments: completing one records the day, the certificate number and the expiry.

const complete = async ({ tx, context, record, input, write }: ActionCall) => {
  if (record.isCompleted) throw conflict('This safety course assignment is already completed');
  const courses = resourceTableOf(context.schema, 'safetyCourses');
  const [course] = (await tx.select().from(courses.table).where(eq(courses.columns.id, record.safetyCourseId as number))) as Row[];
  const completedDate = input.completedDate as string;
  return updateRecord(write, 'safetyCourseAssignments', record, {
    isCompleted: true,
    completedDate,
    expiryDate: expiryDateOf(completedDate, course?.validityMonths as number | null),
    ...(input.certificateNumber ? { certificateNumber: input.certificateNumber } : {}),
  });
};

export const safetyActionHandlers: ActionHandlers = {
  // POST /safety_course/assign/complete/{id}: the employee's own assignment.
  'safetyCourseAssignments.complete': complete,
  // POST /admin/safety_course_assignments/complete/{id}: HR completes anyone's.
  'safetyCourseAssignments.completeFor': complete,
};

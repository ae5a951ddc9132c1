import { and, asc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import { expiryDateOf } from '../domain/safety-expiry';
import { resourceTableOf } from '../../../server/db/schema';
import { badRequest, conflict, notFound } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import { createRecord, createRecords, deleteRecord, updateRecord } from '../../../server/operations/record-writer';
import { notify } from '../../../server/modules/notifications/notify';
import { notificationText } from '../../../resources/notification-texts';
import { expiringCertificates } from './safety-expiring';
import { courseStanding } from './safety-standing';
import { firmToday as today } from '../../../resources/firm-calendar';
import { workflowsOf } from '../../../server/operations/actions/workflows-of';
import { safetyCourses } from '../safety-courses.resource';
import { safetyCourseAssignments } from '../safety-course-assignments.resource';
import type { WorkflowCall } from '../../../server/operations/actions/workflows-of';
import { employees as employeesResource } from '../employees.resource';

// Safety courses: assigning employees, completing an assignment (the day, the certificate number and the
// expiry), and who is expired or expiring.

/** Completes an assignment; the certificate sent with it is kept as the assignment's attachment. */
const complete = (isCertificateRequired: boolean) => async ({ tx, context, record, input, write, files, attach }: WorkflowCall<typeof safetyCourseAssignments, 'complete' | 'completeFor'>) => {
  if (record.isCompleted) throw conflict(message('This safety course assignment is already completed'));
  if (isCertificateRequired && files.length === 0)
    throw badRequest(message('Upload the certificate to complete the course'), { file: message('Upload the certificate to complete the course') });
  const courses = resourceTableOf(context.schema, safetyCourses);
  const [course] = await tx.select().from(courses.table).where(eq(courses.columns.id, record.safetyCourseId));
  const { completedDate } = input;
  const completed = await updateRecord(write, safetyCourseAssignments, record, {
    isCompleted: true,
    completedDate,
    expiryDate: expiryDateOf(completedDate, course?.validityMonths as number | null),
    ...(input.certificateNumber ? { certificateNumber: input.certificateNumber } : {}),
  });
  await attach(safetyCourseAssignments, record.id, files);
  return completed;
};


/**
 * POST /admin/safety_course/assign: one new assignment per employee, all in the action's transaction. Already
 * assigned means an open assignment of the course, or a completed one whose certificate has not expired
 * (an expired one is renewed by a new assignment); those employees are skipped and reported.
 */
const assign = async (call: WorkflowCall<typeof safetyCourses, 'assign'>) => {
  const { tx, context, input, write } = call;
  const courseId = input.safetyCourseId;
  const courses = resourceTableOf(context.schema, safetyCourses);
  const [course] = await tx.select().from(courses.table).where(eq(courses.columns.id, courseId));
  if (!course) throw notFound(message('Safety course {{id}} not found', { id: courseId }));
  const employeeIds = [...new Set(input.employeeIds)];
  const assignments = resourceTableOf(context.schema, safetyCourseAssignments);
  const employees = resourceTableOf(context.schema, employeesResource);
  const holding = (await tx
    .select({ employeeId: assignments.columns.employeeId, isCompleted: assignments.columns.isCompleted, expiryDate: assignments.columns.expiryDate })
    .from(assignments.table)
    .where(
      and(
        eq(assignments.columns.safetyCourseId, courseId),
        inArray(assignments.columns.employeeId, employeeIds),
        or(eq(assignments.columns.isCompleted, false), isNull(assignments.columns.expiryDate), gte(assignments.columns.expiryDate, today())),
      ),
    )) as Record<string, unknown>[];
  const names = new Map(
    ((await tx.select({ id: employees.columns.id, fullName: employees.columns.fullName }).from(employees.table).where(inArray(employees.columns.id, employeeIds))) as Record<string, unknown>[]).map(
      (row) => [row.id as number, String(row.fullName)],
    ),
  );
  const skipped = employeeIds
    .filter((id) => holding.some((row) => row.employeeId === id))
    .map((id) => {
      const row = holding.find((candidate) => candidate.employeeId === id)!;
      return { employeeId: id, fullName: names.get(id), reason: row.isCompleted ? `certificate valid until ${String(row.expiryDate ?? 'forever')}` : 'already assigned' };
    });
  const newcomers = employeeIds.filter((id) => !skipped.some((row) => row.employeeId === id));
  const assigned = await createRecords(
    write,
    safetyCourseAssignments,
    newcomers.map((employeeId) => ({ safetyCourseId: courseId, employeeId, assignedDate: today(), dueDate: input.dueDate ?? null })),
  );
  for (const employeeId of newcomers)
    await notify(tx, context.schema, { employeeId }, {
      message: input.dueDate
        ? notificationText('You are assigned to the safety course "{{course}}", to complete by {{date}}', { course: String(course.title), date: String(input.dueDate) })
        : notificationText('You are assigned to the safety course "{{course}}"', { course: String(course.title) }),
      parentTable: 'safety_courses',
      parent: courseId,
    });
  return { assigned, skipped };
};

/**
 * Only the fields the caller gave a value: a change leaves the others as they are. The validated input holds
 * null for a field not sent, so a value is cleared on the generic POST /admin/safety_course/{id} instead.
 */
const sentValues = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null));

export const safetyCourseWorkflows = workflowsOf(safetyCourses, {
  // The course CRUD on the plain path /safety_course (SPEC §7), through the trusted writer.
  all: ({ tx, context }) => {
    const { table, columns } = resourceTableOf(context.schema, safetyCourses);
    return tx.select().from(table).orderBy(asc(columns.title));
  },
  add: ({ input, write }) => createRecord(write, safetyCourses, sentValues(input)),
  one: async ({ record }) => record,
  change: ({ record, input, write }) => updateRecord(write, safetyCourses, record, sentValues(input)),
  remove: async ({ record, write }) => {
    await deleteRecord(write, safetyCourses, record);
    return { id: record.id };
  },
  assign: assign,
  standing: ({ tx, context, record }) => courseStanding(tx, context.schema, record, today()),
});

export const safetyCourseAssignmentWorkflows = workflowsOf(safetyCourseAssignments, {
  // POST /safety_course/assign/complete/{id}: the employee's own assignment.
  complete: complete(true),
  // POST /admin/safety_course_assignments/complete/{id}: HR completes anyone's.
  completeFor: complete(false),
  expiring: ({ tx, context, input }) =>
    expiringCertificates(tx, context.schema, today(), input.days ?? undefined),
});

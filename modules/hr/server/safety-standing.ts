import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import type { Row } from '../../../server/operations/context';
import { EXPIRY_NOTICE_DAYS, expiringCertificates } from './safety-expiring';
import { employees as employeesResource } from '../employees.resource';
import { safetyCourseAssignments } from '../safety-course-assignments.resource';

// Who is missing on one course (GET /admin/safety_course/standing/{id}), for its page: every active employee
// without a valid certificate of it. Not assigned (mandatory courses only: an optional course is missing for
// nobody), assigned but not completed (overdue past its due date), or certified but expired or expiring within
// 60 days with no renewal assigned yet.

export type CourseStanding = 'Not assigned' | 'Not completed' | 'Overdue' | 'Expired' | 'Expiring';

export type MissingEmployee = {
  employeeId: number;
  employeeName: string;
  standing: CourseStanding;
  assignmentId: number | null;
  dueDate: string | null;
  expiryDate: string | null;
};

export const courseStanding = async (db: Database, schema: DatabaseSchema, course: Row, today: string): Promise<MissingEmployee[]> => {
  const assignments = resourceTableOf(schema, safetyCourseAssignments);
  const employees = resourceTableOf(schema, employeesResource);
  const courseId = course.id as number;
  const active = (await db
    .select({ id: employees.columns.id, fullName: employees.columns.fullName })
    .from(employees.table)
    .where(eq(employees.columns.isActive, true))
    .orderBy(asc(employees.columns.fullName))) as Record<string, unknown>[];
  const rows = (await db
    .select({ id: assignments.columns.id, employeeId: assignments.columns.employeeId, isCompleted: assignments.columns.isCompleted, dueDate: assignments.columns.dueDate })
    .from(assignments.table)
    .where(eq(assignments.columns.safetyCourseId, courseId))
    .orderBy(asc(assignments.columns.id))) as Record<string, unknown>[];
  const expiring = new Map(
    (await expiringCertificates(db, schema, today, EXPIRY_NOTICE_DAYS)).filter((row) => row.safetyCourseId === courseId).map((row) => [row.employeeId, row]),
  );
  const missing: MissingEmployee[] = [];
  for (const employee of active) {
    const employeeId = employee.id as number;
    const base = { employeeId, employeeName: String(employee.fullName) };
    const held = rows.filter((row) => row.employeeId === employeeId);
    const open = held.find((row) => !row.isCompleted);
    const certificate = expiring.get(employeeId);
    if (open) {
      const dueDate = (open.dueDate as string | null) ?? null;
      const isOverdue = dueDate !== null && dueDate < today;
      missing.push({ ...base, standing: isOverdue ? 'Overdue' : 'Not completed', assignmentId: open.id as number, dueDate, expiryDate: certificate?.expiryDate ?? null });
    } else if (certificate)
      missing.push({ ...base, standing: certificate.isExpired ? 'Expired' : 'Expiring', assignmentId: certificate.assignmentId, dueDate: null, expiryDate: certificate.expiryDate });
    else if (held.length === 0 && course.isMandatory === true)
      missing.push({ ...base, standing: 'Not assigned', assignmentId: null, dueDate: null, expiryDate: null });
  }
  return missing;
};


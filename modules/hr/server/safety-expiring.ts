import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import type { Caller } from '../../../server/auth/caller';
import { updateRecord } from '../../../server/operations/record-writer';
import { notify } from '../../../server/modules/notifications/notify';
import { notificationText } from '../../../resources/notification-texts';
import { addDays, daysBetween, firmToday } from '../../../resources/firm-calendar';
import type { DailyJob } from '../../../server/jobs/daily-jobs';
import { employees as employeesResource } from '../employees.resource';
import { safetyCourseAssignments } from '../safety-course-assignments.resource';
import { safetyCourses } from '../safety-courses.resource';

// Who is expired or expiring: for each employee and course, the latest certificate, when it expires within
// `days` from today (or already has). `isRenewalAssigned` says a new, open assignment of the course exists.

export const EXPIRY_NOTICE_DAYS = 60;

export type ExpiringCertificate = {
  assignmentId: number;
  employeeId: number;
  employeeName: string;
  safetyCourseId: number;
  courseTitle: string;
  expiryDate: string;
  daysLeft: number;
  isExpired: boolean;
  isRenewalAssigned: boolean;
  expiryNoticeDate: string | null;
};


export const expiringCertificates = async (db: Database, schema: DatabaseSchema, today: string, days = EXPIRY_NOTICE_DAYS): Promise<ExpiringCertificate[]> => {
  const assignments = resourceTableOf(schema, safetyCourseAssignments);
  const courses = resourceTableOf(schema, safetyCourses);
  const employees = resourceTableOf(schema, employeesResource);
  const until = addDays(today, days);
  const rows = (await db
    .select({
      id: assignments.columns.id,
      employeeId: assignments.columns.employeeId,
      employeeName: employees.columns.fullName,
      safetyCourseId: assignments.columns.safetyCourseId,
      courseTitle: courses.columns.title,
      isCompleted: assignments.columns.isCompleted,
      expiryDate: assignments.columns.expiryDate,
      expiryNoticeDate: assignments.columns.expiryNoticeDate,
    })
    .from(assignments.table)
    .innerJoin(courses.table, eq(courses.columns.id, assignments.columns.safetyCourseId))
    .innerJoin(employees.table, eq(employees.columns.id, assignments.columns.employeeId))
    .where(eq(employees.columns.isActive, true))
    .orderBy(asc(assignments.columns.id))) as Record<string, unknown>[];
  type Picked = (typeof rows)[number];
  const pairOf = (row: Picked) => `${String(row.employeeId)}:${String(row.safetyCourseId)}`;
  const latest = new Map<string, Picked>();
  const open = new Set<string>();
  for (const row of rows) {
    if (!row.isCompleted) open.add(pairOf(row));
    else if (row.expiryDate && !(String(latest.get(pairOf(row))?.expiryDate ?? '') > String(row.expiryDate))) latest.set(pairOf(row), row);
  }
  // A course completed again without expiry (validity removed) never expires: that pair is dropped.
  for (const row of rows) if (row.isCompleted && !row.expiryDate) latest.delete(pairOf(row));
  return [...latest.values()]
    .filter((row) => String(row.expiryDate) <= until)
    .map((row) => ({
      assignmentId: row.id as number,
      employeeId: row.employeeId as number,
      employeeName: String(row.employeeName),
      safetyCourseId: row.safetyCourseId as number,
      courseTitle: String(row.courseTitle),
      expiryDate: String(row.expiryDate),
      daysLeft: daysBetween(today, String(row.expiryDate)),
      isExpired: String(row.expiryDate) < today,
      isRenewalAssigned: open.has(pairOf(row)),
      expiryNoticeDate: (row.expiryNoticeDate as string | null) ?? null,
    }))
    .sort((a, b) => a.expiryDate.localeCompare(b.expiryDate));
};

// Decision: the notice goes out from a daily check (once a day per cluster, looked for at start and every hour): each certificate
// that is expired or expires within 60 days, not yet renewed by an open assignment, is told once to the
// employee and to every HR MANAGE user; the day is kept on the assignment (expiryNoticeDate).
const SYSTEM: Caller = { userId: 0, username: 'system', name: 'Daily safety check', employeeId: null, roles: ['ADMIN'] };

export const sendExpiryNotices = async (db: Database, schema: DatabaseSchema, today = firmToday()): Promise<number> => {
  const due = (await expiringCertificates(db, schema, today)).filter((row) => !row.expiryNoticeDate && !row.isRenewalAssigned);
  if (due.length === 0) return 0;
  const assignments = resourceTableOf(schema, safetyCourseAssignments);
  await db.transaction(async (tx) => {
    for (const certificate of due) {
      const [record] = await tx
        .select()
        .from(assignments.table)
        .where(and(eq(assignments.columns.id, certificate.assignmentId), isNotNull(assignments.columns.expiryDate), lte(assignments.columns.expiryDate, certificate.expiryDate)))
        .for('update');
      if (!record || record.expiryNoticeDate) continue;
      await updateRecord({ tx, schema, caller: SYSTEM, via: 'expiryNotice' }, safetyCourseAssignments, record, { expiryNoticeDate: today });
      const values = { course: certificate.courseTitle, employee: certificate.employeeName, date: certificate.expiryDate };
      // The course page opens for HR; the employee's bell has no page for it and only marks it read.
      const link = { parentTable: 'safety_courses', parent: certificate.safetyCourseId, mailKind: 'expiringCourses' as const };
      await notify(tx, schema, { employeeId: certificate.employeeId }, { message: notificationText(certificate.isExpired ? 'Your safety course "{{course}}" expired on {{date}}' : 'Your safety course "{{course}}" expires on {{date}}', values), ...link });
      await notify(tx, schema, { role: 'HR MANAGE' }, { message: notificationText(certificate.isExpired ? '{{employee}}: safety course "{{course}}" expired on {{date}}' : '{{employee}}: safety course "{{course}}" expires on {{date}}', values), ...link });
    }
  });
  return due.length;
};

/** The daily check, run once a day per cluster (server/jobs/daily-jobs.ts) while the server runs. */
export const safetyExpiryNoticesJob = (schema: DatabaseSchema): DailyJob => ({
  name: 'safetyExpiryNotices',
  run: (tx, day) => sendExpiryNotices(tx, schema, day),
});

import { eq } from 'drizzle-orm';
import { expiryDateOf } from '../../../modules/hr/domain/safety-expiry';
import { resourceTableOf } from '../../../server/db/schema';
import { sendExpiryNotices } from '../../../modules/hr/server/safety-expiring';
import { testDatabaseKinds } from '../../helpers/databases';
import { employeeRow, useShellApi } from '../../helpers/shell-api';
import { multipartOf } from '../../helpers/multipart';
import { as, callerWith } from '../../helpers/test-caller';
import { tableFor } from '../../../server/operations/typed-records';
import { notifications as notificationsResource } from '../../../modules/users/notifications.resource';
import { addDays, firmToday } from '../../../resources/firm-calendar';

// Safety courses (SPEC §7 Safety): assigning a selection of employees, completing an assignment (by the
// employee on their own path or by HR, the expiry computed from the course's validity), and who is expired
// or expiring within 60 days, told once to the employee and to HR.

const dayFromToday = (days: number) => addDays(firmToday(), days);

describe.each(testDatabaseKinds)('safety course completion on %s', (kind) => {
  const { inject, insert, portal } = useShellApi(kind);
  const ids: Record<string, number> = {};
  const hr = as(callerWith(['HR MANAGE']));
  let mario: ReturnType<typeof as>;
  let lucia: ReturnType<typeof as>;

  beforeAll(async () => {
    ids.mario = (await insert('employees', employeeRow())).id;
    ids.lucia = (await insert('employees', employeeRow())).id;
    ids.course = (await insert('safetyCourses', { title: 'Formazione generale', validityMonths: 60 })).id;
    ids.firstAid = (await insert('safetyCourses', { title: 'Primo soccorso', validityMonths: 36 })).id;
    mario = as(callerWith(['EMPLOYEE'], { employeeId: ids.mario }));
    lucia = as(callerWith(['EMPLOYEE'], { employeeId: ids.lucia }));
  });

  const assign = async (employeeId: number, safetyCourseId = ids.course) => (await insert('safetyCourseAssignments', { employeeId, safetyCourseId })).id;

  /** A multipart body (with the certificate when asked) sent as the given caller. */
  const form = (caller: Record<string, string>, fields: Record<string, string>, isWithCertificate = true) => {
    const files = isWithCertificate ? [{ fileName: 'attestato.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') }] : [];
    const body = multipartOf(files, fields);
    return { payload: body.payload, headers: { ...caller, ...body.headers } };
  };

  test('the employee completes their own assignment with the certificate; the expiry follows the validity', async () => {
    const id = await assign(ids.mario);
    const url = `/api/safety_course/assign/complete/${id}`;
    expect((await inject({ method: 'POST', url, ...form(lucia, { completedDate: '2026-01-31' }) })).statusCode).toBe(404);
    // Without the certificate the employee's completion is refused, and nothing changes.
    const bare = await inject({ method: 'POST', url, ...form(mario, { completedDate: '2026-01-31' }, false) });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('Upload the certificate to complete the course');
    const done = await inject({ method: 'POST', url, ...form(mario, { completedDate: '2026-01-31', certificateNumber: 'AT-2026-0042' }) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ isCompleted: true, completedDate: '2026-01-31', expiryDate: '2031-01-31', certificateNumber: 'AT-2026-0042' });
    // The certificate is the assignment's attachment, which the employee reads on the own path.
    const files = await inject({ method: 'GET', url: `/api/safety_course/assign/attachments/${id}`, headers: mario });
    expect(files.statusCode).toBe(200);
    expect(files.json().map((file: { fileName: string }) => file.fileName)).toEqual(['attestato.pdf']);
    const again = await inject({ method: 'POST', url, ...form(mario, { completedDate: '2026-02-01' }) });
    expect(again.statusCode).toBe(409);
  });

  test('the course page lists who is missing: not assigned (mandatory), not completed, overdue, expired, expiring', async () => {
    const course = (await insert('safetyCourses', { title: 'Carrelli elevatori', validityMonths: 12, isMandatory: true })).id;
    const open = (await insert('employees', employeeRow({ firstName: 'Olga', lastName: 'Open' }))).id;
    const overdue = (await insert('employees', employeeRow({ firstName: 'Otto', lastName: 'Overdue' }))).id;
    const expiring = (await insert('employees', employeeRow({ firstName: 'Elsa', lastName: 'Expiring' }))).id;
    const valid = (await insert('employees', employeeRow({ firstName: 'Vera', lastName: 'Valid' }))).id;
    const gone = (await insert('employees', employeeRow({ firstName: 'Gino', lastName: 'Gone', isActive: false }))).id;
    await insert('safetyCourseAssignments', { employeeId: open, safetyCourseId: course, dueDate: dayFromToday(20) });
    await insert('safetyCourseAssignments', { employeeId: overdue, safetyCourseId: course, dueDate: dayFromToday(-3) });
    await insert('safetyCourseAssignments', { employeeId: expiring, safetyCourseId: course, isCompleted: true, completedDate: '2025-01-01', expiryDate: dayFromToday(15) });
    await insert('safetyCourseAssignments', { employeeId: valid, safetyCourseId: course, isCompleted: true, completedDate: '2025-01-01', expiryDate: dayFromToday(300) });
    const url = `/api/admin/safety_course/standing/${course}`;
    expect((await inject({ method: 'GET', url, headers: mario })).statusCode).toBe(403);
    const reply = await inject({ method: 'GET', url, headers: hr });
    expect(reply.statusCode).toBe(200);
    const standing = new Map(reply.json().map((row: { employeeId: number; standing: string }) => [row.employeeId, row.standing]));
    expect(standing.get(open)).toBe('Not completed');
    expect(standing.get(overdue)).toBe('Overdue');
    expect(standing.get(expiring)).toBe('Expiring');
    expect(standing.has(valid)).toBe(false);
    expect(standing.has(gone)).toBe(false);
    // Mandatory: everyone else active is missing it, unassigned.
    expect(standing.get(ids.mario)).toBe('Not assigned');
    // An optional course is missing for nobody who was never assigned.
    const optional = (await insert('safetyCourses', { title: 'Facoltativo', isMandatory: false })).id;
    expect((await inject({ method: 'GET', url: `/api/admin/safety_course/standing/${optional}`, headers: hr })).json()).toEqual([]);
  });

  test('HR completes anyone\'s, with or without the certificate; other roles and a missing date are refused', async () => {
    const id = await assign(ids.lucia, ids.firstAid);
    const url = `/api/admin/safety_course_assignments/complete/${id}`;
    expect((await inject({ method: 'POST', url, ...form(lucia, { completedDate: '2026-03-10' }, false) })).statusCode).toBe(403);
    expect((await inject({ method: 'POST', url, ...form(hr, {}, false) })).statusCode).toBe(400);
    // HR may complete without the certificate (a paper one kept elsewhere).
    const done = await inject({ method: 'POST', url, ...form(hr, { completedDate: '2026-03-10' }, false) });
    expect(done.json()).toMatchObject({ isCompleted: true, expiryDate: '2029-03-10' });
  });

  test('expiry dates: end of month, leap day, no validity', () => {
    expect(expiryDateOf('2026-01-31', 1)).toBe('2026-02-28');
    expect(expiryDateOf('2024-02-29', 12)).toBe('2025-02-28');
    expect(expiryDateOf('2026-05-15', null)).toBeNull();
  });

  test('HR assigns a selection in one call; already assigned or still certified ones are skipped and named', async () => {
    const course = (await insert('safetyCourses', { title: 'Antincendio', validityMonths: 60 })).id;
    const anna = (await insert('employees', employeeRow({ firstName: 'Anna', lastName: 'Verdi' }))).id;
    const certified = (await insert('employees', employeeRow())).id;
    await insert('safetyCourseAssignments', { employeeId: anna, safetyCourseId: course });
    await insert('safetyCourseAssignments', { employeeId: certified, safetyCourseId: course, isCompleted: true, completedDate: '2025-01-10', expiryDate: '2030-01-10' });
    const payload = { safetyCourseId: course, employeeIds: [ids.mario, anna, certified, ids.lucia], dueDate: '2026-12-31' };
    const url = '/api/admin/safety_course/assign';
    expect((await inject({ method: 'POST', url, headers: mario, payload })).statusCode).toBe(403);
    expect((await inject({ method: 'POST', url, headers: hr, payload: { safetyCourseId: course } })).statusCode).toBe(400);
    const done = await inject({ method: 'POST', url, headers: hr, payload });
    expect(done.statusCode).toBe(200);
    const { assigned, skipped } = done.json();
    expect(assigned.map((row: { employeeId: number }) => row.employeeId)).toEqual([ids.mario, ids.lucia]);
    expect(assigned[0]).toMatchObject({ safetyCourseId: course, dueDate: '2026-12-31', isCompleted: false });
    expect(skipped).toEqual([
      { employeeId: anna, fullName: 'Anna Verdi', reason: 'already assigned' },
      { employeeId: certified, fullName: expect.any(String), reason: 'certificate valid until 2030-01-10' },
    ]);
    // All or nothing: an unknown employee refuses the whole call and assigns nobody.
    const other = (await insert('safetyCourses', { title: 'Rischio elettrico', validityMonths: 36 })).id;
    const bad = await inject({ method: 'POST', url, headers: hr, payload: { safetyCourseId: other, employeeIds: [ids.mario, 987654] } });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    const list = await inject({ method: 'GET', url: `/api/admin/safety_course_assignments?safetyCourseId=${other}`, headers: hr });
    expect(list.json()).toEqual([]);
  });

  test('who is expired or expiring in 60 days; the employee and HR are told once', async () => {
    const { db, schema } = portal();
    const course = (await insert('safetyCourses', { title: 'Preposti', validityMonths: 24 })).id;
    const soon = (await insert('employees', employeeRow({ firstName: 'Sara', lastName: 'Soon' }))).id;
    const late = (await insert('employees', employeeRow({ firstName: 'Piero', lastName: 'Late' }))).id;
    const renewing = (await insert('employees', employeeRow())).id;
    const far = (await insert('employees', employeeRow())).id;
    const done = (employeeId: number, expiryDate: string) =>
      insert('safetyCourseAssignments', { employeeId, safetyCourseId: course, isCompleted: true, completedDate: '2024-01-01', expiryDate });
    await done(soon, dayFromToday(10));
    await done(late, dayFromToday(-5));
    await done(renewing, dayFromToday(-30));
    await insert('safetyCourseAssignments', { employeeId: renewing, safetyCourseId: course });
    await done(far, dayFromToday(200));
    const users = resourceTableOf(schema, 'users');
    const [sara] = (await db.insert(users.table).values({ username: `sara-${kind}`, displayName: 'Sara', employeeId: soon }).returning()) as { id: number }[];
    const [hrUser] = (await db.insert(users.table).values({ username: `hr-${kind}`, displayName: 'HR' }).returning()) as { id: number }[];
    const roles = resourceTableOf(schema, 'rbacRoles');
    const [existing] = (await db.select().from(roles.table).where(eq(roles.columns.name, 'HR MANAGE'))) as { id: number }[];
    const role = existing ?? (await insert('rbacRoles', { name: 'HR MANAGE' }));
    const group = await insert('rbacGroups', { name: `HR ${kind}` });
    await insert('rbacGroupRoles', { groupId: group.id, roleId: role.id });
    await insert('rbacGroupUsers', { groupId: group.id, userId: hrUser.id });

    const url = '/api/admin/safety_course_assignments/expiring';
    expect((await inject({ method: 'GET', url, headers: mario })).statusCode).toBe(403);
    const mine = (await inject({ method: 'GET', url, headers: hr })).json().filter((row: { safetyCourseId: number }) => row.safetyCourseId === course);
    expect(mine.map((row: { employeeId: number; isExpired: boolean; isRenewalAssigned: boolean }) => [row.employeeId, row.isExpired, row.isRenewalAssigned])).toEqual([
      [renewing, true, true],
      [late, true, false],
      [soon, false, false],
    ]);
    expect(mine[2]).toMatchObject({ courseTitle: 'Preposti', employeeName: 'Sara Soon', daysLeft: 10 });

    const notifications = tableFor(schema, notificationsResource);
    const messagesOf = async (userId: number) =>
      (await db.select().from(notifications.table).where(eq(notifications.columns.recipientId, userId))).map((row) => row.message);
    expect(await sendExpiryNotices(db, schema)).toBeGreaterThanOrEqual(2);
    expect(await messagesOf(sara.id)).toEqual([`Your safety course "Preposti" expires on ${dayFromToday(10)}`]);
    const toHr = await messagesOf(hrUser.id);
    expect(toHr).toContain(`Piero Late: safety course "Preposti" expired on ${dayFromToday(-5)}`);
    expect(toHr.some((message) => message.includes('Preposti') && message.startsWith('Giulia'))).toBe(false);
    // Told once: a second check sends nothing new.
    await sendExpiryNotices(db, schema);
    expect(await messagesOf(sara.id)).toHaveLength(1);
    expect((await messagesOf(hrUser.id)).length).toBe(toHr.length);
  });

  test('the course CRUD on the plain path /safety_course, for HR only', async () => {
    const api = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers = hr, payload?: Record<string, unknown>) =>
      inject({ method, url: `/api/safety_course${url}`, headers, payload });
    expect((await api('PUT', '/', mario, { title: 'Lavori in quota' })).statusCode).toBe(403);
    expect((await api('PUT', '/', hr, { validityMonths: 12 })).statusCode).toBe(400);
    const added = await api('PUT', '/', hr, { title: 'Lavori in quota', validityMonths: 60, isMandatory: false });
    expect(added.statusCode).toBe(200);
    const { id } = added.json();
    expect((await api('GET', '/all')).json().map((row: { title: string }) => row.title)).toContain('Lavori in quota');
    expect((await api('GET', '/all', mario)).statusCode).toBe(403);
    const changed = await api('POST', `/${id}`, hr, { provider: 'Ente bilaterale' });
    expect(changed.json()).toMatchObject({ title: 'Lavori in quota', provider: 'Ente bilaterale', validityMonths: 60, isMandatory: false });
    expect((await api('GET', `/${id}`)).json()).toMatchObject({ id, provider: 'Ente bilaterale' });
    expect((await api('DELETE', `/${id}`, mario)).statusCode).toBe(403);
    // A course with assignments is legal evidence: it stays.
    expect((await api('DELETE', `/${ids.course}`)).statusCode).toBe(409);
    expect((await api('DELETE', `/${id}`)).statusCode).toBe(200);
    expect((await api('GET', `/${id}`)).statusCode).toBe(404);
  });
});

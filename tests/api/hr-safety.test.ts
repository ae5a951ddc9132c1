import { expiryDateOf } from '../../resources/hr/safety-expiry';
import { testDatabaseKinds } from '../helpers/databases';
import { employeeRow, useShellApi } from '../helpers/shell-api';
import { as, callerWith } from '../helpers/test-caller';

// Completing a safety course assignment (SPEC §7 Safety): by the employee on their own path or by HR, the
// expiry computed from the course's validity.

describe.each(testDatabaseKinds)('safety course completion on %s', (kind) => {
  const { inject, insert } = useShellApi(kind);
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

  test('the employee completes their own assignment; the expiry follows the validity', async () => {
    const id = await assign(ids.mario);
    expect((await inject({ method: 'POST', url: `/api/safety_course/assign/complete/${id}`, headers: lucia, payload: { completedDate: '2026-01-31' } })).statusCode).toBe(404);
    const done = await inject({ method: 'POST', url: `/api/safety_course/assign/complete/${id}`, headers: mario, payload: { completedDate: '2026-01-31', certificateNumber: 'AT-2026-0042' } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ isCompleted: true, completedDate: '2026-01-31', expiryDate: '2031-01-31', certificateNumber: 'AT-2026-0042' });
    const again = await inject({ method: 'POST', url: `/api/safety_course/assign/complete/${id}`, headers: mario, payload: { completedDate: '2026-02-01' } });
    expect(again.statusCode).toBe(409);
  });

  test('HR completes anyone\'s; other roles and a missing date are refused', async () => {
    const id = await assign(ids.lucia, ids.firstAid);
    const url = `/api/admin/safety_course_assignments/complete/${id}`;
    expect((await inject({ method: 'POST', url, headers: lucia, payload: { completedDate: '2026-03-10' } })).statusCode).toBe(403);
    expect((await inject({ method: 'POST', url, headers: hr, payload: {} })).statusCode).toBe(400);
    const done = await inject({ method: 'POST', url, headers: hr, payload: { completedDate: '2026-03-10' } });
    expect(done.json()).toMatchObject({ isCompleted: true, expiryDate: '2029-03-10' });
  });

  test('expiry dates: end of month, leap day, no validity', () => {
    expect(expiryDateOf('2026-01-31', 1)).toBe('2026-02-28');
    expect(expiryDateOf('2024-02-29', 12)).toBe('2025-02-28');
    expect(expiryDateOf('2026-05-15', null)).toBeNull();
  });
});

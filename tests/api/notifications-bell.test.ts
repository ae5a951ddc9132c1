import { eq } from 'drizzle-orm';
import type { Caller } from '../../server/auth/caller';
import { resourceTableOf } from '../../server/db/schema';
import { notify, notifyAfterWrite } from '../../server/modules/notifications/plugin';
import { testDatabaseKinds } from '../helpers/databases';
import { employeeRow, useShellApi } from '../helpers/shell-api';
import { as, callerWith } from '../helpers/test-caller';
import type { Role } from '../../resources/vocabulary';

describe.each(testDatabaseKinds)('notifications on %s', (kind) => {
  const { inject, insert, portal } = useShellApi(kind);
  let userCount = 0;

  /** A users row and a caller signed in as it. */
  const signedInUser = async (roles: Role[], employeeId: number | null = null): Promise<Caller> => {
    userCount += 1;
    const user = await insert('users', { username: `bell${userCount}-${kind}`, displayName: `Bell user ${userCount}`, employeeId });
    return { ...callerWith(roles, { username: `bell${userCount}`, employeeId }), userId: user.id };
  };

  const message = (recipientId: number, text: string, extra: Record<string, unknown> = {}) =>
    insert('notifications', { recipientId, message: text, ...extra });

  const unreadOf = async (caller: Caller) => {
    const response = await inject({ method: 'GET', url: '/api/notifications/current_user/', headers: as(caller) });
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: number; message: string }[]).map((row) => row.message);
  };

  test("GET current_user lists the caller's unread ones, newest first, and nobody else's", async () => {
    const me = await signedInUser(['EMPLOYEE']);
    const someoneElse = await signedInUser(['EMPLOYEE']);
    await message(me.userId, 'first');
    await message(me.userId, 'already read', { seen: true });
    await message(me.userId, 'second', { parentTable: 'tasks', parent: 51 });
    await message(someoneElse.userId, 'not mine');
    expect(await unreadOf(me)).toEqual(['second', 'first']);
  });

  test('POST seen/{id} marks one of your own seen', async () => {
    const me = await signedInUser(['EMPLOYEE']);
    const note = await message(me.userId, 'to read');
    const response = await inject({ method: 'POST', url: `/api/notifications/seen/${note.id}`, headers: as(me), payload: { seen: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: note.id, seen: true });
    expect(await unreadOf(me)).toEqual([]);
  });

  test("POST seen/{id} refuses somebody else's, an unknown id and a bad body", async () => {
    const me = await signedInUser(['ADMIN']);
    const owner = await signedInUser(['EMPLOYEE']);
    const note = await message(owner.userId, 'private');
    const post = (id: number | string, payload: unknown, caller = me) =>
      inject({ method: 'POST', url: `/api/notifications/seen/${id}`, headers: as(caller), payload: payload as object });
    expect((await post(note.id, { seen: true })).statusCode).toBe(403);
    expect((await post(999999, { seen: true })).statusCode).toBe(404);
    expect((await post('abc', { seen: true })).statusCode).toBe(400);
    expect((await post(note.id, { seen: 'yes' }, owner)).statusCode).toBe(400);
    expect(await unreadOf(owner)).toEqual(['private']);
  });

  test('POST seen/user/{id} marks all of your own', async () => {
    const me = await signedInUser(['EMPLOYEE']);
    await message(me.userId, 'one');
    await message(me.userId, 'two');
    const response = await inject({ method: 'POST', url: `/api/notifications/seen/user/${me.userId}`, headers: as(me) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 2 });
    expect(await unreadOf(me)).toEqual([]);
  });

  test("POST seen/user/{id} for another user: refused to an employee, allowed to an admin", async () => {
    const employee = await signedInUser(['EMPLOYEE']);
    const admin = await signedInUser(['ADMIN']);
    const target = await signedInUser(['EMPLOYEE']);
    await message(target.userId, 'pending');
    const byEmployee = await inject({ method: 'POST', url: `/api/notifications/seen/user/${target.userId}`, headers: as(employee) });
    expect(byEmployee.statusCode).toBe(403);
    expect(await unreadOf(target)).toEqual(['pending']);
    const byAdmin = await inject({ method: 'POST', url: `/api/notifications/seen/user/${target.userId}`, headers: as(admin) });
    expect(byAdmin.json()).toEqual({ count: 1 });
  });

  test('notify reaches a user, the user of an employee, or every holder of a role', async () => {
    const { db, schema } = portal();
    const employee = await insert('employees', employeeRow());
    const linked = await signedInUser(['EMPLOYEE'], employee.id);
    const direct = await signedInUser(['EMPLOYEE']);
    const roles = resourceTableOf(schema, 'rbacRoles');
    const [existing] = (await db.select().from(roles.table).where(eq(roles.columns.name, 'FINANCE MANAGE'))) as { id: number }[];
    const role = existing ?? (await insert('rbacRoles', { name: 'FINANCE MANAGE' }));
    const group = await insert('rbacGroups', { name: `Finance ${kind}` });
    await insert('rbacGroupRoles', { groupId: group.id, roleId: role.id });
    const financeUser = await signedInUser(['FINANCE MANAGE']);
    await insert('rbacGroupUsers', { groupId: group.id, userId: financeUser.userId });

    await notify(db, schema, { userId: direct.userId }, { message: 'to a user' });
    await notify(db, schema, { employeeId: employee.id }, { message: 'to an employee', parentTable: 'tasks', parent: 7 });
    await notify(db, schema, { role: 'FINANCE MANAGE' }, { message: 'to a role' });
    expect(await unreadOf(direct)).toEqual(['to a user']);
    expect(await unreadOf(linked)).toEqual(['to an employee']);
    expect(await unreadOf(financeUser)).toEqual(['to a role']);
    // An employee with no user is told nothing, and that is no error.
    const loner = await insert('employees', employeeRow());
    expect(await notify(db, schema, { employeeId: loner.id }, { message: 'nobody' })).toEqual([]);
  });

  test('assigning a task tells the assignee, but not when they assign it to themselves', async () => {
    const { db, schema } = portal();
    const employee = await insert('employees', employeeRow());
    const assignee = await signedInUser(['EMPLOYEE'], employee.id);
    const manager = await signedInUser(['PROJECT MANAGER']);
    const task = { id: 51, version: 1, number: 'TSK-000051', title: 'Fix login', assigneeId: employee.id };
    await notifyAfterWrite(db, schema, { resource: 'tasks', action: 'update', before: { ...task, assigneeId: null }, after: task, caller: manager });
    await notifyAfterWrite(db, schema, { resource: 'tasks', action: 'update', before: { ...task, assigneeId: null }, after: task, caller: assignee });
    expect(await unreadOf(assignee)).toEqual(['Task TSK-000051 "Fix login" was assigned to you']);
    const [row] = await db
      .select({ parentTable: resourceTableOf(schema, 'notifications').columns.parentTable, parent: resourceTableOf(schema, 'notifications').columns.parent })
      .from(resourceTableOf(schema, 'notifications').table)
      .where(eq(resourceTableOf(schema, 'notifications').columns.recipientId, assignee.userId));
    expect(row).toMatchObject({ parentTable: 'tasks', parent: 51 });
  });

  test('approving a request, a month sheet and a payslip tells the employee', async () => {
    const { db, schema } = portal();
    const employee = await insert('employees', employeeRow());
    const person = await signedInUser(['EMPLOYEE'], employee.id);
    const admin = await signedInUser(['ADMIN']);
    const write = (resource: string, before: Record<string, unknown>, after: Record<string, unknown>) =>
      notifyAfterWrite(db, schema, { resource, action: 'update', before: { id: 1, version: 1, ...before }, after: { id: 1, version: 2, employeeId: employee.id, ...after }, caller: admin });
    await write('hrTimesheetRequests', { state: 'Reviewing' }, { number: 'HRQ-000009', state: 'Refused' });
    await write('timesheetMonths', { status: 'Sent' }, { number: 'TSM-000001', status: 'Open', year: 2025, month: 3 });
    await write('labour', { status: 'Calculated' }, { number: 'LAB-000001', status: 'Approved', year: 2025, month: 3 });
    expect(await unreadOf(person)).toEqual([
      'Your payslip for 03/2025 is ready',
      'Your month sheet for 03/2025 was sent back to you',
      'Your request HRQ-000009 was refused',
    ]);
  });

  test('"waiting for your approval" leaves the bell once the month (or request) is decided, and only then', async () => {
    const { db, schema } = portal();
    const employee = await insert('employees', employeeRow());
    const person = await signedInUser(['EMPLOYEE'], employee.id);
    const approver = await signedInUser(['PROJECT MANAGER']);
    const hr = await signedInUser(['HR MANAGE']);
    const write = (resource: string, id: number, before: Record<string, unknown>, after: Record<string, unknown>) =>
      notifyAfterWrite(db, schema, { resource, action: 'update', before: { id, version: 1, ...before }, after: { id, version: 2, employeeId: employee.id, ...after }, caller: approver });
    await message(approver.userId, 'Month sheet TSM-000901 (03/2025) is waiting for your approval', { parentTable: 'timesheet_months', parent: 901 });
    await message(approver.userId, 'Month sheet TSM-000902 (03/2025) is waiting for your approval', { parentTable: 'timesheet_months', parent: 902 });
    await message(hr.userId, 'Request HRQ-000903 is waiting for your approval', { parentTable: 'hr_timesheet_requests', parent: 903 });
    // A write that leaves the month Sent (a correction) settles nothing.
    await write('timesheetMonths', 901, { status: 'Sent', totalHours: 8 }, { number: 'TSM-000901', status: 'Sent', totalHours: 9, year: 2025, month: 3 });
    expect(await unreadOf(approver)).toHaveLength(2);
    await write('timesheetMonths', 901, { status: 'Sent' }, { number: 'TSM-000901', status: 'Approved', year: 2025, month: 3 });
    expect(await unreadOf(approver)).toEqual(['Month sheet TSM-000902 (03/2025) is waiting for your approval']);
    expect(await unreadOf(person)).toEqual(['Your month sheet for 03/2025 was approved']);
    await write('hrTimesheetRequests', 903, { state: 'Reviewing' }, { number: 'HRQ-000903', state: 'Approved' });
    expect(await unreadOf(hr)).toEqual([]);
  });

  test('a task assigned through the generic API notifies the assignee in the same write', async () => {
    const employee = await insert('employees', employeeRow());
    const assignee = await signedInUser(['EMPLOYEE'], employee.id);
    const manager = await signedInUser(['PROJECT MANAGER']);
    const customer = await insert('customers', { name: `Bell customer ${kind}` });
    const workOrder = await insert('workOrders', { name: 'Bell work order', customerId: customer.id, startDate: '2026-01-01' });
    const project = await insert('projects', { name: 'Bell project', workOrderId: workOrder.id });
    // Owner and assignee are members of the task's project.
    await insert('projectMembers', { projectId: project.id, employeeId: employee.id });
    const created = await inject({
      method: 'PUT',
      url: '/api/admin/task',
      headers: as(manager),
      payload: { title: 'Write the bell test', projectId: project.id, ownerId: employee.id },
    });
    expect(created.statusCode).toBe(201);
    const task = created.json() as { id: number; version: number; number: string };
    expect(await unreadOf(assignee)).toEqual([]);
    const assigned = await inject({
      method: 'POST',
      url: `/api/admin/task/${task.id}`,
      headers: as(manager),
      payload: { version: task.version, assigneeId: employee.id },
    });
    expect(assigned.statusCode).toBe(200);
    expect(await unreadOf(assignee)).toEqual([`Task ${task.number} "Write the bell test" was assigned to you`]);
  });
});

import type { InjectOptions } from 'fastify';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { multipartOf } from '../../helpers/multipart';
import { as, callerWith } from '../../helpers/test-caller';

// Work orders, projects, sprints, tasks and favourites: the declared actions of SPEC §7 for them.

describe.each(testDatabaseKinds)('work orders, projects, sprints and tasks on %s', (kind) => {
  let t: TestApp;
  const admin = as(callerWith(['ADMIN'], { username: 'admin' }));
  const pm = as(callerWith(['PROJECT MANAGER'], { username: 'pm' }));
  const sales = as(callerWith(['SALES MANAGE']));
  let employees: number[] = [];
  let customerId: number;
  let workOrderId: number;
  let projectId: number;
  let otherProjectId: number;
  const employee = (index: number) => as(callerWith(['EMPLOYEE'], { username: `e${index}`, employeeId: employees[index] }));

  const inject = async (options: InjectOptions) => t.app.inject(options);
  const ok = async (options: InjectOptions) => {
    const response = await inject(options);
    if (response.statusCode >= 300) throw new Error(`${options.method} ${options.url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const withComment = (comment: string, file?: { fileName: string; contentType: string; content: Buffer }) => {
    const body = multipartOf([{ fileName: '', contentType: 'text/plain', content: Buffer.from(comment), field: 'comment' }, ...(file ? [file] : [])]);
    // A text part: multipartOf writes a filename attribute; drop it so the part is a field.
    return { payload: Buffer.from(body.payload.toString('latin1').replace('; filename=""', ''), 'latin1'), headers: body.headers };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const index of [1, 2, 3, 4]) {
      const row = await ok({
        method: 'PUT',
        url: '/api/admin/employees',
        headers: admin,
        payload: { firstName: `Person${index}`, lastName: 'Rossi', email: `p${index}@example.com`, taxCode: `RSSPRS80A01F20${index}X`, hireDate: '2024-01-01' },
      });
      employees.push(row.id);
    }
    employees = [0, ...employees];
    customerId = (await ok({ method: 'PUT', url: '/api/admin/customers', headers: admin, payload: { name: 'Comune di Lecco' } })).id;
    workOrderId = (await ok({ method: 'PUT', url: '/api/admin/workorders', headers: pm, payload: { name: 'Portale', customerId, startDate: '2026-01-01' } })).id;
    projectId = (await ok({ method: 'PUT', url: '/api/admin/project', headers: pm, payload: { name: 'Portale v2', workOrderId } })).id;
    otherProjectId = (await ok({ method: 'PUT', url: '/api/admin/project', headers: pm, payload: { name: 'Altro', workOrderId } })).id;
  });
  afterAll(() => t.close());

  test('assigning members sets exactly the given list, and the wrong role is refused', async () => {
    const first = await ok({ method: 'POST', url: `/api/admin/workorders/assign/${workOrderId}`, headers: pm, payload: { employeeIds: [employees[1], employees[2]] } });
    expect(first.map((row: { employeeId: number }) => row.employeeId).sort()).toEqual([employees[1], employees[2]].sort());
    const second = await ok({ method: 'POST', url: `/api/admin/workorders/assign/${workOrderId}`, headers: pm, payload: { employeeIds: [employees[2], employees[3]] } });
    expect(second.map((row: { employeeId: number }) => row.employeeId).sort()).toEqual([employees[2], employees[3]].sort());
    const listed = await ok({ method: 'GET', url: `/api/admin/workorders/employees/${workOrderId}`, headers: pm });
    expect(listed.map((row: { employeeId: number }) => row.employeeId).sort()).toEqual([employees[2], employees[3]].sort());
    // A bad id anywhere in the list changes nothing.
    const bad = await inject({ method: 'POST', url: `/api/admin/workorders/assign/${workOrderId}`, headers: pm, payload: { employeeIds: [employees[1], 999999] } });
    expect(bad.statusCode).toBe(400);
    const after = await ok({ method: 'GET', url: `/api/admin/workorders/employees/${workOrderId}`, headers: pm });
    expect(after.map((row: { employeeId: number }) => row.employeeId).sort()).toEqual([employees[2], employees[3]].sort());
    expect((await inject({ method: 'POST', url: `/api/admin/workorders/assign/${workOrderId}`, headers: sales, payload: { employeeIds: [] } })).statusCode).toBe(403);
    expect((await inject({ method: 'POST', url: `/api/admin/workorders/assign/${workOrderId}`, headers: pm, payload: {} })).json().errors).toEqual({ employeeIds: 'Required' });
  });

  test('work orders by customer, by employee and the employee’s own', async () => {
    expect((await ok({ method: 'GET', url: `/api/admin/workorders/customer/${customerId}`, headers: pm })).map((row: { id: number }) => row.id)).toEqual([workOrderId]);
    expect((await ok({ method: 'GET', url: `/api/admin/workorders/employee/${employees[3]}`, headers: pm })).map((row: { id: number }) => row.id)).toEqual([workOrderId]);
    expect((await ok({ method: 'GET', url: '/api/workorders', headers: employee(3) })).map((row: { id: number }) => row.id)).toEqual([workOrderId]);
    expect(await ok({ method: 'GET', url: '/api/workorders', headers: employee(1) })).toEqual([]);
    expect((await inject({ method: 'GET', url: `/api/admin/workorders/customer/${customerId}`, headers: employee(3) })).statusCode).toBe(403);
  });

  test('project assignment and the project journal with a file', async () => {
    const members = await ok({ method: 'POST', url: `/api/admin/project/assign/${projectId}`, headers: pm, payload: { employeeIds: [employees[1], employees[2]] } });
    expect(members).toHaveLength(2);
    expect((await ok({ method: 'GET', url: `/api/admin/project/project_members/${projectId}`, headers: pm })).length).toBe(2);
    expect((await ok({ method: 'GET', url: `/api/admin/project/employees/${employees[1]}`, headers: pm })).map((row: { id: number }) => row.id)).toEqual([projectId]);
    expect((await ok({ method: 'GET', url: `/api/admin/project/work_order/${workOrderId}`, headers: pm })).length).toBe(2);

    const body = withComment('Kick-off done', { fileName: 'minutes.txt', contentType: 'text/plain', content: Buffer.from('minutes') });
    const entry = await ok({ method: 'PUT', url: `/api/admin/project/journal/${projectId}`, headers: { ...pm, ...body.headers }, payload: body.payload });
    expect(entry).toMatchObject({ comment: 'Kick-off done', projectId });
    expect(entry.files.map((file: { fileName: string }) => file.fileName)).toEqual(['minutes.txt']);
    const journal = await ok({ method: 'GET', url: `/api/admin/project/journal/${projectId}`, headers: pm });
    expect(journal).toHaveLength(1);
    expect(journal[0].files[0]).toMatchObject({ fileName: 'minutes.txt', size: 7 });
    const refused = await inject({ method: 'PUT', url: `/api/admin/project/journal/${projectId}`, headers: { ...employee(1), ...body.headers }, payload: body.payload });
    expect(refused.statusCode).toBe(403);
  });

  test('moving a task to a sprint: narrowed to the task’s project, and back to the backlog', async () => {
    const sprint = await ok({ method: 'PUT', url: '/api/admin/sprint', headers: pm, payload: { projectId, name: 'S1', startDate: '2026-02-01', endDate: '2026-02-14' } });
    const foreign = await ok({ method: 'PUT', url: '/api/admin/sprint', headers: pm, payload: { projectId: otherProjectId, name: 'X1', startDate: '2026-02-01', endDate: '2026-02-14' } });
    const task = await ok({ method: 'PUT', url: '/api/admin/task', headers: pm, payload: { title: 'Login page', projectId, ownerId: employees[1], assigneeId: employees[2] } });
    expect((await ok({ method: 'GET', url: `/api/admin/task/backlog?projectId=${projectId}`, headers: pm })).map((row: { id: number }) => row.id)).toContain(task.id);

    const moved = await ok({ method: 'POST', url: `/api/admin/task/sprint/${task.id}`, headers: pm, payload: { sprintId: sprint.id } });
    expect(moved).toMatchObject({ sprintId: sprint.id, version: 2 });
    const misfit = await inject({ method: 'POST', url: `/api/admin/task/sprint/${task.id}`, headers: pm, payload: { sprintId: foreign.id } });
    expect(misfit.statusCode).toBe(400);
    expect(misfit.json().errors.sprintId).toMatch(/does not belong/);
    expect((await ok({ method: 'GET', url: `/api/admin/task/${task.id}`, headers: pm })).sprintId).toBe(sprint.id);
    expect((await inject({ method: 'POST', url: `/api/admin/task/sprint/${task.id}`, headers: employee(1), payload: { sprintId: sprint.id } })).statusCode).toBe(403);

    // The sprint's board for those on the project, with the justOwner / justAssigned filters.
    expect((await ok({ method: 'GET', url: `/api/task/sprint/${sprint.id}`, headers: employee(1) })).map((row: { id: number }) => row.id)).toEqual([task.id]);
    expect(await ok({ method: 'GET', url: `/api/task/sprint/${sprint.id}?justAssigned=true`, headers: employee(1) })).toEqual([]);
    expect((await ok({ method: 'GET', url: `/api/task/sprint/${sprint.id}?justOwner=true`, headers: employee(1) })).length).toBe(1);
    expect(await ok({ method: 'GET', url: `/api/task/sprint/${sprint.id}`, headers: employee(4) })).toEqual([]);
    expect((await ok({ method: 'GET', url: '/api/task/owner', headers: employee(1) })).map((row: { id: number }) => row.id)).toEqual([task.id]);
    expect((await ok({ method: 'GET', url: '/api/task/employee', headers: employee(2) })).map((row: { id: number }) => row.id)).toEqual([task.id]);
    expect((await ok({ method: 'GET', url: '/api/sprint/my-sprints', headers: employee(2) })).map((row: { id: number }) => row.id)).toEqual([sprint.id]);
    expect(await ok({ method: 'GET', url: '/api/sprint/my-sprints', headers: employee(4) })).toEqual([]);
    expect((await ok({ method: 'GET', url: `/api/admin/sprint/project/${projectId}`, headers: pm })).map((row: { id: number }) => row.id)).toEqual([sprint.id]);

    const back = await ok({ method: 'POST', url: `/api/admin/task/sprint/${task.id}`, headers: pm, payload: { sprintId: null } });
    expect(back.sprintId).toBeNull();
  });

  test('those involved read and write a task’s journal and read its activity; others cannot', async () => {
    const task = await ok({ method: 'PUT', url: '/api/admin/task', headers: pm, payload: { title: 'Report', projectId, ownerId: employees[1] } });
    await ok({ method: 'POST', url: `/api/admin/task/${task.id}`, headers: pm, payload: { version: 1, status: 'In Progress', assigneeId: employees[2] } });

    const body = withComment('Started', { fileName: 'notes.txt', contentType: 'text/plain', content: Buffer.from('hello') });
    const entry = await ok({ method: 'PUT', url: `/api/task/journal/${task.id}`, headers: { ...employee(2), ...body.headers }, payload: body.payload });
    expect(entry.files.map((file: { fileName: string }) => file.fileName)).toEqual(['notes.txt']);
    const journal = await ok({ method: 'GET', url: `/api/task/journal/${task.id}`, headers: employee(1) });
    expect(journal.map((row: { comment: string }) => row.comment)).toEqual(['Started']);

    // Employee 4 is neither on the project nor on the task.
    expect((await inject({ method: 'GET', url: `/api/task/journal/${task.id}`, headers: employee(4) })).statusCode).toBe(404);
    const outsider = withComment('Me too');
    expect((await inject({ method: 'PUT', url: `/api/task/journal/${task.id}`, headers: { ...employee(4), ...outsider.headers }, payload: outsider.payload })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/task/activity/${task.id}`, headers: employee(4) })).statusCode).toBe(404);

    const activity = await ok({ method: 'GET', url: `/api/task/activity/${task.id}`, headers: employee(1) });
    expect(activity.map((line: { action: string; fieldName: string | null }) => [line.action, line.fieldName])).toEqual([
      ['Created', null],
      ['Status changed', 'status'],
      ['Assigned', 'assigneeId'],
      ['Commented', 'comment'],
    ]);
    // A username with no user row reads as it is; the journal's names otherwise (below).
    expect(activity[1]).toMatchObject({ by: 'pm', oldValue: 'To Do', newValue: 'In Progress' });
    // With a user row, the name: as the journal shows its authors.
    await ok({ method: 'PUT', url: '/api/admin/users', headers: admin, payload: { username: 'e2', displayName: 'Elena Seconda' } });
    const named = await ok({ method: 'GET', url: `/api/task/activity/${task.id}`, headers: employee(1) });
    expect(named[3]).toMatchObject({ action: 'Commented', by: 'Elena Seconda' });
    // Activity is the server's (the audit trail): no path writes it, not even for the managers.
    for (const method of ['PUT', 'POST', 'DELETE'] as const)
      expect((await inject({ method, url: `/api/task/activity/${task.id}`, headers: admin, payload: { action: 'Created' } })).statusCode).toBe(404);
    expect((await inject({ method: 'PUT', url: '/api/admin/task_activity', headers: admin, payload: { taskId: task.id, action: 'Created' } })).statusCode).toBe(404);

    // Only the author deletes a comment.
    expect((await inject({ method: 'DELETE', url: `/api/task/journal/${entry.id}`, headers: employee(1) })).statusCode).toBe(403);
    expect((await inject({ method: 'DELETE', url: `/api/task/journal/${entry.id}`, headers: employee(2) })).statusCode).toBe(204);
    expect(await ok({ method: 'GET', url: `/api/task/journal/${task.id}`, headers: employee(1) })).toEqual([]);
  });

  test('favourites are per user', async () => {
    const task = await ok({ method: 'PUT', url: '/api/admin/task', headers: pm, payload: { title: 'Star me', projectId, ownerId: employees[1] } });
    expect(await ok({ method: 'GET', url: `/api/favourite_tasks/is-favorite/${task.id}/`, headers: employee(1) })).toEqual({ isFavorite: false });
    await ok({ method: 'PUT', url: `/api/favourite_tasks/${task.id}`, headers: employee(1) });
    await ok({ method: 'PUT', url: `/api/favourite_tasks/${task.id}`, headers: employee(1) });
    expect(await ok({ method: 'GET', url: `/api/favourite_tasks/is-favorite/${task.id}/`, headers: employee(1) })).toEqual({ isFavorite: true });
    expect(await ok({ method: 'GET', url: `/api/favourite_tasks/is-favorite/${task.id}/`, headers: employee(2) })).toEqual({ isFavorite: false });
    expect((await ok({ method: 'GET', url: '/api/favourite_tasks', headers: employee(1) })).length).toBe(1);
    expect((await inject({ method: 'PUT', url: `/api/favourite_tasks/${task.id}`, headers: employee(4) })).statusCode).toBe(404);
    expect((await inject({ method: 'DELETE', url: `/api/favourite_tasks/${task.id}`, headers: employee(1) })).statusCode).toBe(204);
    expect(await ok({ method: 'GET', url: `/api/favourite_tasks/is-favorite/${task.id}/`, headers: employee(1) })).toEqual({ isFavorite: false });
  });

  test('the burn-down counts the hours booked in time sheets against the budget, with the top contributors', async () => {
    const order = await ok({ method: 'PUT', url: '/api/admin/workorders', headers: pm, payload: { name: 'Budget', customerId, startDate: '2026-01-01', budgetHours: 20, amount: 1000 } });
    await ok({ method: 'POST', url: `/api/admin/workorders/assign/${order.id}`, headers: pm, payload: { employeeIds: [employees[1], employees[2]] } });
    const [member] = (await ok({ method: 'GET', url: `/api/admin/workorders/employees/${order.id}`, headers: pm })).filter((row: { employeeId: number }) => row.employeeId === employees[1]);
    await ok({ method: 'POST', url: `/api/admin/work_order_employee/${member.id}`, headers: pm, payload: { version: member.version, hourlyRate: 50.5 } });
    for (const [who, date, hours] of [[1, '2026-01-05', 3.5], [1, '2026-01-06', 4], [2, '2026-01-13', 2.25]] as const)
      await ok({ method: 'PUT', url: '/api/admin/timesheet', headers: pm, payload: { employeeId: employees[who], date, workOrderId: order.id, hours } });
    const burn = await ok({ method: 'GET', url: `/api/admin/workorders/burn_down/${order.id}`, headers: pm });
    expect(burn).toMatchObject({ budgetHours: 20, bookedHours: 9.75, remainingHours: 10.25, bookedAmount: 378.75 });
    expect(burn.series).toEqual([
      { week: '2026-01-05', booked: 7.5, remaining: 12.5 },
      { week: '2026-01-12', booked: 9.75, remaining: 10.25 },
    ]);
    expect(burn.contributors.map((row: { employeeId: number }) => row.employeeId)).toEqual([employees[1], employees[2]]);
    expect(burn.forecastDate > '2026-01-18').toBe(true);
    expect((await inject({ method: 'GET', url: `/api/admin/workorders/burn_down/${order.id}`, headers: employee(1) })).statusCode).toBe(403);
  });

  test('closing a sprint moves its unfinished tasks to the chosen sprint of the project, done ones stay', async () => {
    const sprint = (name: string) => ok({ method: 'PUT', url: '/api/admin/sprint', headers: pm, payload: { projectId, name, startDate: '2026-03-01', endDate: '2026-03-14' } });
    const [closing, next] = [await sprint('C1'), await sprint('C2')];
    const task = (title: string, status: string) => ok({ method: 'PUT', url: '/api/admin/task', headers: pm, payload: { title, projectId, ownerId: employees[1], sprintId: closing.id, status } });
    const [open, done] = [await task('Open one', 'In Progress'), await task('Done one', 'Done')];
    const closed = await ok({ method: 'POST', url: `/api/admin/sprint/close/${closing.id}`, headers: pm, payload: { nextSprintId: next.id } });
    expect(closed.status).toBe('Closed');
    expect((await ok({ method: 'GET', url: `/api/admin/task/${open.id}`, headers: pm })).sprintId).toBe(next.id);
    expect((await ok({ method: 'GET', url: `/api/admin/task/${done.id}`, headers: pm })).sprintId).toBe(closing.id);
    expect((await inject({ method: 'POST', url: `/api/admin/sprint/close/${closing.id}`, headers: pm, payload: {} })).statusCode).toBe(409);
  });
});

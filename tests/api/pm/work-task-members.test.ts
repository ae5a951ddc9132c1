import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { resources } from '../../../resources.config';
import { defineResource } from '../../../resources/declaration';
import { resourceTableOf } from '../../../server/db/schema';
import { auditTrail } from '../../../server/db/system-tables';
import { updateRecord } from '../../../server/operations/record-writer';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { employeeRow } from '../../helpers/shell-api';
import { as, callerWith } from '../../helpers/test-caller';
import { workflowsOf } from '../../../server/operations/actions/workflows-of';

// A task's owner and assignee are members of the task's project (tasks' `narrowedBy.through`): the server
// refuses anyone else with a 422 naming the field and the employee — on create, on update, when the task
// changes project and from an action that writes through the trusted writer — and changes nothing; the
// lookup of project members lets the form offer only the project's members.

// A throwaway workflow that hands a task over to someone, to prove an action cannot bypass the rule.
const testHandovers = defineResource({
  name: 'testHandovers',
  module: 'pm',
  label: 'Handovers',
  singular: 'Handover',
  titleField: 'note',
  fields: { note: { type: 'text', maxLength: 40 } },
  roles: ['ADMIN', 'PROJECT MANAGER'],
  api: { admin: '/admin/test_handovers' },
  actions: [
    {
      name: 'handOver',
      reply: { resource: 'self' },
      label: 'Hand over',
      method: 'POST',
      path: '/hand_over',
      scope: 'admin',
      target: 'collection',
      input: {
        taskId: { type: 'reference', resource: 'tasks', isRequired: true },
        assigneeId: { type: 'reference', resource: 'employees', isRequired: true },
      },
    },
  ],
});

const handoverHandlers = workflowsOf(testHandovers, {
  handOver: async ({ tx, context, input, write }) => {
    const tasks = resourceTableOf(context.schema, 'tasks');
    const [task] = await tx.select().from(tasks.table).where(eq(tasks.columns.id, input.taskId));
    return updateRecord(write, 'tasks', task, { assigneeId: input.assigneeId });
  },
});

describe.each(testDatabaseKinds)('task owners and assignees on %s', (kind) => {
  let t: TestApp;
  const pm = as(callerWith(['PROJECT MANAGER'], { username: 'pm' }));
  const ids: Record<'member' | 'colleague' | 'outsider', number> = { member: 0, colleague: 0, outsider: 0 };
  let projectId: number;
  let otherProjectId: number;
  let memberHeaders: Record<string, string>;

  const inject = (options: InjectOptions) => t.app.inject(options);
  const insert = async (resourceName: string, values: Record<string, unknown>) => {
    const { db, schema } = t.app.portal;
    const [row] = (await db.insert(resourceTableOf(schema, resourceName).table).values(values).returning()) as { id: number }[];
    return row;
  };
  /** What a refusal must leave as it was: every task row and the audit trail. */
  const snapshot = async () => {
    const { db, schema } = t.app.portal;
    const tasks = await db.select().from(resourceTableOf(schema, 'tasks').table).orderBy(sql`id`);
    const [{ audits }] = await db.select({ audits: sql<number>`count(*)::int` }).from(auditTrail);
    return { tasks, audits };
  };
  const expectRefused = async (options: InjectOptions, errors: Record<string, string>, message: string) => {
    const before = await snapshot();
    const response = await inject(options);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ message, errors });
    expect(await snapshot()).toEqual(before);
  };
  const newTask = async (payload: Record<string, unknown>) => {
    const response = await inject({ method: 'PUT', url: '/api/admin/task', headers: pm, payload: { projectId, ownerId: ids.member, ...payload } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; version: number; ownerId: number; assigneeId: number | null };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { resources: [...resources, testHandovers], actionHandlers: handoverHandlers, database: 'push' });
    for (const [key, lastName] of [['member', 'Member'], ['colleague', 'Colleague'], ['outsider', 'Outsider']] as const)
      ids[key] = (await insert('employees', employeeRow({ firstName: 'Anna', lastName }))).id;
    const customer = await insert('customers', { name: `Members customer ${kind}` });
    const workOrder = await insert('workOrders', { name: 'Members work order', customerId: customer.id, startDate: '2026-01-01' });
    projectId = (await insert('projects', { name: 'Members project', workOrderId: workOrder.id })).id;
    otherProjectId = (await insert('projects', { name: 'Other project', workOrderId: workOrder.id })).id;
    for (const employeeId of [ids.member, ids.colleague]) await insert('projectMembers', { projectId, employeeId });
    await insert('projectMembers', { projectId: otherProjectId, employeeId: ids.outsider });
    memberHeaders = as(callerWith(['EMPLOYEE'], { username: 'member', employeeId: ids.member }));
  });
  afterAll(() => t?.close());

  const outsiderIs = (field: 'Owner' | 'Assignee') => `${field} Anna Outsider (employee ${ids.outsider})`;
  const notMember = (field: 'Owner' | 'Assignee') => `${outsiderIs(field)} is not a member of this task's project`;

  test('create: an owner or assignee outside the project is refused, naming the field and the employee', async () => {
    await expectRefused(
      { method: 'PUT', url: '/api/admin/task', headers: pm, payload: { title: 'Outside owner', projectId, ownerId: ids.outsider } },
      { ownerId: notMember('Owner') },
      notMember('Owner'),
    );
    await expectRefused(
      { method: 'PUT', url: '/api/admin/task', headers: pm, payload: { title: 'Both outside', projectId, ownerId: ids.outsider, assigneeId: ids.outsider } },
      { ownerId: notMember('Owner'), assigneeId: notMember('Assignee') },
      `${outsiderIs('Owner')} and ${outsiderIs('Assignee')} are not members of this task's project`,
    );
    // An employee creating on their own path is the owner; the assignee they name must be a member too.
    await expectRefused(
      { method: 'PUT', url: '/api/task', headers: memberHeaders, payload: { title: 'Mine, for an outsider', projectId, assigneeId: ids.outsider } },
      { assigneeId: notMember('Assignee') },
      notMember('Assignee'),
    );
  });

  test('create: members are accepted as owner and assignee', async () => {
    const task = await newTask({ title: 'Members only', assigneeId: ids.colleague });
    expect([task.ownerId, task.assigneeId]).toEqual([ids.member, ids.colleague]);
    const own = await inject({ method: 'PUT', url: '/api/task', headers: memberHeaders, payload: { title: 'Mine', projectId, assigneeId: ids.colleague } });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().assigneeId).toBe(ids.colleague);
  });

  test("delete: the assignee may not delete someone else's task; its owner and a project manager may", async () => {
    const colleagueHeaders = as(callerWith(['EMPLOYEE'], { username: 'colleague', employeeId: ids.colleague }));
    const task = await newTask({ title: 'Owned by the member', assigneeId: ids.colleague });
    const before = await snapshot();
    const refused = await inject({ method: 'DELETE', url: `/api/task/${task.id}`, headers: colleagueHeaders });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe("Only the task's owner, a project manager or an administrator may delete it");
    expect(await snapshot()).toEqual(before);
    expect((await inject({ method: 'DELETE', url: `/api/task/${task.id}`, headers: memberHeaders })).statusCode).toBe(204);
    const another = await newTask({ title: 'Deleted by the manager', assigneeId: ids.colleague });
    expect((await inject({ method: 'DELETE', url: `/api/admin/task/${another.id}`, headers: pm })).statusCode).toBe(204);
  });

  test("log time: hours on a task become the caller's timesheet entry of its work order; outsiders get 404", async () => {
    const task = await newTask({ title: 'Booked on' });
    const { db, schema } = t.app.portal;
    const projects = resourceTableOf(schema, 'projects');
    const [project] = await db.select({ workOrderId: projects.columns.workOrderId }).from(projects.table).where(eq(projects.columns.id, projectId));
    await insert('workOrderMembers', { workOrderId: project.workOrderId, employeeId: ids.member });
    const url = `/api/task/time/${task.id}`;
    const outsider = as(callerWith(['EMPLOYEE'], { username: 'outsider', employeeId: ids.outsider }));
    expect((await inject({ method: 'PUT', url, headers: outsider, payload: { date: '2026-03-04', hours: 2 } })).statusCode).toBe(404);
    expect((await inject({ method: 'PUT', url, headers: memberHeaders, payload: { date: '2026-03-04', hours: 0.1 } })).statusCode).toBe(400);
    const logged = await inject({ method: 'PUT', url, headers: memberHeaders, payload: { date: '2026-03-04', hours: 2.5, note: 'Fixing' } });
    expect(logged.statusCode, logged.body).toBe(200);
    expect(logged.json()).toMatchObject({ employeeId: ids.member, workOrderId: project.workOrderId, taskId: task.id, date: '2026-03-04', hours: 2.5, note: 'Fixing' });
    const mine = await inject({ method: 'GET', url: `/api/timesheet?taskId=${task.id}`, headers: memberHeaders });
    expect(mine.json()).toHaveLength(1);
  });

  test("the month grid offers its work orders' tasks, own and starred first; a task of another work order is refused", async () => {
    const { db, schema } = t.app.portal;
    const projects = resourceTableOf(schema, 'projects');
    const [project] = await db.select({ workOrderId: projects.columns.workOrderId }).from(projects.table).where(eq(projects.columns.id, projectId));
    await insert('workOrderMembers', { workOrderId: project.workOrderId, employeeId: ids.member }).catch(() => undefined);
    const mine = await newTask({ title: 'Grid: mine' });
    const colleagues = await newTask({ title: 'Grid: a colleague’s', ownerId: ids.colleague });
    const starred = await newTask({ title: 'Grid: starred', ownerId: ids.colleague });
    const done = await newTask({ title: 'Grid: done' });
    await inject({ method: 'POST', url: `/api/admin/task/${done.id}`, headers: pm, payload: { version: done.version, status: 'Done' } });
    expect((await inject({ method: 'PUT', url: `/api/favourite_tasks/${starred.id}`, headers: memberHeaders, payload: {} })).statusCode).toBeLessThan(300);
    const grid = await inject({ method: 'GET', url: '/api/month/sheet?year=2026&month=5', headers: memberHeaders });
    expect(grid.statusCode, grid.body).toBe(200);
    const offered = (grid.json().bookableTasks as { id: number; workOrderId: number; isMine: boolean; isFavourite: boolean }[]).filter((task) =>
      [mine.id, colleagues.id, starred.id, done.id].includes(task.id),
    );
    // Own and starred before the rest; a Done task is not offered.
    expect(offered.map((task) => [task.id, task.isMine, task.isFavourite])).toEqual([
      ...[
        [mine.id, true, false],
        [starred.id, false, true],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
      [colleagues.id, false, false],
    ]);
    expect(offered.every((task) => task.workOrderId === project.workOrderId)).toBe(true);

    // Booked from a grid row: an entry of the work order with the task; the same task on another work order is refused.
    const booked = await inject({ method: 'PUT', url: '/api/timesheet', headers: memberHeaders, payload: { date: '2026-05-12', workOrderId: project.workOrderId, taskId: mine.id, hours: 1.5 } });
    expect(booked.statusCode, booked.body).toBe(201);
    const customer = await insert('customers', { name: `Another customer ${kind}` });
    const elsewhere = await insert('workOrders', { name: 'Another work order', customerId: customer.id, startDate: '2026-01-01' });
    await insert('workOrderMembers', { workOrderId: elsewhere.id, employeeId: ids.member });
    const refused = await inject({ method: 'PUT', url: '/api/timesheet', headers: memberHeaders, payload: { date: '2026-05-13', workOrderId: elsewhere.id, taskId: mine.id, hours: 1 } });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual({ taskId: 'Not a task of this work order' });
    const entries = await inject({ method: 'GET', url: `/api/timesheet?taskId=${mine.id}`, headers: memberHeaders });
    expect(entries.json().map((entry: { date: string; hours: number }) => [entry.date, entry.hours])).toEqual([['2026-05-12', 1.5]]);
  });

  test('update: assigning an outsider is refused and changes nothing; a member is accepted', async () => {
    const task = await newTask({ title: 'To assign' });
    await expectRefused(
      { method: 'POST', url: `/api/admin/task/${task.id}`, headers: pm, payload: { version: task.version, assigneeId: ids.outsider } },
      { assigneeId: notMember('Assignee') },
      notMember('Assignee'),
    );
    await expectRefused(
      { method: 'POST', url: `/api/task/${task.id}`, headers: memberHeaders, payload: { version: task.version, assigneeId: ids.outsider } },
      { assigneeId: notMember('Assignee') },
      notMember('Assignee'),
    );
    await expectRefused(
      { method: 'POST', url: `/api/admin/task/${task.id}`, headers: pm, payload: { version: task.version, ownerId: ids.outsider } },
      { ownerId: notMember('Owner') },
      notMember('Owner'),
    );
    const assigned = await inject({ method: 'POST', url: `/api/admin/task/${task.id}`, headers: pm, payload: { version: task.version, assigneeId: ids.colleague } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().assigneeId).toBe(ids.colleague);
  });

  test('moving a task to a project its people are not members of is refused', async () => {
    const task = await newTask({ title: 'Stays home', assigneeId: ids.colleague });
    const member = `Anna Member (employee ${ids.member}) is not a member of this task's project`;
    const colleague = `Anna Colleague (employee ${ids.colleague}) is not a member of this task's project`;
    await expectRefused(
      { method: 'POST', url: `/api/admin/task/${task.id}`, headers: pm, payload: { version: task.version, projectId: otherProjectId } },
      { ownerId: `Owner ${member}`, assigneeId: `Assignee ${colleague}` },
      `Owner Anna Member (employee ${ids.member}) and Assignee Anna Colleague (employee ${ids.colleague}) are not members of this task's project`,
    );
    // With people of that project named in the same write, the move goes through.
    const moved = await inject({
      method: 'POST',
      url: `/api/admin/task/${task.id}`,
      headers: pm,
      payload: { version: task.version, projectId: otherProjectId, ownerId: ids.outsider, assigneeId: null },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ projectId: otherProjectId, ownerId: ids.outsider, assigneeId: null });
  });

  test('an action that sets the assignee through the writer is refused the same way', async () => {
    const task = await newTask({ title: 'Handed over' });
    await expectRefused(
      { method: 'POST', url: '/api/admin/test_handovers/hand_over', headers: pm, payload: { taskId: task.id, assigneeId: ids.outsider } },
      { assigneeId: notMember('Assignee') },
      notMember('Assignee'),
    );
    const handed = await inject({ method: 'POST', url: '/api/admin/test_handovers/hand_over', headers: pm, payload: { taskId: task.id, assigneeId: ids.colleague } });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().assigneeId).toBe(ids.colleague);
  });

  test("the lookup of project members answers one project's members to anyone signed in, for the form's picker", async () => {
    const response = await inject({ method: 'GET', url: `/api/lookup/projectMembers?projectId=${projectId}&_sort=employeeId`, headers: memberHeaders });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { employeeId: number }[]).map((row) => row.employeeId)).toEqual([ids.member, ids.colleague]);
    expect(Object.keys(response.json()[0]).sort()).toEqual(['employeeId', 'id']);
    // Only what the picker needs: no other field of the link rows is offered.
    expect((await inject({ method: 'GET', url: `/api/lookup/projectMembers?role=x`, headers: memberHeaders })).statusCode).toBe(400);
  });
});

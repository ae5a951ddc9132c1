import type { InjectOptions } from 'fastify';
import type { Caller } from '../../../server/auth/caller';
import { testDatabaseKinds } from '../../helpers/databases';
import { multipartOf } from '../../helpers/multipart';
import { employeeRow, useShellApi } from '../../helpers/shell-api';
import { as, callerWith } from '../../helpers/test-caller';
import { fixtureNumber } from '../../helpers/fixture-numbers';

// The task page's calls (SPEC §7 Tasks): an employee works only on tasks of the projects they are a member
// of; the involved employees, the file links, comment files for those who read the journal, and the
// notifications a task's life sends (all opening the task: parentTable tasks).

describe.each(testDatabaseKinds)('the task page on %s', (kind) => {
  const { inject, insert, portal } = useShellApi(kind);
  const pm = as(callerWith(['PROJECT MANAGER'], { username: 'pm' }));
  const sales = as(callerWith(['SALES MANAGE']));
  const people: Caller[] = [];
  let projectId: number;
  let foreignProjectId: number;
  const employee = (index: number) => as(people[index]);
  const idOf = (index: number) => people[index].employeeId as number;

  const ok = async (options: InjectOptions) => {
    const response = await inject(options);
    if (response.statusCode >= 300) throw new Error(`${options.method} ${options.url}: ${response.statusCode} ${response.body}`);
    return response.statusCode === 204 ? undefined : response.json();
  };
  const status = async (options: InjectOptions) => (await inject(options)).statusCode;
  const comment = (text: string, file?: { fileName: string; content: string }) => {
    const body = multipartOf([
      { fileName: '', contentType: 'text/plain', content: Buffer.from(text), field: 'comment' },
      ...(file ? [{ fileName: file.fileName, contentType: 'text/plain', content: Buffer.from(file.content) }] : []),
    ]);
    return { payload: Buffer.from(body.payload.toString('latin1').replace('; filename=""', ''), 'latin1'), headers: body.headers };
  };
  const newTask = (payload: Record<string, unknown>) => ok({ method: 'PUT', url: '/api/admin/task', headers: pm, payload: { projectId, ownerId: idOf(1), ...payload } });
  /** The unread notifications of a person about one task (earlier tests' tasks tell them things too). */
  const unreadOf = async (index: number, taskId: number) =>
    ((await ok({ method: 'GET', url: '/api/notifications/current_user/', headers: employee(index) })) as { message: string; parentTable: string; parent: number }[])
      .filter((row) => row.parent === taskId)
      .map(({ message, parentTable, parent }) => ({ message, parentTable, parent }));

  beforeAll(async () => {
    // Employees 1–3 are on the project, 4 is not; each signs in as a user linked to their employee.
    for (const index of [1, 2, 3, 4]) {
      const person = await insert('employees', employeeRow({ firstName: `Person${index}` }));
      const user = await insert('users', { username: `task-page-${index}-${kind}`, displayName: `Person ${index}`, employeeId: person.id });
      people[index] = { ...callerWith(['EMPLOYEE'], { username: `person${index}`, employeeId: person.id }), userId: user.id };
    }
    const customer = await insert('customers', { name: `Task page customer ${kind}` });
    const workOrder = await insert('workOrders', { name: 'Task page work order', customerId: customer.id, startDate: '2026-01-01' });
    projectId = (await insert('projects', { name: 'Task page project', workOrderId: workOrder.id })).id;
    foreignProjectId = (await insert('projects', { name: 'Somebody else’s project', workOrderId: workOrder.id })).id;
    await ok({ method: 'POST', url: `/api/admin/project/assign/${projectId}`, headers: pm, payload: { employeeIds: [idOf(1), idOf(2), idOf(3)] } });
    await ok({ method: 'POST', url: `/api/admin/project/assign/${foreignProjectId}`, headers: pm, payload: { employeeIds: [idOf(4)] } });
  });

  test('an employee reads the tasks of their projects, writes their own there, and nothing of other projects', async () => {
    const task = await newTask({ title: 'Members only', assigneeId: idOf(2) });
    // Employee 4 owns a task of the project but is no member of it (a row from before owners had to be
    // members, or left behind when they left the project): the task is out of their reach.
    const stray = await insert('tasks', { number: fixtureNumber('TSK'), title: 'Stray', projectId, ownerId: idOf(4) });
    expect((await ok({ method: 'GET', url: `/api/task/${task.id}`, headers: employee(3) })).title).toBe('Members only');
    expect(await status({ method: 'GET', url: `/api/task/${task.id}`, headers: employee(4) })).toBe(404);
    expect(await status({ method: 'GET', url: `/api/task/${stray.id}`, headers: employee(4) })).toBe(404);
    expect(await status({ method: 'POST', url: `/api/task/${stray.id}`, headers: employee(4), payload: { version: 1, title: 'Mine?' } })).toBe(404);
    expect(await status({ method: 'DELETE', url: `/api/task/${task.id}`, headers: employee(4) })).toBe(404);
    const listed = (await ok({ method: 'GET', url: '/api/task', headers: employee(4) })) as { id: number }[];
    expect(listed.map((row) => row.id)).not.toContain(task.id);

    // A member who neither owns nor is assigned reads but does not change it; the assignee does.
    expect(await status({ method: 'POST', url: `/api/task/${task.id}`, headers: employee(3), payload: { version: 1, status: 'Done' } })).toBe(404);
    expect((await ok({ method: 'POST', url: `/api/task/${task.id}`, headers: employee(2), payload: { version: 1, status: 'In Progress' } })).status).toBe('In Progress');

    // Creating in, or moving to, a project one is not a member of is refused and changes nothing.
    const foreign = await inject({ method: 'PUT', url: '/api/task', headers: employee(1), payload: { title: 'Sneaky', projectId: foreignProjectId } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errors).toEqual({ projectId: 'Not a project you are a member of' });
    const own = await ok({ method: 'PUT', url: '/api/task', headers: employee(1), payload: { title: 'My own', projectId } });
    expect(own.ownerId).toBe(idOf(1));
    expect(await status({ method: 'POST', url: `/api/task/${own.id}`, headers: employee(1), payload: { version: 1, projectId: foreignProjectId } })).toBe(403);
    expect((await ok({ method: 'GET', url: `/api/task/${own.id}`, headers: employee(1) })).projectId).toBe(projectId);

    // Journal, activity, favourites and the task's files answer "not found" to an outsider too.
    const outsider = comment('Me too');
    expect(await status({ method: 'PUT', url: `/api/task/journal/${task.id}`, headers: { ...employee(4), ...outsider.headers }, payload: outsider.payload })).toBe(404);
    for (const url of [`/api/task/journal/${task.id}`, `/api/task/activity/${task.id}`, `/api/task/involved-employees/${task.id}`, `/api/task/attachments/link/${task.id}`, `/api/task/attachments/${task.id}`])
      expect(await status({ method: 'GET', url, headers: employee(4) })).toBe(404);
    expect(await status({ method: 'PUT', url: `/api/favourite_tasks/${task.id}`, headers: employee(4) })).toBe(404);
  });

  test('involved employees: owner, assignee and commenters, once each; the managers’ tasks of an employee', async () => {
    const task = await newTask({ title: 'Who is in', assigneeId: idOf(2) });
    const note = comment('Looking at it');
    await ok({ method: 'PUT', url: `/api/task/journal/${task.id}`, headers: { ...employee(3), ...note.headers }, payload: note.payload });
    await ok({ method: 'PUT', url: `/api/task/journal/${task.id}`, headers: { ...employee(1), ...note.headers }, payload: note.payload });
    const involved = (await ok({ method: 'GET', url: `/api/task/involved-employees/${task.id}`, headers: employee(3) })) as { employeeId: number; involvement: string[] }[];
    expect(involved.map((row) => [row.employeeId, row.involvement])).toEqual([
      [idOf(1), ['Owner', 'Commenter']],
      [idOf(2), ['Assignee']],
      [idOf(3), ['Commenter']],
    ]);
    expect(involved[0]).toHaveProperty('fullName');

    const ofEmployee = (await ok({ method: 'GET', url: `/api/admin/task/employee/${idOf(2)}`, headers: pm })) as { id: number }[];
    expect(ofEmployee.map((row) => row.id)).toContain(task.id);
    expect(await status({ method: 'GET', url: `/api/admin/task/employee/${idOf(2)}`, headers: employee(2) })).toBe(403);
    expect(await status({ method: 'GET', url: `/api/admin/task/employee/${idOf(2)}`, headers: sales })).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/admin/task/employee/abc', headers: pm })).statusCode).toBe(400);
  });

  test('comment files: links for every file, downloads for journal readers, gone with their comment', async () => {
    const task = await newTask({ title: 'With files', assigneeId: idOf(2) });
    const upload = multipartOf([{ fileName: 'spec.txt', contentType: 'text/plain', content: Buffer.from('the spec') }]);
    await ok({ method: 'PUT', url: `/api/task/attachments/${task.id}`, headers: { ...employee(2), ...upload.headers }, payload: upload.payload });
    const body = comment('Logs attached', { fileName: 'log.txt', content: 'error at line 7' });
    const entry = await ok({ method: 'PUT', url: `/api/task/journal/${task.id}`, headers: { ...employee(2), ...body.headers }, payload: body.payload });

    const links = (await ok({ method: 'GET', url: `/api/task/attachments/link/${task.id}`, headers: employee(3) })) as { fileName: string; source: string; link: string }[];
    expect(links.map((file) => [file.fileName, file.source])).toEqual([
      ['spec.txt', 'task'],
      ['log.txt', 'comment'],
    ]);
    // Every link downloads for a member who is neither owner nor assignee.
    for (const file of links) {
      const download = await inject({ method: 'GET', url: file.link, headers: employee(3) });
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe(file.fileName === 'spec.txt' ? 'the spec' : 'error at line 7');
    }
    const logLink = links[1].link;
    expect((await inject({ method: 'GET', url: logLink, headers: employee(3) })).headers['content-disposition']).toContain('log.txt');
    expect(await status({ method: 'GET', url: logLink, headers: employee(4) })).toBe(404);
    // A file of another task's comment is not reachable through this task.
    const other = await newTask({ title: 'Other' });
    expect(await status({ method: 'GET', url: `/api/task/journal/${other.id}/files/${entry.files[0].id}`, headers: employee(3) })).toBe(404);

    // Deleting the comment removes its stored file as well as its row.
    // The app's storage: DATA_DIR/files on PGlite, the database on PostgreSQL.
    const filesOfComment = async () => {
      const keys: string[] = [];
      for await (const key of portal().storage.keys()) if (key.startsWith(`taskJournal/${entry.id}/`)) keys.push(key);
      return keys;
    };
    expect(await filesOfComment()).toHaveLength(1);
    expect(await status({ method: 'DELETE', url: `/api/task/journal/${entry.id}`, headers: employee(3) })).toBe(403);
    expect(await status({ method: 'DELETE', url: `/api/task/journal/${entry.id}`, headers: employee(2) })).toBe(204);
    expect(await filesOfComment()).toEqual([]);
    expect(await status({ method: 'GET', url: logLink, headers: employee(3) })).toBe(404);
  });

  test('assignment, comments and a followed task’s status changes notify, each opening the task', async () => {
    const task = await newTask({ title: 'Tell me' });
    await ok({ method: 'PUT', url: `/api/favourite_tasks/${task.id}`, headers: employee(3) });
    await ok({ method: 'POST', url: `/api/admin/task/${task.id}`, headers: pm, payload: { version: 1, assigneeId: idOf(2) } });
    const opens = { parentTable: 'tasks', parent: task.id };
    expect(await unreadOf(2, task.id)).toEqual([{ message: `Task ${task.number} "Tell me" was assigned to you`, ...opens }]);

    const note = comment('Done on my side');
    await ok({ method: 'PUT', url: `/api/task/journal/${task.id}`, headers: { ...employee(2), ...note.headers }, payload: note.payload });
    // The owner is told; the author of the comment is not told of their own comment.
    expect(await unreadOf(1, task.id)).toEqual([{ message: `New comment on task ${task.number} "Tell me"`, ...opens }]);
    expect(await unreadOf(2, task.id)).toHaveLength(1);

    await ok({ method: 'POST', url: `/api/task/${task.id}`, headers: employee(2), payload: { version: 2, status: 'In Review' } });
    expect(await unreadOf(3, task.id)).toEqual([{ message: `Task ${task.number} "Tell me" you follow moved to In Review`, ...opens }]);
    // A change that is not a status change tells the follower nothing.
    await ok({ method: 'POST', url: `/api/task/${task.id}`, headers: employee(2), payload: { version: 3, description: 'More words' } });
    expect(await unreadOf(3, task.id)).toHaveLength(1);
  });
});

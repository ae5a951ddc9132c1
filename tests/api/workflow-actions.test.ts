import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { resources } from '../../resources.config';
import { auditTrail } from '../../server/db/system-tables';
import { notify } from '../../server/modules/notifications/notify';
import { startTestApp, type TestApp } from '../helpers/api-app';
import { testDatabaseKinds } from '../helpers/databases';
import { as, callerWith } from '../helpers/test-caller';
import { testExpenseHandlers, testExpenseRules, testExpenses } from '../helpers/workflow-fixture';

// A declaration with a status machine and two actions plus a two-line handler each: this is all a workflow
// needs to get its routes, access, validation, moves, locks, audit, notifications and docs.

describe.each(testDatabaseKinds)('declared workflow actions on %s', (kind) => {
  let t: TestApp;
  let approverUserId: number;
  const finance = as(callerWith(['FINANCE MANAGE'], { username: 'fiona' }));
  const sales = as(callerWith(['SALES MANAGE']));

  beforeAll(async () => {
    t = await startTestApp(kind, { resources: [...resources, testExpenses], database: 'push', actionHandlers: testExpenseHandlers, writeRules: testExpenseRules });
    const users = t.app.portal.schema.resourceTables.get('users')!;
    [{ id: approverUserId }] = (await t.app.portal.db.insert(users.table).values({ username: 'ada', displayName: 'Ada' }).returning()) as { id: number }[];
    // A module's after-write work sees action writes too: here, tell the approver about every refusal.
    t.app.portal.afterWrite.push(async (tx, event) => {
      if (event.resource === 'testExpenses' && event.via === 'refuse')
        await notify(tx, t.app.portal.schema, { userId: approverUserId }, { message: `Expense ${event.after.number} refused`, parentTable: 'test_expenses', parent: event.after.id });
    });
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.app.inject(options);
  const newExpense = async (amount = 10) =>
    (await inject({ method: 'PUT', url: '/api/admin/test_expenses', headers: finance, payload: { amount } })).json();

  test('a bulk action moves every chosen record in one transaction and audits each with its name', async () => {
    const [a, b] = [await newExpense(10), await newExpense(20)];
    const response = await inject({ method: 'POST', url: '/api/admin/test_expenses/approve', headers: finance, payload: { ids: [a.id, b.id] } });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { status: string }) => row.status)).toEqual(['Approved', 'Approved']);
    const audit = await t.app.portal.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.resource, 'testExpenses'), eq(auditTrail.recordId, a.id)))
      .orderBy(asc(auditTrail.id));
    expect(audit.map((row) => [row.action, row.via, row.username])).toEqual([
      ['create', null, 'fiona'],
      ['update', 'approve', 'fiona'],
    ]);
    expect(audit[1].changes).toEqual({ status: ['Draft', 'Approved'] });
  });

  test('the wrong role gets 403 before its body or id is even read', async () => {
    const badBody = await inject({ method: 'POST', url: '/api/admin/test_expenses/approve', headers: sales, payload: { ids: 'nonsense' } });
    expect(badBody.statusCode).toBe(403);
    const badId = await inject({ method: 'POST', url: '/api/admin/test_expenses/refuse/not-an-id', headers: sales, payload: {} });
    expect(badId.statusCode).toBe(403);
    expect(badId.json().message).toMatch(/ADMIN, FINANCE MANAGE/);
  });

  test('bad input is a 400 naming the field, and changes nothing', async () => {
    const expense = await newExpense();
    const missing = await inject({ method: 'POST', url: `/api/admin/test_expenses/refuse/${expense.id}`, headers: finance, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ reason: 'Required' });
    const unknown = await inject({ method: 'POST', url: `/api/admin/test_expenses/refuse/${expense.id}`, headers: finance, payload: { reason: 'x', status: 'Approved' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ status: 'Unknown field' });
    const noIds = await inject({ method: 'POST', url: '/api/admin/test_expenses/approve', headers: finance, payload: { ids: [] } });
    expect(noIds.statusCode).toBe(400);
    const after = (await inject({ method: 'GET', url: `/api/admin/test_expenses/${expense.id}`, headers: finance })).json();
    expect(after).toMatchObject({ status: 'Draft', version: 1 });
  });

  test('an illegal move is a 409 and a bulk with one illegal record moves none', async () => {
    const [approved, draft] = [await newExpense(), await newExpense()];
    await inject({ method: 'POST', url: '/api/admin/test_expenses/approve', headers: finance, payload: { ids: [approved.id] } });
    const again = await inject({ method: 'POST', url: `/api/admin/test_expenses/refuse/${approved.id}`, headers: finance, payload: { reason: 'late' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Expense ${approved.number} is Approved: it cannot move to Refused`);
    const bulk = await inject({ method: 'POST', url: '/api/admin/test_expenses/approve', headers: finance, payload: { ids: [draft.id, approved.id] } });
    expect(bulk.statusCode).toBe(409);
    expect((await inject({ method: 'GET', url: `/api/admin/test_expenses/${draft.id}`, headers: finance })).json().status).toBe('Draft');
  });

  test('a locked record refuses generic edits and deletes with 409', async () => {
    const expense = await newExpense();
    await inject({ method: 'POST', url: '/api/admin/test_expenses/approve', headers: finance, payload: { ids: [expense.id] } });
    const edit = await inject({ method: 'POST', url: `/api/admin/test_expenses/${expense.id}`, headers: finance, payload: { version: 2, amount: 99 } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/is Approved: it can no longer be changed/);
    expect((await inject({ method: 'DELETE', url: `/api/admin/test_expenses/${expense.id}`, headers: finance })).statusCode).toBe(409);
  });

  test('a transition limited to a role is offered only to that role', async () => {
    const expense = await newExpense();
    await inject({ method: 'POST', url: `/api/admin/test_expenses/refuse/${expense.id}`, headers: finance, payload: { reason: 'no receipt' } });
    // Refused → Draft is ADMIN's move only: the rule the server's move applies and the screens offer by.
    const { isMoveOffered } = await import('../../resources/workflow');
    const row = { status: 'Refused' };
    const reopen = { name: 'reopen', label: 'Reopen', method: 'POST', path: '/reopen/:id', scope: 'admin', target: 'record', moves: { field: 'status', to: 'Draft' }, reply: { resource: 'self' } } as const;
    expect(isMoveOffered(testExpenses, reopen, row, ['FINANCE MANAGE'])).toBe(false);
    expect(isMoveOffered(testExpenses, reopen, row, ['ADMIN'])).toBe(true);
  });

  test('a stale version is a 409 for the generic edit, as before', async () => {
    const expense = await newExpense();
    await inject({ method: 'POST', url: `/api/admin/test_expenses/${expense.id}`, headers: finance, payload: { version: 1, amount: 11 } });
    const stale = await inject({ method: 'POST', url: `/api/admin/test_expenses/${expense.id}`, headers: finance, payload: { version: 1, amount: 12 } });
    expect(stale.statusCode).toBe(409);
  });

  test("the action's after-write work runs in its transaction: the refusal notifies the approver", async () => {
    const expense = await newExpense();
    const refused = await inject({ method: 'POST', url: `/api/admin/test_expenses/refuse/${expense.id}`, headers: finance, payload: { reason: 'duplicate' } });
    expect(refused.json()).toMatchObject({ status: 'Refused', reason: 'duplicate', version: 2 });
    const table = t.app.portal.schema.resourceTables.get('notifications')!;
    const rows = await t.app.portal.db.select().from(table.table).where(eq(table.columns.parent, expense.id));
    expect(rows.map((row) => row.message)).toContain(`Expense ${expense.number} refused`);
  });

  test("a module's write rule refuses a generic create and update with its message, and writes nothing", async () => {
    const refused = await inject({ method: 'PUT', url: '/api/admin/test_expenses', headers: finance, payload: { amount: 1500 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Expenses above 1,000 need approval in advance', errors: { amount: 'At most 1,000' } });
    const expense = await newExpense(5);
    const raised = await inject({ method: 'POST', url: `/api/admin/test_expenses/${expense.id}`, headers: finance, payload: { version: 1, amount: 2000 } });
    expect(raised.statusCode).toBe(400);
    expect((await inject({ method: 'GET', url: `/api/admin/test_expenses/${expense.id}`, headers: finance })).json()).toMatchObject({ amount: 5, version: 1 });
  });

  test('the actions are in the OpenAPI description with their inputs', async () => {
    const docs = (await inject({ method: 'GET', url: '/api/docs/json', headers: finance })).json();
    expect(docs.paths['/api/admin/test_expenses/approve'].post.requestBody.content['application/json'].schema.required).toEqual(['ids']);
    expect(docs.paths['/api/admin/test_expenses/refuse/{id}'].post.requestBody.content['application/json'].schema.properties.reason).toMatchObject({ type: 'string', maxLength: 200 });
  });
});

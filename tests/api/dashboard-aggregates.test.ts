import { testDatabaseKinds } from '../helpers/databases';
import { employeeRow, useShellApi } from '../helpers/shell-api';
import { as, callerWith } from '../helpers/test-caller';

describe.each(testDatabaseKinds)('dashboard aggregates on %s', (kind) => {
  const { inject, insert } = useShellApi(kind);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const mario = await insert('employees', employeeRow());
    ids.mario = mario.id;
    const customer = await insert('customers', { name: 'ACME S.p.A.' });
    const workOrder = await insert('workOrders', { number: 'WO-000001', name: 'Maintenance 2025', customerId: customer.id, startDate: '2025-01-01' });
    const project = await insert('projects', { number: 'PRJ-000001', name: 'Portal', workOrderId: workOrder.id });
    ids.project = project.id;
    ids.workOrder = workOrder.id;
    const task = await insert('tasks', { number: 'TSK-000001', title: 'Login', projectId: project.id, ownerId: mario.id, status: 'In Progress' });
    await insert('tasks', { number: 'TSK-000002', title: 'Logout', projectId: project.id, ownerId: mario.id, status: 'Done' });
    await insert('tasks', { number: 'TSK-000003', title: 'Search', projectId: project.id, ownerId: mario.id, status: 'To Do' });
    const entry = (date: string, hours: number, taskId: number | null) =>
      insert('timesheetEntries', { employeeId: mario.id, date, workOrderId: workOrder.id, taskId, hours });
    await entry('2025-03-03', 8, task.id);
    await entry('2025-03-04', 4.5, task.id);
    await entry('2025-03-05', 2, null);
    await entry('2025-04-01', 8, task.id);
    const leave = await insert('exceptions', { code: 'FER', name: 'Ferie', category: 'Leave' });
    await insert('hrTimesheetRequests', { number: 'HRQ-000001', employeeId: mario.id, exceptionId: leave.id, startDate: '2025-03-03', endDate: '2025-03-03' });
    await insert('timesheetMonths', { number: 'TSM-000001', employeeId: mario.id, year: 2025, month: 3, status: 'Sent' });
    await insert('labour', { number: 'LAB-000001', employeeId: mario.id, year: 2025, month: 3, status: 'Draft', grossSalary: 2500, netSalary: 1800 });
    const other = await insert('employees', employeeRow());
    ids.other = other.id;
    await insert('labour', { number: 'LAB-000002', employeeId: other.id, year: 2025, month: 3, status: 'Approved', grossSalary: 3000, netSalary: 2100 });
    // No net yet (issue 43: the totals say how many payrolls they add up, and which lack a net).
    const third = await insert('employees', employeeRow());
    ids.withoutNet = (await insert('labour', { number: 'LAB-000003', employeeId: third.id, year: 2025, month: 3, status: 'Draft', grossSalary: 1000 })).id;
    const bank = await insert('banks', { name: 'Banca Intesa' });
    const account = await insert('accounts', { name: 'Main', bankId: bank.id, iban: 'IT60X0542811101000000123456', openingBalance: 1000 });
    await insert('accounts', { name: 'Savings', bankId: bank.id, iban: 'IT07X0542811101000000654321', openingBalance: 50 });
    const flow = (direction: string, amount: number) =>
      insert('cashFlowEntries', { accountId: account.id, direction, date: '2025-03-01', amount, description: 'Movement' });
    await flow('in', 500.25);
    await flow('out', 200);
    // Written straight to the table, the movements are not yet in the accounts' kept balances: the finance action
    // that recomputes them puts them there, as the API's own writes would.
    const recalculated = await inject({ method: 'GET', url: '/api/admin/finance/cashflow/recalculate', headers: as(callerWith(['ADMIN'])) });
    expect(recalculated.statusCode, recalculated.body).toBe(200);
  });

  const dashboard = async (path: string, roles: Parameters<typeof callerWith>[0], employeeId: number | null = null) => {
    const response = await inject({ method: 'GET', url: `${path}?year=2025&month=3`, headers: as(callerWith(roles, { employeeId })) });
    return { status: response.statusCode, body: response.json() };
  };

  test('the admin dashboard counts what needs action, each with its list', async () => {
    const { status, body } = await dashboard('/api/admin/dashboard', ['ADMIN']);
    expect(status).toBe(200);
    expect(body.cards).toEqual([
      { key: 'pendingHrRequests', title: 'Pending HR requests', count: 1, link: '/admin/leave_requests?filters[0][field]=state&filters[0][operator]=eq&filters[0][value]=Reviewing' },
      { key: 'monthSheetsAwaitingApproval', title: 'Month sheets awaiting approval', count: 1, link: '/admin/ts_approvals?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=Sent' },
      // No list holds every open task (an admin's /my_task is their own): no link that would open on nothing.
      { key: 'openTasks', title: 'Open tasks', count: 2, link: null },
    ]);
  });

  test('hours this month by project, with unassigned hours under the work order', async () => {
    const { body } = await dashboard('/api/admin/dashboard', ['ADMIN']);
    expect(body.hoursByProject).toEqual({
      link: '/admin/report',
      rows: [
        { label: 'Portal', isWithoutProject: false, hours: 12.5, link: `/admin/project/${ids.project}` },
        { label: 'Maintenance 2025', isWithoutProject: true, hours: 2, link: `/admin/work_order_details/${ids.workOrder}` },
      ],
    });
  });

  test('payroll status of the month and the cash position', async () => {
    const { body } = await dashboard('/api/admin/dashboard', ['ADMIN']);
    expect(body.payrollOfMonth).toEqual({
      link: '/admin/payrolls',
      byStatus: [
        { status: 'Draft', count: 2 },
        { status: 'Calculated', count: 0 },
        { status: 'Approved', count: 1 },
        { status: 'Paid', count: 0 },
      ],
      total: 3,
      gross: 6500,
      net: 3900,
      withGross: 3,
      withNet: 2,
      withoutNet: [{ number: 'LAB-000003', link: `/payroll_details/${ids.withoutNet}` }],
    });
    expect(body.cashPosition).toMatchObject({
      link: '/admin/accounts',
      accounts: [
        { name: 'Main', balance: 1300.25 },
        { name: 'Savings', balance: 50 },
      ],
      total: 1350.25,
    });
  });

  test('a project manager sees only what their roles may read', async () => {
    const { status, body } = await dashboard('/api/admin/dashboard', ['PROJECT MANAGER']);
    expect(status).toBe(200);
    expect(body.cards.map((card: { key: string }) => card.key)).toEqual(['monthSheetsAwaitingApproval', 'openTasks']);
    expect(body.hoursByProject.rows).toHaveLength(2);
    expect(body.payrollOfMonth).toBeUndefined();
    expect(body.cashPosition).toBeUndefined();
  });

  test('the accountant dashboard shows the payrolls to process and the month', async () => {
    const { status, body } = await dashboard('/api/accountant/dashboard', ['ACCOUNTANT']);
    expect(status).toBe(200);
    expect(body.cards).toEqual([{ key: 'payrollsToProcess', title: 'Payrolls to process', count: 2, link: '/admin/payrolls?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=Draft&filters[0][value][1]=Calculated' }]);
    expect(body.payrollOfMonth.total).toBe(3);
  });

  // Issue 43: four eyes keep a viewer from deciding their own request, month sheet or payroll; the cards of what
  // waits for a decision leave those out rather than count work the viewer cannot do.
  test("the cards count only what the viewer may decide: not their own requests, month sheet or payroll", async () => {
    const counts = (body: { cards: { key: string; count: number }[] }) => Object.fromEntries(body.cards.map((card) => [card.key, card.count]));
    expect(counts((await dashboard('/api/admin/dashboard', ['ADMIN', 'EMPLOYEE'], ids.mario)).body)).toMatchObject({ pendingHrRequests: 0, monthSheetsAwaitingApproval: 0 });
    expect(counts((await dashboard('/api/admin/dashboard', ['ADMIN', 'EMPLOYEE'], ids.other)).body)).toMatchObject({ pendingHrRequests: 1, monthSheetsAwaitingApproval: 1 });
    // LAB-000001 is mario's (Draft); LAB-000003 (Draft) is someone else's and still his to process.
    expect(counts((await dashboard('/api/accountant/dashboard', ['ACCOUNTANT', 'EMPLOYEE'], ids.mario)).body)).toEqual({ payrollsToProcess: 1 });
    expect(counts((await dashboard('/api/accountant/dashboard', ['ACCOUNTANT', 'EMPLOYEE'], ids.other)).body)).toEqual({ payrollsToProcess: 2 });
    // The list the card opens leaves the viewer's own out too, so it shows exactly what the card counts.
    const [card] = (await dashboard('/api/accountant/dashboard', ['ACCOUNTANT', 'EMPLOYEE'], ids.mario)).body.cards;
    expect(card.link).toBe(
      `/admin/payrolls?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=Draft&filters[0][value][1]=Calculated&filters[1][field]=employeeId&filters[1][operator]=ne&filters[1][value]=${ids.mario}`,
    );
  });

  test('each dashboard is for the roles of its screen', async () => {
    expect((await dashboard('/api/admin/dashboard', ['EMPLOYEE'])).status).toBe(403);
    expect((await dashboard('/api/accountant/dashboard', ['ADMIN'])).status).toBe(403);
    const bad = await inject({ method: 'GET', url: '/api/admin/dashboard?month=13', headers: as(callerWith(['ADMIN'])) });
    expect(bad.statusCode).toBe(400);
  });
});

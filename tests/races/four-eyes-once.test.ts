// Four eyes under concurrent calls (issue 43): the owner of a sent month sheet, who is also a project manager, and
// another approver press Approve at once, 6 times each, holding the same version. Every call of the owner is a 403,
// exactly one of the other approver's succeeds, the rest are 409, and the audit names that one approver.
import { and, eq } from 'drizzle-orm';
import { auditTrail } from '../../server/db/system-tables';
import { testDatabaseKinds } from '../helpers/databases';
import { fixtureNumber } from '../helpers/fixture-numbers';
import { as, callerWith } from '../helpers/test-caller';
import { burst, startRaceApp, BURST, type RaceApp } from './race-harness';

describe.each(testDatabaseKinds)('four eyes hold under concurrent approvals on %s', (kind) => {
  let app: RaceApp;
  beforeAll(async () => {
    app = await startRaceApp(kind);
  });
  afterAll(() => app?.close());

  test('the owner never approves their month, another approver does once', async () => {
    const { db, schema } = app.app.portal;
    const employees = schema.resourceTables.get('employees')!;
    const [employee] = (await db.select({ id: employees.columns.id }).from(employees.table).limit(1)) as { id: number }[];
    const months = schema.resourceTables.get('timesheetMonths')!;
    const [sheet] = (await db
      .insert(months.table)
      .values({ number: fixtureNumber('TSM'), employeeId: employee.id, year: 2045, month: 6, status: 'Sent' })
      .returning()) as { id: number; version: number }[];
    const owner = as(callerWith(['PROJECT MANAGER', 'EMPLOYEE'], { username: 'race-owner', employeeId: employee.id }));
    const approver = as(callerWith(['PROJECT MANAGER'], { username: 'race-approver' }));
    let turn = 0;
    const answers = await burst(app, () => ({
      method: 'POST',
      url: '/api/admin/month/advance_status',
      headers: turn++ % 2 === 0 ? owner : approver,
      payload: { ids: [sheet.id], versions: [sheet.version] },
    }));
    const byOwner = answers.filter((_, index) => index % 2 === 0);
    const byApprover = answers.filter((_, index) => index % 2 === 1);
    expect(byOwner.map((answer) => answer.status)).toEqual(Array(BURST / 2).fill(403));
    expect(byApprover.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(byApprover.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409)).toBe(true);

    const [after] = await db.select().from(months.table).where(eq(months.columns.id, sheet.id));
    expect(after.status).toBe('Approved');
    const audit = await db.select().from(auditTrail).where(and(eq(auditTrail.resource, 'timesheetMonths'), eq(auditTrail.recordId, sheet.id)));
    expect(audit.map((entry) => [entry.username, entry.via])).toEqual([['race-approver', 'approve']]);
  });
});

import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { resources } from '../../resources.config';
import { isOffered } from '../../resources/workflow';
import { auditTrail } from '../../server/db/system-tables';
import { testDatabaseKinds } from '../helpers/databases';
import { fixtureNumber } from '../helpers/fixture-numbers';
import { employeeRow, useShellApi } from '../helpers/shell-api';
import { as, callerWith } from '../helpers/test-caller';

// Four eyes (issue 43): whoever holds an approver's roles still never decides their own month sheet, leave request,
// expense claim or payroll. The declared `isNotByOwner` actions refuse the owner with 403 and its reason in the
// caller's language and change nothing; another approver decides, and the audit names who did.

const ITALIAN = { 'accept-language': 'it-IT,it;q=0.9' };
const declarationOf = (name: string) => resources.find((resource) => resource.name === name)!;

describe.each(testDatabaseKinds)('four eyes on every approval on %s', (kind) => {
  const { inject, insert, portal } = useShellApi(kind);
  const call = (options: InjectOptions) => inject(options);
  let year = 2040;

  /** A person who is both an employee and an approver of every kind, and another approver. */
  const people = async () => {
    const employee = await insert('employees', employeeRow());
    const roles = ['ADMIN', 'PROJECT MANAGER', 'HR MANAGE', 'FINANCE MANAGE', 'ACCOUNTANT', 'EMPLOYEE'] as const;
    return {
      employeeId: employee.id,
      self: as(callerWith(roles, { username: `self${employee.id}`, employeeId: employee.id })),
      other: as(callerWith(['ADMIN'], { username: `other${employee.id}` })),
    };
  };

  const auditOf = async (resource: string, id: number) =>
    portal().db.select().from(auditTrail).where(and(eq(auditTrail.resource, resource), eq(auditTrail.recordId, id)));

  const cases = [
    {
      name: 'a month sheet (approve, by selection)',
      resource: 'timesheetMonths',
      row: (employeeId: number) => ({ number: fixtureNumber('TSM'), employeeId, year: ++year, month: 3, status: 'Sent' }),
      request: (row: { id: number; version: number }) => ({ method: 'POST' as const, url: '/api/admin/month/advance_status', payload: { ids: [row.id], versions: [row.version] } }),
      field: 'status',
      decided: 'Approved',
    },
    {
      name: 'a leave request (decide)',
      resource: 'hrTimesheetRequests',
      row: (employeeId: number) => ({ number: fixtureNumber('HRQ'), employeeId, startDate: `${++year}-03-02`, endDate: `${year}-03-02`, state: 'Reviewing' }),
      request: (row: { id: number; version: number }) => ({ method: 'POST' as const, url: `/api/admin/hr_timesheet/status/${row.id}`, payload: { version: row.version, state: 'Approved' } }),
      field: 'state',
      decided: 'Approved',
    },
    {
      name: 'an expense claim (set the state)',
      resource: 'receipts',
      row: (employeeId: number) => ({ number: fixtureNumber('RCP'), employeeId, date: '2026-03-02', description: 'Train', amount: '12.50', state: 'Submitted' }),
      request: (row: { id: number; version: number }) => ({ method: 'POST' as const, url: `/api/admin/finance/receipts/status/${row.id}`, payload: { version: row.version, state: 'Approved' } }),
      field: 'state',
      decided: 'Approved',
    },
    {
      name: 'a payroll (advance)',
      resource: 'labour',
      row: (employeeId: number) => ({ number: fixtureNumber('LAB'), employeeId, year: ++year, month: 3, status: 'Calculated' }),
      request: (row: { id: number; version: number }) => ({ method: 'POST' as const, url: `/api/admin/labour/advance_status/${row.id}`, payload: { version: row.version } }),
      field: 'status',
      decided: 'Approved',
    },
  ];

  test.each(cases)('$name: refused to its owner whatever their roles, decided by another approver', async ({ resource, row, request, field, decided }) => {
    const { employeeId, self, other } = await people();
    const exceptions = resource === 'hrTimesheetRequests' ? { exceptionId: (await insert('exceptions', { code: `E${employeeId}`, name: 'Ferie', category: 'Leave' })).id } : {};
    const record = await insert(resource, { ...row(employeeId), ...exceptions } as Record<string, unknown>);
    const declaration = declarationOf(resource);
    const action = declaration.actions!.find((candidate) => candidate.isNotByOwner && request(record as never).url.includes(candidate.path.replace('/:id', '')))!;
    // The screens read the same rule: not offered to the owner, offered to the other approver.
    expect(isOffered(declaration, action, record, ['ADMIN'], employeeId)).toBe(false);
    expect(isOffered(declaration, action, record, ['ADMIN'], null)).toBe(true);

    const refused = await call({ ...request(record as never), headers: self });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toMatch(/is yours: another approver must .+ it/);
    const italian = await call({ ...request(record as never), headers: { ...self, ...ITALIAN } });
    expect(italian.statusCode).toBe(403);
    expect(italian.json().message).toMatch(/ti riguarda: «.+» spetta a un altro approvatore/);
    const unchanged = (await call({ method: 'GET', url: `/api${declaration.api.admin}/${record.id}`, headers: other })).json();
    expect(unchanged[field]).toBe(record[field as keyof typeof record]);
    expect(unchanged.version).toBe(record.version);

    const decidedByOther = await call({ ...request(record as never), headers: other });
    expect(decidedByOther.statusCode, decidedByOther.body).toBe(200);
    const after = (await call({ method: 'GET', url: `/api${declaration.api.admin}/${record.id}`, headers: other })).json();
    expect(after[field]).toBe(decided);
    // The audit names who decided, and through which action.
    const audit = await auditOf(resource, record.id);
    expect(audit.some((entry) => entry.username === `other${employeeId}` && entry.via === action.name)).toBe(true);
    expect(audit.some((entry) => entry.username === `self${employeeId}`)).toBe(false);
  });

  test('a selection with one own record among others is refused whole, and moves none', async () => {
    const { employeeId, self } = await people();
    const colleague = await insert('employees', employeeRow());
    const own = await insert('timesheetMonths', { number: fixtureNumber('TSM'), employeeId, year: ++year, month: 5, status: 'Sent', version: 1 });
    const theirs = await insert('timesheetMonths', { number: fixtureNumber('TSM'), employeeId: colleague.id, year, month: 5, status: 'Sent', version: 1 });
    const response = await call({ method: 'POST', url: '/api/admin/month/advance_status', headers: self, payload: { ids: [theirs.id, own.id], versions: [theirs.version, own.version] } });
    expect(response.statusCode).toBe(403);
    for (const sheet of [own, theirs]) expect((await call({ method: 'GET', url: `/api/admin/month/${sheet.id}`, headers: self })).json().status).toBe('Sent');
    // Their colleague's month alone is theirs to approve.
    expect((await call({ method: 'POST', url: '/api/admin/month/advance_status', headers: self, payload: { ids: [theirs.id], versions: [theirs.version] } })).statusCode).toBe(200);
  });
});

import { and, eq } from 'drizzle-orm';
import { auditTrail } from '../../server/db/system-tables';
import { testDatabaseKinds } from '../helpers/databases';
import { multipartOf } from '../helpers/multipart';
import { employeeRow, useShellApi } from '../helpers/shell-api';
import { as, callerWith } from '../helpers/test-caller';

// Evidence locked by its record's state (issue 43): once an expense claim is approved its photo stays as it is. Its
// employee and finance are refused (409, nothing changes); an administrator changes it only giving a reason, which
// the claim's history keeps. The same declaration (`attachments.lockedIn`) locks a signed contract's files.

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d605d50000000049454e44ae426082', 'hex');
const photo = [{ fileName: 'ticket.png', contentType: 'image/png', content: png }];

describe.each(testDatabaseKinds)('evidence locked by its record on %s', (kind) => {
  const { inject, insert, portal } = useShellApi(kind);
  const admin = as(callerWith(['ADMIN'], { username: 'the-admin' }));
  const finance = as(callerWith(['FINANCE MANAGE'], { username: 'the-finance' }));
  const upload = (url: string, headers: Record<string, string>) => {
    const body = multipartOf(photo);
    return inject({ method: 'PUT', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  /** Files its employee attaches to their own claim. */
  const attached = async (id: number, headers: Record<string, string>) => {
    const response = await upload(`/api/finance/receipts/attachments/${id}`, headers);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }[])[0];
  };
  const fileClaim = async (headers: Record<string, string>, description: string) => {
    const response = await inject({ method: 'PUT', url: '/api/finance/receipts', headers, payload: { date: '2026-03-02', description, amount: 23.4 } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; version: number; number: string };
  };

  /** A claim filed by its employee with its photo, then approved by finance. */
  const approvedClaim = async () => {
    const employee = await insert('employees', employeeRow());
    const own = as(callerWith(['EMPLOYEE'], { username: `e${employee.id}`, employeeId: employee.id }));
    const claim = await fileClaim(own, 'Train to Milan');
    const file = await attached(claim.id, own);
    const approved = await inject({ method: 'POST', url: `/api/admin/finance/receipts/status/${claim.id}`, headers: finance, payload: { version: claim.version, state: 'Approved' } });
    expect(approved.statusCode, approved.body).toBe(200);
    return { claim, file, own };
  };
  const filesOf = async (id: number) => (await inject({ method: 'GET', url: `/api/admin/finance/receipts/attachments/${id}`, headers: admin })).json() as { id: number }[];

  test("an approved claim's photo cannot be removed or added to by its employee or finance", async () => {
    const { claim, file, own } = await approvedClaim();
    const byEmployee = await inject({ method: 'DELETE', url: `/api/finance/receipts/attachments/${claim.id}/${file.id}`, headers: own });
    expect(byEmployee.statusCode).toBe(409);
    expect(byEmployee.json().message).toBe(`Receipt ${claim.number} is Approved: its files are evidence and stay as they are; only an administrator may change them, giving a reason`);
    const italian = await inject({ method: 'DELETE', url: `/api/finance/receipts/attachments/${claim.id}/${file.id}`, headers: { ...own, 'accept-language': 'it' } });
    expect(italian.json().message).toMatch(/i suoi file sono prove e restano come sono/);
    expect((await inject({ method: 'DELETE', url: `/api/finance/receipts/attachments/${file.id}`, headers: own })).statusCode).toBe(409);
    expect((await inject({ method: 'DELETE', url: `/api/admin/finance/receipts/attachments/${claim.id}/${file.id}?reason=typo`, headers: finance })).statusCode).toBe(409);
    expect((await upload(`/api/finance/receipts/attachments/${claim.id}`, own)).statusCode).toBe(409);
    expect((await filesOf(claim.id)).map((kept) => kept.id)).toEqual([file.id]);
  });

  test('an administrator changes them only giving a reason, which the history keeps', async () => {
    const { claim, file } = await approvedClaim();
    const silent = await inject({ method: 'DELETE', url: `/api/admin/finance/receipts/attachments/${claim.id}/${file.id}`, headers: admin });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().errors).toEqual({ reason: 'Required' });
    expect(await filesOf(claim.id)).toHaveLength(1);
    const reason = 'The employee sent the hotel bill by mistake';
    const removed = await inject({ method: 'DELETE', url: `/api/admin/finance/receipts/attachments/${claim.id}/${file.id}?reason=${encodeURIComponent(reason)}`, headers: admin });
    expect(removed.statusCode).toBe(204);
    expect(await filesOf(claim.id)).toEqual([]);
    const history = await portal().db.select().from(auditTrail).where(and(eq(auditTrail.resource, 'receipts'), eq(auditTrail.recordId, claim.id), eq(auditTrail.via, 'detach')));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ username: 'the-admin', changes: { attachments: [['ticket.png'], null], reason: [null, reason] } });
    expect((await upload(`/api/admin/finance/receipts/attachments/${claim.id}?reason=${encodeURIComponent('The right ticket')}`, admin)).statusCode).toBe(201);
  });

  test("a submitted claim's photo is still its employee's to change", async () => {
    const employee = await insert('employees', employeeRow());
    const own = as(callerWith(['EMPLOYEE'], { username: `e${employee.id}`, employeeId: employee.id }));
    const claim = await fileClaim(own, 'Taxi');
    const file = await attached(claim.id, own);
    expect((await inject({ method: 'DELETE', url: `/api/finance/receipts/attachments/${claim.id}/${file.id}`, headers: own })).statusCode).toBe(204);
  });
});

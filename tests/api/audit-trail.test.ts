import { and, asc, eq } from 'drizzle-orm';
import { auditTrail } from '../../server/db/system-tables';
import { useFixtureApi } from '../helpers/api-suite';
import { testDatabaseKinds } from '../helpers/databases';
import { personBody } from '../helpers/people';
import { as, callerWith } from '../helpers/test-caller';

describe.each(testDatabaseKinds)('audit trail on %s', (kind) => {
  const { inject, portal } = useFixtureApi(kind);
  const hr = as(callerWith(['HR MANAGE'], { username: 'helena' }));

  const auditOf = (recordId: number) =>
    portal()
      .db.select()
      .from(auditTrail)
      .where(and(eq(auditTrail.resource, 'testPeople'), eq(auditTrail.recordId, recordId)))
      .orderBy(asc(auditTrail.id));

  test('create, update and delete each leave a row that outlives the record', async () => {
    const person = (await inject({ method: 'PUT', url: '/api/admin/test_people', headers: hr, payload: personBody({ level: 3 }) })).json();
    await inject({ method: 'POST', url: `/api/admin/test_people/${person.id}`, headers: hr, payload: { version: 1, level: 4, lastName: 'Rossi' } });
    expect((await inject({ method: 'DELETE', url: `/api/admin/test_people/${person.id}`, headers: hr })).statusCode).toBe(204);

    const rows = await auditOf(person.id);
    expect(rows.map((row) => [row.action, row.username])).toEqual([
      ['create', 'helena'],
      ['update', 'helena'],
      ['delete', 'helena'],
    ]);
    expect(rows[0].changes).toMatchObject({ firstName: [null, 'Giulia'], number: [null, person.number], level: [null, 3] });
    // Only what changed: lastName was sent with its old value.
    expect(rows[1].changes).toEqual({ level: [3, 4] });
    expect(rows[2].changes).toMatchObject({ level: [4, null], email: [person.email, null] });
    expect(rows[0].at).toBeInstanceOf(Date);
  });

  test('an update that changes nothing writes nothing', async () => {
    const person = (await inject({ method: 'PUT', url: '/api/admin/test_people', headers: hr, payload: personBody() })).json();
    const same = await inject({ method: 'POST', url: `/api/admin/test_people/${person.id}`, headers: hr, payload: { version: 1, level: person.level } });
    expect(same.json().version).toBe(1);
    expect((await auditOf(person.id)).map((row) => row.action)).toEqual(['create']);
  });

  test('a refused write leaves no audit row', async () => {
    const person = (await inject({ method: 'PUT', url: '/api/admin/test_people', headers: hr, payload: personBody() })).json();
    await inject({ method: 'POST', url: `/api/admin/test_people/${person.id}`, headers: hr, payload: { version: 7, level: 9 } });
    expect((await auditOf(person.id)).map((row) => row.action)).toEqual(['create']);
  });
});

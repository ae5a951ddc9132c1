import { and, asc, eq } from 'drizzle-orm';
import { auditTrail } from '../../server/db/system-tables';
import { useFixtureApi } from '../helpers/api-suite';
import { describedReplies } from '../helpers/described-reply';
import { testDatabaseKinds } from '../helpers/databases';
import { personBody } from '../helpers/people';
import { as, callerWith } from '../helpers/test-caller';
import { firmToday } from '../../resources/firm-calendar';

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

describe.each(testDatabaseKinds)('reading the audit trail on %s', (kind) => {
  const { inject } = useFixtureApi(kind);
  const hr = as(callerWith(['HR MANAGE'], { username: 'helena' }));
  const admin = as(callerWith(['ADMIN'], { username: 'adele' }));
  const read = (query: string, headers = admin) => inject({ method: 'GET', url: `/api/admin/audit_trail?${query}`, headers });

  test('ADMIN filters by user, resource, record and day, newest first, with the total', async () => {
    const person = (await inject({ method: 'PUT', url: '/api/admin/test_people', headers: hr, payload: personBody({ level: 3 }) })).json();
    await inject({ method: 'POST', url: `/api/admin/test_people/${person.id}`, headers: hr, payload: { version: 1, level: 4 } });
    const history = await read(`resource=testPeople&recordId=${person.id}`);
    expect(history.statusCode).toBe(200);
    expect(history.headers['x-total-count']).toBe('2');
    expect(history.json().map((row: { action: string; username: string }) => [row.action, row.username])).toEqual([
      ['update', 'helena'],
      ['create', 'helena'],
    ]);
    expect(history.json()[0].changes).toEqual({ level: [3, 4] });
    // The page is what the API description promises from the trail's declared reply (resources/audit-trail.ts).
    expect((await describedReplies(inject, admin))('get', '/api/admin/audit_trail', history)).toBe('');
    const byUser = (await read('username=Helena&resource=testPeople&_start=0&_end=1')).json();
    expect(byUser).toHaveLength(1);
    expect(byUser[0]).toMatchObject({ username: 'helena', resource: 'testPeople' });
    expect((await read('username=nobody-here')).json()).toEqual([]);
    // Who reads as the journal names people: the user's name beside the username (the username without a user).
    expect(history.json()[0].name).toBe('helena');
    const user = await inject({ method: 'PUT', url: '/api/admin/users', headers: admin, payload: { username: 'helena', displayName: 'Helena Bianchi' } });
    expect(user.statusCode).toBe(201);
    expect((await read(`resource=testPeople&recordId=${person.id}`)).json().map((row: { name: string }) => row.name)).toEqual(['Helena Bianchi', 'Helena Bianchi']);
    const today = firmToday();
    expect((await read(`recordId=${person.id}&resource=testPeople&at_gte=2000-01-01&at_lte=2199-01-01`)).json()).toHaveLength(2);
    expect((await read(`recordId=${person.id}&resource=testPeople&at_lte=2000-01-01`)).json()).toEqual([]);
    expect((await read(`recordId=${person.id}&resource=testPeople&at_gte=${today}`)).statusCode).toBe(200);
  });

  test('only ADMIN reads it; bad filters are 400s in the error shape', async () => {
    expect((await read('', hr)).statusCode).toBe(403);
    const badId = await read('recordId=abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ errors: { recordId: expect.any(String) } });
    expect((await read('resource=noSuchThing')).json()).toMatchObject({ errors: { resource: expect.any(String) } });
    expect((await read('at_gte=2026-13-45')).statusCode).toBe(400);
    expect((await read('_start=0&_end=5000')).statusCode).toBe(400);
    expect((await read('username=a&username=b')).json()).toMatchObject({ errors: { username: expect.any(String) } });
  });
});

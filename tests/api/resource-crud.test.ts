import { useFixtureApi } from '../helpers/api-suite';
import { testDatabaseKinds } from '../helpers/databases';
import { personBody } from '../helpers/people';
import { as, callerWith } from '../helpers/test-caller';
import { firmToday } from '../../resources/firm-calendar';

describe.each(testDatabaseKinds)('generic CRUD on %s', (kind) => {
  const { inject } = useFixtureApi(kind);
  const admin = as(callerWith(['ADMIN'], { username: 'alessandra' }));

  const createPerson = async (overrides: Record<string, unknown> = {}) => {
    const response = await inject({ method: 'PUT', url: '/api/admin/test_people', headers: admin, payload: personBody(overrides) });
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  test('PUT creates a row with stamps, defaults, a generated name and the next number', async () => {
    const first = await createPerson({ firstName: 'Marco', lastName: 'Verdi' });
    const second = await createPerson();
    expect(first).toMatchObject({ version: 1, createdBy: 'alessandra', fullName: 'Marco Verdi', isActive: true, hourlyCost: 42.5, birthDate: '1980-01-01' });
    expect(first.number).toMatch(/^PER-\d{6}$/);
    expect(Number(second.number.slice(4))).toBe(Number(first.number.slice(4)) + 1);
  });

  test('GET by id reads the row back; an unknown id is a 404', async () => {
    const person = await createPerson({ notes: 'Prefers mornings' });
    const read = await inject({ method: 'GET', url: `/api/admin/test_people/${person.id}`, headers: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(person);
    const missing = await inject({ method: 'GET', url: '/api/admin/test_people/999999', headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/not found/);
  });

  test('POST /:id updates the given fields and increments the version', async () => {
    const person = await createPerson();
    const response = await inject({
      method: 'POST',
      url: `/api/admin/test_people/${person.id}`,
      headers: admin,
      payload: { version: 1, lastName: 'Bianchi', lastSeenAt: '2024-05-01T10:00:00+02:00', hourlyCost: 50 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: 2, lastName: 'Bianchi', fullName: 'Giulia Bianchi', lastSeenAt: '2024-05-01T08:00:00.000Z', hourlyCost: 50, email: person.email });
  });

  test('a stale version is a 409 and writes nothing', async () => {
    const person = await createPerson();
    await inject({ method: 'POST', url: `/api/admin/test_people/${person.id}`, headers: admin, payload: { version: 1, level: 4 } });
    const stale = await inject({ method: 'POST', url: `/api/admin/test_people/${person.id}`, headers: admin, payload: { version: 1, level: 9 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.version).toMatch(/version 2/);
    const read = await inject({ method: 'GET', url: `/api/admin/test_people/${person.id}`, headers: admin });
    expect(read.json()).toMatchObject({ level: 4, version: 2 });
  });

  test('an update without a version is refused', async () => {
    const person = await createPerson();
    const response = await inject({ method: 'POST', url: `/api/admin/test_people/${person.id}`, headers: admin, payload: { level: 5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('version');
  });

  test('DELETE removes the row', async () => {
    const person = await createPerson();
    const deleted = await inject({ method: 'DELETE', url: `/api/admin/test_people/${person.id}`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    const read = await inject({ method: 'GET', url: `/api/admin/test_people/${person.id}`, headers: admin });
    expect(read.statusCode).toBe(404);
  });

  test('deleting a row that a restrict reference points at is a 409 and keeps it', async () => {
    const person = await createPerson();
    const claim = await inject({ method: 'PUT', url: '/api/admin/test_claims', headers: admin, payload: { personId: person.id, amount: 12.3 } });
    expect(claim.statusCode).toBe(201);
    expect(claim.json()).toMatchObject({ number: expect.stringMatching(/^CLM-/), day: firmToday() });
    const refused = await inject({ method: 'DELETE', url: `/api/admin/test_people/${person.id}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/referred to/);
    const read = await inject({ method: 'GET', url: `/api/admin/test_people/${person.id}`, headers: admin });
    expect(read.statusCode).toBe(200);
  });

  test('cascade and set-null references follow their declaration on delete', async () => {
    const person = await createPerson();
    const approver = await createPerson();
    const claim = (
      await inject({ method: 'PUT', url: '/api/admin/test_claims', headers: admin, payload: { personId: person.id, approverId: approver.id, amount: 5 } })
    ).json();
    const line = await inject({ method: 'POST', url: '/api/admin/test_claims/lines/create', headers: admin, payload: { claimId: claim.id, label: 'Train' } });
    expect(line.statusCode).toBe(201);
    expect((await inject({ method: 'DELETE', url: `/api/admin/test_people/${approver.id}`, headers: admin })).statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: `/api/admin/test_claims/${claim.id}`, headers: admin })).json().approverId).toBeNull();
    expect((await inject({ method: 'DELETE', url: `/api/admin/test_claims/${claim.id}`, headers: admin })).statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: `/api/admin/test_claims/lines/${line.json().id}`, headers: admin })).statusCode).toBe(404);
  });

  test('declared create and update verbs are used and nested admin paths win over :id', async () => {
    const person = await createPerson();
    const claim = (await inject({ method: 'PUT', url: '/api/admin/test_claims', headers: admin, payload: { personId: person.id, amount: 1 } })).json();
    const line = (await inject({ method: 'POST', url: '/api/admin/test_claims/lines/create', headers: admin, payload: { claimId: claim.id, label: 'Taxi' } })).json();
    const updated = await inject({ method: 'PUT', url: `/api/admin/test_claims/lines/${line.id}`, headers: admin, payload: { version: 1, label: 'Bus' } });
    expect(updated.json()).toMatchObject({ label: 'Bus', version: 2 });
    const lines = await inject({ method: 'GET', url: '/api/admin/test_claims/lines', headers: admin });
    expect(lines.statusCode).toBe(200);
    expect(lines.json().map((row: { label: string }) => row.label)).toContain('Bus');
  });

  test('a path id that is not a positive whole number is a 400', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await inject({ method: 'GET', url: `/api/admin/test_people/${id}`, headers: admin });
      expect(response.statusCode, id).toBe(400);
      expect(response.json().errors).toHaveProperty('id');
    }
  });

  test('no caller is a 401 and the health check answers without one', async () => {
    expect((await inject({ method: 'GET', url: '/api/admin/test_people' })).statusCode).toBe(401);
    const health = await inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });
});

import { useFixtureApi } from '../helpers/api-suite';
import { testDatabaseKinds } from '../helpers/databases';
import { personBody } from '../helpers/people';
import { as, callerWith } from '../helpers/test-caller';

describe.each(testDatabaseKinds)('write validation on %s', (kind) => {
  const { inject } = useFixtureApi(kind);
  const admin = as(callerWith(['ADMIN']));
  const countPeople = async () =>
    Number((await inject({ method: 'GET', url: '/api/admin/test_people?_end=1', headers: admin })).headers['x-total-count']);

  test('bad values get one message per field and nothing is written', async () => {
    const before = await countPeople();
    const response = await inject({
      method: 'PUT',
      url: '/api/admin/test_people',
      headers: admin,
      payload: {
        firstName: '',
        lastName: 'x'.repeat(41),
        email: 'not-an-email',
        taxCode: 'lowercase',
        birthDate: '2023-02-30',
        hourlyCost: -1,
        level: 2.5,
        team: 'Marketing',
        isActive: 'yes',
        lastSeenAt: 'yesterday',
      },
    });
    expect(response.statusCode).toBe(400);
    const { message, errors } = response.json();
    expect(message).toBeTruthy();
    expect(errors).toEqual({
      firstName: 'Required',
      lastName: 'At most 40 characters',
      email: 'Must be an e-mail address',
      taxCode: 'Must match ^[A-Z0-9]{16}$',
      birthDate: 'Must be a real calendar date',
      hourlyCost: 'Must be at least 0',
      level: 'Must be a whole number',
      team: 'Must be one of: Delivery, Sales',
      isActive: 'Must be true or false',
      lastSeenAt: 'Must be a date and time (ISO 8601)',
    });
    expect(await countPeople()).toBe(before);
  });

  test('missing required fields are named', async () => {
    const response = await inject({ method: 'PUT', url: '/api/admin/test_people', headers: admin, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ firstName: 'Required', lastName: 'Required', email: 'Required' });
  });

  test('unknown fields and server-set fields are refused', async () => {
    const before = await countPeople();
    const response = await inject({
      method: 'PUT',
      url: '/api/admin/test_people',
      headers: admin,
      payload: personBody({ salary: 1000, number: 'PER-999999', fullName: 'Someone Else', badge: 'gold' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      salary: 'Unknown field',
      number: 'Set by the server; it cannot be written',
      fullName: 'Set by the server; it cannot be written',
      badge: 'Set by the server; it cannot be written',
    });
    expect(await countPeople()).toBe(before);
  });

  test('a reference to a missing row is a field error', async () => {
    const response = await inject({ method: 'PUT', url: '/api/admin/test_claims', headers: admin, payload: { personId: 987654, amount: 3 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ personId: 'There is no person with id 987654' });
  });

  test('a value already used in a unique field is a 409 naming the field', async () => {
    const body = personBody();
    expect((await inject({ method: 'PUT', url: '/api/admin/test_people', headers: admin, payload: body })).statusCode).toBe(201);
    const again = await inject({ method: 'PUT', url: '/api/admin/test_people', headers: admin, payload: { ...body } });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ email: 'Already used by another record' });
  });

  test('an update cannot clear a required field and leaves the row unchanged', async () => {
    const person = (await inject({ method: 'PUT', url: '/api/admin/test_people', headers: admin, payload: personBody() })).json();
    const response = await inject({ method: 'POST', url: `/api/admin/test_people/${person.id}`, headers: admin, payload: { version: 1, lastName: null, level: 11 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ lastName: 'Required', level: 'Must be at most 10' });
    const read = (await inject({ method: 'GET', url: `/api/admin/test_people/${person.id}`, headers: admin })).json();
    expect(read).toMatchObject({ lastName: 'Rossi', level: 3, version: 1 });
  });

  test('an empty optional input is stored as no value; echoed stamps are ignored', async () => {
    const person = (await inject({ method: 'PUT', url: '/api/admin/test_people', headers: admin, payload: personBody({ birthDate: '' }) })).json();
    expect(person.birthDate).toBeNull();
    const echoed = await inject({ method: 'POST', url: `/api/admin/test_people/${person.id}`, headers: admin, payload: { ...person, number: undefined, fullName: undefined, badge: undefined, notes: 'ok' } });
    expect(echoed.statusCode).toBe(200);
    expect(echoed.json()).toMatchObject({ notes: 'ok', version: 2, createdAt: person.createdAt });
  });

  test('a body that is not an object is a 400', async () => {
    const response = await inject({ method: 'PUT', url: '/api/admin/test_people', headers: { ...admin, 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/JSON object/);
  });
});

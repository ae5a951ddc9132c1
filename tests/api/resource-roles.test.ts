import { useFixtureApi } from '../helpers/api-suite';
import { testDatabaseKinds } from '../helpers/databases';
import { personBody } from '../helpers/people';
import { as, callerWith } from '../helpers/test-caller';

describe.each(testDatabaseKinds)('admin paths and own paths on %s', (kind) => {
  const { inject } = useFixtureApi(kind);
  const admin = as(callerWith(['ADMIN']));
  const people: { me: { id: number }; other: { id: number } } = { me: { id: 0 }, other: { id: 0 } };
  let employee: Record<string, string>;

  beforeAll(async () => {
    people.me = (await inject({ method: 'PUT', url: '/api/admin/test_people', headers: admin, payload: personBody({ firstName: 'Me' }) })).json();
    people.other = (await inject({ method: 'PUT', url: '/api/admin/test_people', headers: admin, payload: personBody({ firstName: 'Other' }) })).json();
    employee = as(callerWith(['EMPLOYEE'], { username: 'enrico', employeeId: people.me.id }));
  });

  test('a role outside the resource roles gets a 403 on the admin path, for reads and writes', async () => {
    const finance = as(callerWith(['FINANCE MANAGE']));
    const read = await inject({ method: 'GET', url: '/api/admin/test_people', headers: finance });
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toMatch(/ADMIN, HR MANAGE/);
    const write = await inject({ method: 'PUT', url: '/api/admin/test_people', headers: finance, payload: personBody({ firstName: 'Sneaky' }) });
    expect(write.statusCode).toBe(403);
    const check = await inject({ method: 'GET', url: '/api/admin/test_people?firstName=Sneaky', headers: admin });
    expect(check.json()).toEqual([]);
    expect((await inject({ method: 'GET', url: '/api/admin/test_people', headers: as(callerWith(['HR MANAGE'])) })).statusCode).toBe(200);
  });

  test('an employee sees only their own row on the own path', async () => {
    const listed = await inject({ method: 'GET', url: '/api/test_people', headers: employee });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.json().map((row: { id: number }) => row.id)).toEqual([people.me.id]);
    expect((await inject({ method: 'GET', url: `/api/test_people/${people.me.id}`, headers: employee })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: `/api/test_people/${people.other.id}`, headers: employee })).statusCode).toBe(404);
  });

  test('writes not declared for the own path do not exist there', async () => {
    const update = await inject({ method: 'POST', url: `/api/test_people/${people.me.id}`, headers: employee, payload: { version: 1, level: 9 } });
    expect(update.statusCode).toBe(404);
    expect((await inject({ method: 'DELETE', url: `/api/test_people/${people.me.id}`, headers: employee })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/admin/test_people/${people.me.id}`, headers: admin })).json().level).toBe(3);
  });

  test('an own create belongs to the caller; naming somebody else is refused', async () => {
    const created = await inject({ method: 'PUT', url: '/api/test_claims', headers: employee, payload: { amount: 12 } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ personId: people.me.id, createdBy: 'enrico' });
    const forOther = await inject({ method: 'PUT', url: '/api/test_claims', headers: employee, payload: { amount: 12, personId: people.other.id } });
    expect(forOther.statusCode).toBe(400);
    expect(forOther.json().errors).toEqual({ personId: 'Must be your own employee' });
  });

  test('an employee cannot read or update somebody else’s row, and cannot give their own away', async () => {
    const othersClaim = (await inject({ method: 'PUT', url: '/api/admin/test_claims', headers: admin, payload: { personId: people.other.id, amount: 40 } })).json();
    const approving = (
      await inject({ method: 'PUT', url: '/api/admin/test_claims', headers: admin, payload: { personId: people.other.id, approverId: people.me.id, amount: 50 } })
    ).json();
    const mine = (await inject({ method: 'PUT', url: '/api/test_claims', headers: employee, payload: { amount: 7 } })).json();

    const visible = (await inject({ method: 'GET', url: '/api/test_claims?_end=100', headers: employee })).json().map((row: { id: number }) => row.id);
    expect(visible).toContain(mine.id);
    expect(visible).toContain(approving.id);
    expect(visible).not.toContain(othersClaim.id);

    const refused = await inject({ method: 'POST', url: `/api/test_claims/${othersClaim.id}`, headers: employee, payload: { version: 1, amount: 1 } });
    expect(refused.statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/admin/test_claims/${othersClaim.id}`, headers: admin })).json()).toMatchObject({ amount: 40, version: 1 });

    const updated = await inject({ method: 'POST', url: `/api/test_claims/${mine.id}`, headers: employee, payload: { version: 1, amount: 8 } });
    expect(updated.json()).toMatchObject({ amount: 8, version: 2 });
    const givenAway = await inject({ method: 'POST', url: `/api/test_claims/${mine.id}`, headers: employee, payload: { version: 2, personId: people.other.id } });
    expect(givenAway.statusCode).toBe(400);
    expect((await inject({ method: 'DELETE', url: `/api/test_claims/${mine.id}`, headers: employee })).statusCode).toBe(404);
  });

  test('a user with no linked employee is refused on own paths', async () => {
    const stranger = as(callerWith(['EMPLOYEE'], { employeeId: null }));
    const response = await inject({ method: 'GET', url: '/api/test_claims', headers: stranger });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/not linked to an employee/);
  });
});

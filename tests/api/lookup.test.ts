// The lookup path: any signed-in user reads the ids and titles of records that other records refer to,
// and nothing more, so references show names on every screen without opening the referenced resource.
import { testDatabaseKinds } from '../helpers/databases';
import { useFixtureApi } from '../helpers/api-suite';
import { personBody } from '../helpers/people';
import { as, callerWith } from '../helpers/test-caller';

describe.each(testDatabaseKinds)('lookups on %s', (kind) => {
  const { inject } = useFixtureApi(kind);
  const admin = as(callerWith(['ADMIN']));
  const employee = as(callerWith(['EMPLOYEE']));
  const ids: number[] = [];

  beforeAll(async () => {
    for (const [firstName, lastName] of [['Lia', 'Lookup'], ['Ugo', 'Lookup']]) {
      const response = await inject({
        method: 'PUT',
        url: '/api/admin/test_people',
        headers: admin,
        payload: personBody({ firstName, lastName }),
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().id);
    }
  });

  test('answers ids and titles only, to a caller without the resource roles', async () => {
    expect((await inject({ url: `/api/admin/test_people/${ids[0]}`, headers: employee })).statusCode).toBe(403);
    const response = await inject({ url: `/api/lookup/testPeople?id=${ids[0]}&id=${ids[1]}`, headers: employee });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.json()).toEqual([
      { id: ids[0], fullName: 'Lia Lookup' },
      { id: ids[1], fullName: 'Ugo Lookup' },
    ]);
  });

  test('searches by title for a picker, sorted by title', async () => {
    const response = await inject({ url: '/api/lookup/testPeople?fullName_like=lookup&_end=1', headers: employee });
    expect(response.json()).toEqual([{ id: ids[0], fullName: 'Lia Lookup' }]);
    expect(response.headers['x-total-count']).toBe('2');
  });

  test('refuses to filter or sort by anything but id and title, which would reveal other fields', async () => {
    for (const search of ['email_like=example', 'team=Sales', '_sort=email']) {
      const response = await inject({ url: `/api/lookup/testPeople?${search}`, headers: employee });
      expect(response.statusCode, search).toBe(400);
    }
  });

  test('exists only for referenced resources and only to list', async () => {
    expect((await inject({ url: '/api/lookup/testClaimLines', headers: employee })).statusCode).toBe(404);
    expect((await inject({ url: `/api/lookup/testPeople/${ids[0]}`, headers: employee })).statusCode).toBe(404);
    expect((await inject({ method: 'PUT', url: '/api/lookup/testPeople', headers: employee, payload: personBody() })).statusCode).toBe(404);
  });

  test('still needs a signed-in caller', async () => {
    expect((await inject({ url: '/api/lookup/testPeople' })).statusCode).toBe(401);
  });
});

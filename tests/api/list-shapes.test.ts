import { eq, sql } from 'drizzle-orm';
import { resourceTableOf } from '../../server/db/schema';
import type { OperationContext } from '../../server/operations/context';
import { listPlanOf } from '../../server/operations/list-plan';
import { totalCounterOf } from '../../server/operations/list-total';
import { useFixtureApi } from '../helpers/api-suite';
import { testDatabaseKinds } from '../helpers/databases';
import { personBody } from '../helpers/people';
import { as, callerWith } from '../helpers/test-caller';

// A list's statements are kept per shape and only filled with each request's values
// (server/operations/list-statements.ts), and what a query decides is planned once per query text
// (server/operations/list-plan.ts): what one request bound must never answer the next.

describe.each(testDatabaseKinds)('lists served from a kept statement on %s', (kind) => {
  const { inject, portal } = useFixtureApi(kind);
  const admin = as(callerWith(['ADMIN']));
  const people: { id: number; firstName: string }[] = [];
  const claimsOf = new Map<number, number[]>();

  beforeAll(async () => {
    for (const firstName of ['Ada', 'Bea', 'Cleo']) {
      const person = (await inject({ method: 'PUT', url: '/api/admin/test_people', headers: admin, payload: personBody({ firstName, lastName: 'Shape' }) })).json();
      people.push(person);
      const claims: number[] = [];
      for (const amount of [10, 20]) {
        const claim = await inject({ method: 'PUT', url: '/api/admin/test_claims', headers: admin, payload: { personId: person.id, amount } });
        expect(claim.statusCode, claim.body).toBe(201);
        claims.push(claim.json().id);
      }
      claimsOf.set(person.id, claims);
    }
  });

  test('employees asking the same own list in turn each get their own rows and total', async () => {
    for (const person of [...people, ...people.slice().reverse()]) {
      const employee = as(callerWith(['EMPLOYEE'], { employeeId: person.id }));
      const response = await inject({ method: 'GET', url: '/api/test_claims?_start=0&_end=25&_sort=id&_order=asc', headers: employee });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().map((row: { id: number }) => row.id)).toEqual(claimsOf.get(person.id));
      expect(response.headers['x-total-count']).toBe('2');
    }
  });

  test('the same filter with other values answers the other rows', async () => {
    for (const person of [people[2], people[0], people[1]]) {
      const response = await inject({ method: 'GET', url: `/api/admin/test_claims?personId=${person.id}&_sort=id&_order=desc`, headers: admin });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().map((row: { id: number }) => row.id)).toEqual(claimsOf.get(person.id)!.toReversed());
      expect(response.headers['x-total-count']).toBe('2');
      const named = await inject({ method: 'GET', url: `/api/admin/test_people?firstName=${person.firstName}&lastName_startswith=Sha`, headers: admin });
      expect(named.json().map((row: { id: number }) => row.id)).toEqual([person.id]);
    }
  });

  test('a listed row reads as the same record read alone: stamps as ISO date-times, decimals as text', async () => {
    const [listed] = (await inject({ method: 'GET', url: `/api/admin/test_people?id=${people[0].id}`, headers: admin })).json();
    const alone = (await inject({ method: 'GET', url: `/api/admin/test_people/${people[0].id}`, headers: admin })).json();
    expect(listed).toEqual(alone);
    expect(listed.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  test('a counter kept for a shape counts each request’s values, and past the cap estimates that request’s condition', async () => {
    const { table, columns } = resourceTableOf(portal().schema, 'testClaims');
    const count = totalCounterOf(portal().db, table, eq(columns.personId, sql.placeholder('p0')), 1);
    for (const person of people)
      expect(await count({ p0: person.id }, async () => eq(columns.personId, person.id))).toMatchObject({ isEstimate: true });
    const exact = totalCounterOf(portal().db, table, eq(columns.personId, sql.placeholder('p0')), 5);
    expect(await exact({ p0: people[1].id }, async () => eq(columns.personId, people[1].id))).toEqual({ total: 2, isEstimate: false });
    expect(await exact({ p0: -1 }, async () => eq(columns.personId, -1))).toEqual({ total: 0, isEstimate: false });
  });

  test('a query text is planned once per resource and path; a refused one, a page after a cursor and a very long text are planned each time', async () => {
    const resource = portal().resources.find(({ name }) => name === 'testPeople')!;
    const admin = { schema: portal().schema, resource, scope: 'admin' } as OperationContext;
    const sorted = { text: '_sort=id&_order=desc', values: { _sort: 'id', _order: 'desc' } };
    const plan = listPlanOf(admin, sorted);
    expect(listPlanOf(admin, sorted)).toBe(plan);
    expect(plan.keys).toEqual([{ field: 'id', order: 'desc' }]);
    // The lookup path sorts by the title by default: the same text is another plan there.
    const empty = { text: '', values: {} };
    expect(listPlanOf({ ...admin, scope: 'lookup' }, empty).keys[0]).toEqual({ field: 'fullName', order: 'asc' });
    expect(listPlanOf(admin, empty).keys[0]).toEqual({ field: 'lastName', order: 'asc' });
    const unsortable = { text: '_sort=nickname', values: { _sort: 'nickname' } };
    for (let attempt = 0; attempt < 2; attempt++) expect(() => listPlanOf(admin, unsortable)).toThrow(/Cannot sort by/);
    const cursor = Buffer.from(JSON.stringify([people[0].id])).toString('base64url');
    const after = { text: `_sort=id&_after=${cursor}`, values: { _sort: 'id', _after: cursor } };
    expect(listPlanOf(admin, after).cursor).toEqual([people[0].id]);
    expect(listPlanOf(admin, after)).not.toBe(listPlanOf(admin, after));
    const long = { text: `_sort=id&lastName_like=${'x'.repeat(2_000)}`, values: { _sort: 'id', lastName_like: 'x'.repeat(2_000) } };
    expect(listPlanOf(admin, long)).not.toBe(listPlanOf(admin, long));
  });

  test('a query text answers each request with its own page, offset and filter values', async () => {
    const url = (query: string) => `/api/admin/test_people?lastName=Shape&_sort=id&_order=asc&${query}`;
    const ids = people.map(({ id }) => id);
    for (const [query, expected] of [['_start=0&_end=2', ids.slice(0, 2)], ['_start=2&_end=4', ids.slice(2)], ['_start=0&_end=2', ids.slice(0, 2)]] as const) {
      const response = await inject({ method: 'GET', url: url(query), headers: admin });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().map((row: { id: number }) => row.id)).toEqual(expected);
      expect(response.headers['x-total-count']).toBe('3');
    }
    const refused = await inject({ method: 'GET', url: '/api/admin/test_people?_start=0&_end=-1', headers: admin });
    expect(refused.statusCode).toBe(400);
    expect((await inject({ method: 'GET', url: '/api/admin/test_people?_start=0&_end=-1', headers: admin })).statusCode).toBe(400);
  });
});

import { eq } from 'drizzle-orm';
import { resourceTableOf } from '../../server/db/schema';
import { countMatches, EXACT_TOTAL_CAP } from '../../server/operations/list-total';
import { useFixtureApi } from '../helpers/api-suite';
import { testDatabaseKinds } from '../helpers/databases';
import { personBody } from '../helpers/people';
import { as, callerWith } from '../helpers/test-caller';

// Issue 16: a list's total is exact up to a cap and the planner's estimate beyond it, said so in a header.

describe.each(testDatabaseKinds)('the total of a list on %s', (kind) => {
  const { inject, portal } = useFixtureApi(kind);
  const admin = as(callerWith(['ADMIN']));
  const names = ['Anna', 'Bruno', 'Carla', 'Dario', 'Enzo', 'Fabio', 'Gina'];

  beforeAll(async () => {
    for (const firstName of names) {
      const response = await inject({ method: 'PUT', url: '/api/admin/test_people', headers: admin, payload: personBody({ firstName, lastName: 'Test', team: firstName < 'D' ? 'Sales' : 'Delivery' }) });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  test('is exact under the cap, with no estimate header', async () => {
    const response = await inject({ method: 'GET', url: '/api/admin/test_people?_start=0&_end=2', headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(names.length));
    expect(response.headers['x-total-count-estimated']).toBeUndefined();
    expect(names.length).toBeLessThan(EXACT_TOTAL_CAP);
  });

  test('counts exactly up to the cap, filtered or not', async () => {
    const { table, columns } = resourceTableOf(portal().schema, 'testPeople');
    expect(await countMatches(portal().db, table, undefined, 100)).toEqual({ total: names.length, isEstimate: false });
    expect(await countMatches(portal().db, table, eq(columns.team, 'Sales'), 3)).toEqual({ total: 3, isEstimate: false });
  });

  test('beyond the cap answers an estimate above the cap, marked as one', async () => {
    const { table } = resourceTableOf(portal().schema, 'testPeople');
    const counted = await countMatches(portal().db, table, undefined, 3);
    expect(counted.isEstimate).toBe(true);
    expect(counted.total).toBeGreaterThan(3);
  });
});

import { useFixtureApi } from '../helpers/api-suite';
import { testDatabaseKinds } from '../helpers/databases';
import { personBody } from '../helpers/people';
import { as, callerWith } from '../helpers/test-caller';

// One known set of people, then one query per operator; each asserts exactly which rows come back.
const PEOPLE = [
  { firstName: 'Anna', lastName: 'Bianchi', level: 1, hourlyCost: 10.5, birthDate: '1970-03-01', team: 'Delivery', isActive: true, lastSeenAt: '2024-05-01T10:00:00Z' },
  { firstName: 'Bruno', lastName: 'Rossi', level: 5, hourlyCost: 20, birthDate: '1985-07-15', team: 'Sales', isActive: false },
  { firstName: 'Carla', lastName: 'Russo', level: 7, hourlyCost: 35.25, birthDate: '1990-12-31', team: 'Delivery', isActive: true, lastSeenAt: '2024-05-02T00:30:00Z' },
  { firstName: 'Dario', lastName: 'Per_cento%', level: 9, hourlyCost: 99.99, birthDate: '2000-01-01', team: 'Sales', isActive: true },
  { firstName: 'Enzo', lastName: 'PerXcentoY', level: 2, hourlyCost: 5, birthDate: '1999-06-06', team: 'Delivery', isActive: false },
  { firstName: 'Elena', lastName: 'Ferri', level: null, hourlyCost: null, birthDate: null, team: null, isActive: true },
];

describe.each(testDatabaseKinds)('lists on %s', (kind) => {
  const { inject } = useFixtureApi(kind);
  const admin = as(callerWith(['ADMIN']));

  beforeAll(async () => {
    for (const person of PEOPLE) {
      const response = await inject({ method: 'PUT', url: '/api/admin/test_people', headers: admin, payload: personBody(person) });
      expect(response.statusCode).toBe(201);
    }
  });

  const query = async (search: string) => {
    const response = await inject({ method: 'GET', url: `/api/admin/test_people?${search}`, headers: admin });
    return response;
  };
  const firstNames = async (search: string) => {
    const response = await query(search);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().map((row: { firstName: string }) => row.firstName);
  };
  const where = (nodes: unknown[]) => `_where=${encodeURIComponent(JSON.stringify(nodes))}`;
  const sortedByName = (names: string[]) => [...names].sort();

  test('pages carry the total in X-Total-Count and follow the default sort (last name)', async () => {
    const page = await query('_start=0&_end=2');
    expect(page.headers['x-total-count']).toBe('6');
    expect(page.json().map((row: { lastName: string }) => row.lastName)).toEqual(['Bianchi', 'Ferri']);
    const rest = await query('_start=2&_end=25');
    expect(rest.headers['x-total-count']).toBe('6');
    expect(rest.json()).toHaveLength(4);
    expect(rest.json().map((row: { lastName: string }) => row.lastName).slice(2)).toEqual(['Rossi', 'Russo']);
  });

  test('sorts ascending and descending on declared fields and stamps', async () => {
    expect(await firstNames('_sort=hourlyCost&_order=desc&hourlyCost_gte=0')).toEqual(['Dario', 'Carla', 'Bruno', 'Anna', 'Enzo']);
    expect(await firstNames('_sort=level&_order=asc&level_gte=0')).toEqual(['Anna', 'Enzo', 'Bruno', 'Carla', 'Dario']);
    expect(await firstNames('_sort=id&_order=desc')).toEqual(['Elena', 'Enzo', 'Dario', 'Carla', 'Bruno', 'Anna']);
    // Postgres puts no value first when descending.
    expect(await firstNames('_sort=team,firstName&_order=desc,asc')).toEqual(['Elena', 'Bruno', 'Dario', 'Anna', 'Carla', 'Enzo']);
  });

  test('a sort by a field without an index is refused, naming the field', async () => {
    for (const field of ['taxCode', 'createdAt']) {
      const response = await query(`_sort=${field}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors._sort).toBe(`${field} is not a sort of this list (no index)`);
    }
    expect((await query('_sort=nothing')).json().errors._sort).toBe('Unknown field nothing');
  });

  test('pages read after X-Next-After hold the same rows as by offset, in the same order', async () => {
    // The default (last name, id) and id descending are row comparisons (keyset.ts); the others are written out.
    for (const sort of ['', '&_sort=id&_order=desc', '&_sort=level,firstName&_order=desc,asc&level_gte=0', '&_sort=birthDate&_order=desc&birthDate_gte=1900-01-01']) {
      const byOffset = (await query(`_start=0&_end=25${sort}`)).json().map((row: { id: number }) => row.id);
      const byCursor: number[] = [];
      let after: string | undefined;
      for (let start = 0; start < byOffset.length + 2; start += 2) {
        const page = await query(`_start=${start}&_end=${start + 2}${sort}${after ? `&_after=${after}` : ''}`);
        expect(page.statusCode, page.body).toBe(200);
        byCursor.push(...page.json().map((row: { id: number }) => row.id));
        after = page.headers['x-next-after'] as string | undefined;
        if (!after) break;
      }
      expect(byCursor).toEqual(byOffset);
    }
  });

  test('cursors pass over empty values too: after them ascending, before them descending', async () => {
    const sorts = ['_sort=level&_order=asc', '_sort=level&_order=desc', '_sort=team,firstName&_order=desc,asc', '_sort=team,firstName&_order=asc,desc', '_sort=birthDate&_order=asc'];
    for (const sort of sorts) {
      const byOffset = (await query(`_start=0&_end=25&${sort}`)).json().map((row: { id: number }) => row.id);
      expect(byOffset).toHaveLength(PEOPLE.length);
      // One row a page, so that pages end on an empty value as well as on a value.
      const byCursor: number[] = [];
      let after: string | undefined;
      for (let start = 0; start < byOffset.length + 1; start += 1) {
        const page = await query(`_start=${start}&_end=${start + 1}&${sort}${after ? `&_after=${after}` : ''}`);
        expect(page.statusCode, page.body).toBe(200);
        byCursor.push(...page.json().map((row: { id: number }) => row.id));
        after = page.headers['x-next-after'] as string | undefined;
        if (!after) break;
      }
      expect(byCursor, sort).toEqual(byOffset);
    }
  });

  test('a cursor not made by this list is a 400 on _after', async () => {
    const page = await query('_start=0&_end=2');
    const cursor = String(page.headers['x-next-after']);
    for (const after of ['not-a-cursor', Buffer.from('[1]').toString('base64url'), Buffer.from('[{"a":1},2]').toString('base64url')]) {
      const response = await query(`_start=2&_end=4&_after=${after}`);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['_after']);
    }
    // The default sort's cursor names a last name and an id: under a sort by level it has the wrong types.
    expect((await query(`_start=2&_end=4&_sort=level&_after=${cursor}`)).statusCode).toBe(400);
  });

  test('a page may start at row 10,000 at most by offset; further pages go by cursor', async () => {
    expect((await query('_start=10000&_end=10025')).statusCode).toBe(200);
    const deep = await query('_start=10001&_end=10025');
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors._start).toBe('At most 10000 without _after');
    const page = await query('_start=0&_end=2');
    expect((await query(`_start=20000&_end=20002&_after=${String(page.headers['x-next-after'])}`)).json()).toHaveLength(2);
  });

  test('text operators ignore case and treat % and _ literally', async () => {
    expect(await firstNames('firstName=anna')).toEqual(['Anna']);
    expect(sortedByName(await firstNames('firstName_ne=ANNA'))).toEqual(['Bruno', 'Carla', 'Dario', 'Elena', 'Enzo']);
    expect(sortedByName(await firstNames('firstName_like=AR'))).toEqual(['Carla', 'Dario']);
    expect(sortedByName(await firstNames('firstName_nlike=n'))).toEqual(['Carla', 'Dario']);
    expect(sortedByName(await firstNames('lastName_startswith=r'))).toEqual(['Bruno', 'Carla']);
    expect(sortedByName(await firstNames('lastName_endswith=SSO'))).toEqual(['Carla']);
    expect(await firstNames(`lastName_like=${encodeURIComponent('_cento%')}`)).toEqual(['Dario']);
    expect(sortedByName(await firstNames(`fullName_like=${encodeURIComponent('o P')}`))).toEqual(['Dario', 'Enzo']);
  });

  test('numeric operators compare numbers', async () => {
    expect(await firstNames('level=5')).toEqual(['Bruno']);
    expect(sortedByName(await firstNames('level_ne=5'))).toEqual(['Anna', 'Carla', 'Dario', 'Elena', 'Enzo']);
    expect(sortedByName(await firstNames('level_lt=5'))).toEqual(['Anna', 'Enzo']);
    expect(sortedByName(await firstNames('level_lte=5'))).toEqual(['Anna', 'Bruno', 'Enzo']);
    expect(sortedByName(await firstNames('level_gt=7'))).toEqual(['Dario']);
    expect(sortedByName(await firstNames('level_gte=7'))).toEqual(['Carla', 'Dario']);
    expect(sortedByName(await firstNames('hourlyCost_gt=20&hourlyCost_lt=99.99'))).toEqual(['Carla']);
  });

  test('date operators: is, is not, before, after', async () => {
    expect(await firstNames('birthDate=1985-07-15')).toEqual(['Bruno']);
    expect(sortedByName(await firstNames('birthDate_ne=1985-07-15'))).toEqual(['Anna', 'Carla', 'Dario', 'Elena', 'Enzo']);
    expect(sortedByName(await firstNames('birthDate_lt=1985-07-15'))).toEqual(['Anna']);
    expect(sortedByName(await firstNames('birthDate_lte=1985-07-15'))).toEqual(['Anna', 'Bruno']);
    expect(sortedByName(await firstNames('birthDate_gt=1990-12-31'))).toEqual(['Dario', 'Enzo']);
    expect(sortedByName(await firstNames('birthDate_gte=1990-12-31'))).toEqual(['Carla', 'Dario', 'Enzo']);
  });

  test('a date-only value on a date-time field means the whole (UTC) day', async () => {
    expect(await firstNames('lastSeenAt=2024-05-01')).toEqual(['Anna']);
    expect(await firstNames('lastSeenAt_gt=2024-05-01')).toEqual(['Carla']);
    expect(await firstNames(`lastSeenAt_lt=${encodeURIComponent('2024-05-01T12:00:00Z')}`)).toEqual(['Anna']);
  });

  test('yes/no and choice fields compare exactly', async () => {
    expect(sortedByName(await firstNames('isActive=false'))).toEqual(['Bruno', 'Enzo']);
    expect(sortedByName(await firstNames('team=Sales'))).toEqual(['Bruno', 'Dario']);
    expect(await firstNames('team=sales')).toEqual([]);
  });

  test('and/or groups nest, beside plain filters', async () => {
    const group = where([
      {
        operator: 'or',
        value: [
          { field: 'team', operator: 'eq', value: 'Sales' },
          { operator: 'and', value: [{ field: 'level', operator: 'gte', value: 7 }, { field: 'isActive', operator: 'eq', value: true }] },
        ],
      },
    ]);
    expect(sortedByName(await firstNames(group))).toEqual(['Bruno', 'Carla', 'Dario']);
    expect(sortedByName(await firstNames(`${group}&isActive=true`))).toEqual(['Carla', 'Dario']);
    expect(await firstNames(where([{ field: 'level', operator: 'eq', value: null }]))).toEqual(['Elena']);
  });

  test.each([
    ['an unknown field', 'salary_gt=3', 'salary'],
    ['a field the list does not offer as a filter (no index behind it)', 'notes_like=x', 'notes'],
    ['the same inside an and/or group', `_where=${encodeURIComponent(JSON.stringify([{ operator: 'or', value: [{ field: 'notes', operator: 'contains', value: 'x' }] }]))}`, 'notes'],
    ['a bad number', 'level_gt=three', 'level'],
    ['a bad date', 'birthDate_lt=01/02/2020', 'birthDate'],
    ['a text operator on a number', 'level_like=3', 'level'],
    ['a bad yes/no', 'isActive=maybe', 'isActive'],
    ['broken JSON in _where', '_where=%5B%7B', '_where'],
    ['an unknown sort field', '_sort=salary', '_sort'],
    ['a bad order', '_sort=level&_order=up', '_order'],
  ])('%s is a 400 naming it', async (_label, search, field) => {
    const response = await query(search);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });
});

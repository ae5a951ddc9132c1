import { sql } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { createTestDatabase, withClient, type TestDatabase } from '../helpers/databases';

// A PostgreSQL server may end a pooled connection while it sits idle (a restart, an administrator's
// pg_terminate_backend). The server must shrug that off and open a new connection for the next query,
// not die of an unheard 'error' event. PGlite has no connections to lose, so this runs on PostgreSQL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a lost idle PostgreSQL connection', () => {
  let testDatabase: TestDatabase;
  let database: OpenDatabase;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres', 'migrated');
    database = await openDatabase(testDatabase);
    process.on('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await database?.close();
    await testDatabase?.drop();
  });

  const backendPid = async () => {
    const { rows } = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
    return Number(rows[0].pid);
  };

  test('is dropped with a warning, and the next query runs on a new connection', async () => {
    const pid = await backendPid();
    await withClient(process.env.TEST_DATABASE_URL!, (client) => client.query('select pg_terminate_backend($1)', [pid]));
    await vi.waitFor(() => expect(warnings.some((message) => message.includes('lost while idle'))).toBe(true), { timeout: 30_000 });
    expect(await backendPid()).not.toBe(pid);
  });
});

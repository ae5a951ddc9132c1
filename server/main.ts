import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from './app';
import { tokenAuthentication } from './auth/token-authentication';
import { readConfig } from './config';
import { hasBusinessData, seedDemo } from './db/seed';
import { scheduleExpiryNotices } from './modules/hr/safety-expiring';
import { startExpiryNotices as startContractExpiryNotices } from './modules/sales/expiring-contracts';

// Serves the API (and the built SPA, if any) on PORT; closes the database cleanly on SIGINT/SIGTERM.
export const startServer = async () => {
  const config = readConfig();
  const app = await buildApp({ config, authentication: tokenAuthentication, logger: true });
  const { db, schema } = app.portal;
  // First start of an empty database: the demo firm (SEED_DEMO=false keeps a new deployment empty).
  if (process.env.SEED_DEMO !== 'false' && !(await hasBusinessData(db, { schema }))) {
    await seedDemo(db, config, { schema });
    app.log.info('Seeded the demo firm into the empty database');
  }
  // Safety certificates expired or expiring within 60 days: told once to the employee and HR, checked daily.
  const stopSafetyNotices = scheduleExpiryNotices(db, schema, (error) => app.log.error(error, 'Safety expiry notices failed'));
  let isClosing = false;
  let stopContractNotices: (() => void) | undefined;
  const close = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    stopSafetyNotices();
    stopContractNotices?.();
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
  // Sales users hear of contracts about to end (server/modules/sales/expiring-contracts.ts); tests call it themselves.
  stopContractNotices = startContractExpiryNotices(app);
  return app;
};

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isEntryPoint)
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });

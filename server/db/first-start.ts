import type { FastifyInstance } from 'fastify';
import { firstStartParts } from '../modules/workflows';
import { hasBusinessData, seedDemo } from './seed';

/**
 * First start of an empty database: the demo firm when SEED_DEMO says so (by default only in dev mode outside a
 * release, server/settings/settings.ts); a local or entra deployment and the image start empty, and each module's
 * `onFirstStart` runs (the firm's copies the COMPANY_* settings that are set into its record). Under the start
 * lock, so that of replicas started at once on an empty database one seeds and the others find it seeded.
 * Answers whether this call seeded.
 */
export const seedOnFirstStart = (app: FastifyInstance, isDemoWanted = app.portal.config.seedDemo, env: NodeJS.ProcessEnv = process.env) => {
  const { database, db, schema, config } = app.portal;
  return database.exclusively(async () => {
    if (!isDemoWanted || (await hasBusinessData(db, { schema }))) {
      for (const onFirstStart of firstStartParts) {
        const done = await onFirstStart({ db, schema, env });
        if (done) app.log.info(done);
      }
      return false;
    }
    await seedDemo(db, config, { schema });
    app.log.info('Seeded the demo firm into the empty database');
    return true;
  });
};

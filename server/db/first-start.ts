import type { FastifyInstance } from 'fastify';
import { copyFirstValues } from '../../modules/firm/server/first-values';
import { hasBusinessData, seedDemo } from './seed';

/**
 * First start of an empty database: the demo firm when SEED_DEMO says so (by default only in dev mode outside a
 * release, server/settings/settings.ts); a local or entra deployment and the image start empty, and the COMPANY_*
 * settings that are set become the firm record's first values (modules/firm/server/first-values.ts). Under the start
 * lock, so that of replicas started at once on an empty database one seeds and the others find it seeded.
 * Answers whether this call seeded.
 */
export const seedOnFirstStart = (app: FastifyInstance, isDemoWanted = app.portal.config.seedDemo, env: NodeJS.ProcessEnv = process.env) => {
  const { database, db, schema, config } = app.portal;
  return database.exclusively(async () => {
    if (!isDemoWanted || (await hasBusinessData(db, { schema }))) {
      if (await copyFirstValues(db, schema, env)) app.log.info('Copied the COMPANY_* settings into the firm record as its first values');
      return false;
    }
    await seedDemo(db, config, { schema });
    app.log.info('Seeded the demo firm into the empty database');
    return true;
  });
};

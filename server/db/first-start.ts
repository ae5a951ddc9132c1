import type { FastifyInstance } from 'fastify';
import { copyFirstValues } from '../../modules/firm/server/first-values';
import { hasBusinessData, seedDemo } from './seed';

/**
 * First start of an empty database: the demo firm (SEED_DEMO=false keeps a new deployment empty); without the demo,
 * the COMPANY_* settings that are set become the firm record's first values (modules/firm/server/first-values.ts).
 * Under the start lock, so that of replicas started at once on an empty database one seeds and the others find it
 * seeded. Answers whether this call seeded.
 */
export const seedOnFirstStart = (app: FastifyInstance, isDemoWanted = process.env.SEED_DEMO !== 'false', env: NodeJS.ProcessEnv = process.env) => {
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

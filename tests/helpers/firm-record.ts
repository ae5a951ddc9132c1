// A firm already set up, for the tests that start on an empty (migrated) database but are about something else:
// without it the start page would show the first-run setup (modules/firm). The demo seed writes its own.
import type { FastifyInstance } from 'fastify';
import { tableFor } from '../../server/operations/typed-records';
import { firm } from '../../modules/firm/firm.resource';
import { forgetFirmIdentity } from '../../modules/firm/server/firm-identity';

export const recordSetUpFirm = async (app: FastifyInstance) => {
  const { db, schema } = app.portal;
  const { table } = tableFor(schema, firm);
  await db
    .insert(table)
    .values({ name: 'Test Firm S.r.l.', vatNumber: 'IT12345678903', street: 'Via Roma 12', postalCode: '20121', city: 'Milano', province: 'MI', status: 'Ready' })
    .onConflictDoNothing();
  forgetFirmIdentity(schema);
};

import type { ModuleWorkflows } from '../../../server/modules/workflows';
import { firmWorkflows } from './complete-setup';
import { firmRule } from './firm-rules';
import { firmModule } from './firm-routes';
import { rulesFor } from '../../../server/operations/write-rules';
import { firm } from '../firm.resource';
import { copyFirstValues } from './first-values';
import { documentIdentityOf, firmIdentity } from './firm-identity';
import { firmLogo } from './firm-logo';
import { firmDemo } from './demo';

/** The firm module's server code, found by server/modules/workflows.ts through modules/firm/index.ts's `hasWorkflows`. */
export const workflows: ModuleWorkflows = {
  actionHandlers: firmWorkflows,
  writeRules: [rulesFor(firm, firmRule)],
  routes: firmModule,
  // A first start without the demo firm: the COMPANY_* settings that are set become the record's first values.
  onFirstStart: async ({ db, schema, env }) =>
    (await copyFirstValues(db, schema, env)) ? 'Copied the COMPANY_* settings into the firm record as its first values' : undefined,
  // The SPA shows the firm's record once there is one (its Admin page changes it while the process runs).
  runtimeConfig: async ({ db, schema, config }) => {
    const identity = await firmIdentity(db, schema, config.company);
    return identity.id === undefined ? {} : { company: documentIdentityOf(identity), firmTimeZone: identity.timeZone };
  },
  // Mail carries the firm's logo once its Firm page has one.
  mailLogo: async ({ db, schema, storage }) => firmLogo(db, storage, (await firmIdentity(db, schema)).id),
  // Its rows of the demo firm (server/db/seed/contributions.ts).
  demo: firmDemo,
};

import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import type { DatabaseSchema } from '../db/schema';
import type { FileStorage } from '../files/storage';
import type { ActionHandlers } from '../operations/actions/run-action';
import type { Derivations } from '../operations/derived';
import type { WriteRules } from '../operations/write-rules';
import { modules } from '../../resources.config';
import type { ModuleName } from '../../resources/module';

// The modules' workflow code, gathered in one place for the app: each resource's action handlers (declared
// beside it with `workflowsOf`, server/operations/actions/workflows-of.ts), derivations and write rules by
// resource, and the endpoints of its own that the generic routes do not cover. Each module that says `hasWorkflows` in its index.ts gives them in its modules/<module>/server/index.ts,
// found by the folder's name (esbuild bundles every file the pattern matches). A contract test checks them
// against the declarations both ways.

/** What a module's own endpoints are given when the app registers them. */
export type ModuleRoutesOptions = { db: Database; schema: DatabaseSchema; storage: FileStorage };

/** What a module's server/index.ts exports as `workflows`. */
export type ModuleWorkflows = {
  actionHandlers?: ActionHandlers;
  derivations?: Derivations;
  /** Business rules every write of a resource must keep, by resource (server/operations/write-rules.ts). */
  writeRules?: WriteRules;
  /** Endpoints beyond the generic routes and declared actions (a Fastify plugin), registered after authentication. */
  routes?: FastifyPluginAsync<ModuleRoutesOptions>;
};

const serverPartOf = async (name: ModuleName): Promise<ModuleWorkflows> =>
  ((await import(`../../modules/${name}/server/index.ts`)) as { workflows: ModuleWorkflows }).workflows;

const moduleWorkflows = await Promise.all(
  (Object.keys(modules) as ModuleName[]).filter((name) => modules[name].hasWorkflows).map(serverPartOf),
);

export const actionHandlers: ActionHandlers = Object.assign({}, ...moduleWorkflows.map((part) => part.actionHandlers));

export const derivations: Derivations = Object.assign({}, ...moduleWorkflows.map((part) => part.derivations));

/** Business rules every write of a resource must keep, by resource (server/operations/write-rules.ts). */
export const writeRules: WriteRules = Object.assign({}, ...moduleWorkflows.map((part) => part.writeRules));

/** The modules' own endpoints, in the modules' order (server/app.ts registers them after authentication). */
export const moduleRoutes = moduleWorkflows.flatMap((part) => (part.routes ? [part.routes] : []));

import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../config';
import type { DailyJob } from '../jobs/daily-jobs';
import type { RuntimeConfig } from '../routes/runtime-config';
import type { DashboardContribution } from './dashboard/dashboard-panels';
import type { ResourceNotifications } from './notifications/notification-rules';
import type { Database } from '../db/database';
import type { DemoContribution } from '../db/seed/contributions';
import type { DatabaseSchema } from '../db/schema';
import type { FileStorage } from '../files/storage';
import type { ActionHandlers } from '../operations/actions/run-action';
import type { Derivations, ResourceDerivation } from '../operations/derived';
import { composeWriteRules, rulesByResource, type ResourceRules, type WriteRules } from '../operations/write-rules';
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
  /** Its derivations of derived fields, one per resource (`derivationFor`, server/operations/derived.ts). */
  derivations?: readonly ResourceDerivation[];
  /** Business rules every write of a resource must keep (`rulesFor`, server/operations/write-rules.ts). */
  writeRules?: readonly ResourceRules[];
  /** Endpoints beyond the generic routes and declared actions (a Fastify plugin), registered after authentication. */
  routes?: FastifyPluginAsync<ModuleRoutesOptions>;
  /** Its jobs run once a day per cluster (server/jobs/daily-jobs.ts), made for the running app; tests run them themselves. */
  dailyJobs?: (app: FastifyInstance) => readonly DailyJob[];
  /**
   * Its part of a first start without the demo firm (server/db/first-start.ts, under the start lock): e.g. the firm's
   * record from the COMPANY_* settings. Answers what it did, for the log, or nothing.
   */
  onFirstStart?: (start: { db: Database; schema: DatabaseSchema; env: NodeJS.ProcessEnv }) => Promise<string | undefined>;
  /** Which writes of its resources tell whom (`notifyOn`, server/modules/notifications/notification-rules.ts). */
  notifications?: readonly ResourceNotifications[];
  /** Its count cards and panels on the dashboards (server/modules/dashboard/dashboard-panels.ts). */
  dashboard?: DashboardContribution;
  /** Its part of the SPA's runtime configuration (GET /config.js), read on each request of it: values it keeps in its records. */
  runtimeConfig?: (part: { db: Database; schema: DatabaseSchema; config: ServerConfig }) => Promise<Partial<RuntimeConfig>>;
  /** The logo the portal's mail carries (server/modules/mail/mail-composer.ts), read for each mail: e.g. the firm's. */
  mailLogo?: (part: { db: Database; schema: DatabaseSchema; storage: FileStorage }) => Promise<Uint8Array | undefined>;
  /** Its rows of the demo firm and of the scale data, as ordered steps (server/db/seed/contributions.ts). */
  demo?: DemoContribution;
};

const serverPartOf = async (name: ModuleName): Promise<ModuleWorkflows> =>
  ((await import(`../../modules/${name}/server/index.ts`)) as { workflows: ModuleWorkflows }).workflows;

const moduleWorkflows = await Promise.all(
  (Object.keys(modules) as ModuleName[]).filter((name) => modules[name].hasWorkflows).map(serverPartOf),
);

export const actionHandlers: ActionHandlers = Object.assign({}, ...moduleWorkflows.map((part) => part.actionHandlers));

/** One derivation per resource: two modules computing one resource's derived fields is a mistake, refused at start. */
const derivationsOf = (parts: readonly ResourceDerivation[]): Derivations => {
  const byResource: Record<string, ResourceDerivation['derivation']> = {};
  for (const { resource, derivation } of parts) {
    if (byResource[resource]) throw new Error(`Two derivations are given for ${resource}: one module computes its derived fields`);
    byResource[resource] = derivation;
  }
  return byResource;
};

export const derivations: Derivations = derivationsOf(moduleWorkflows.flatMap((part) => part.derivations ?? []));

/**
 * Business rules every write of a resource must keep, by resource (server/operations/write-rules.ts): a resource's
 * rules from several modules all run, in the modules' order.
 */
export const writeRules: WriteRules = composeWriteRules(...moduleWorkflows.map((part) => rulesByResource(part.writeRules ?? [])));

/** The modules' own endpoints, in the modules' order (server/app.ts registers them after authentication). */
export const moduleRoutes = moduleWorkflows.flatMap((part) => (part.routes ? [part.routes] : []));

/** Every module's daily jobs, for the running app (server/main.ts schedules them). */
export const dailyJobsOf = (app: FastifyInstance): DailyJob[] => moduleWorkflows.flatMap((part) => part.dailyJobs?.(app) ?? []);

/** The modules' parts of a first start, in the modules' order. */
export const firstStartParts = moduleWorkflows.flatMap((part) => (part.onFirstStart ? [part.onFirstStart] : []));

/** The modules' parts of the runtime configuration, in the modules' order. */
export const runtimeConfigParts = moduleWorkflows.flatMap((part) => (part.runtimeConfig ? [part.runtimeConfig] : []));

/** The modules' logos for mail, in the modules' order: the first one given is used. */
export const mailLogoParts = moduleWorkflows.flatMap((part) => (part.mailLogo ? [part.mailLogo] : []));

/** The modules' cards and panels on the dashboards, in the modules' order. */
export const dashboardParts = moduleWorkflows.flatMap((part) => (part.dashboard ? [part.dashboard] : []));

/** The modules' notification rules, in the modules' order. */
export const notificationParts = moduleWorkflows.flatMap((part) => part.notifications ?? []);

/** The modules' parts of the demo firm and the scale data (server/db/seed/), in the modules' order; their steps run by place. */
export const demoParts = moduleWorkflows.flatMap((part) => (part.demo ? [part.demo] : []));

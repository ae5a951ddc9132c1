import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { resources as registeredResources } from '../resources.config';
import type { ResourceDeclaration } from '../resources/declaration';
import { readConfig, type ServerConfig } from './config';
import { redirectToPublicUrl } from './first-contact';
import { openDatabase, type OpenDatabase, type QueryLogger } from './db/database';
import { MIGRATIONS_FOLDER } from './db/migrations-folder';
import { prepareSchema, type SchemaMode } from './db/prepare';
import { buildSchema, type DatabaseSchema } from './db/schema';
import { databaseStorage } from './files/database-storage';
import { localFolderStorage } from './files/local-folder';
import type { FileStorage } from './files/storage';
import type { AfterWrite } from './operations/after-write';
import type { ActionHandlers } from './operations/actions/run-action';
import type { Derivations } from './operations/derived';
import { actionHandlers, derivations, moduleRoutes, writeRules } from './modules/workflows';
import { composeWriteRules, type WriteRules } from './operations/write-rules';
import { registerApiDocs } from './routes/api-docs';
import { registerErrorHandler } from './routes/error-handler';
import { registerInputBoundary } from './input/input-boundary';
import { RequestLog } from './routes/request-log';
import { registerSecurityHeaders } from './routes/security-headers';
import { acceptMultipartUnread } from './routes/upload-routes';
import { registerResourceRoutes } from './routes/resource-routes';
import { registerSpa } from './routes/spa';
import { registerHealthRoutes } from './observability/health';
import { registerMetrics, type Metrics } from './observability/metrics';
import { embeddedProviderPlugin } from './auth/oidc/plugin';
import { registerRuntimeConfigRoute } from './routes/runtime-config';
import { searchModule } from './modules/search/plugin';
import { notificationsModule } from './modules/notifications/plugin';
import { dashboardModule } from './modules/dashboard/plugin';
import { mailModule } from './modules/mail/plugin';
import { auditModule } from './modules/audit/plugin';
import { setFirmTimeZone } from '../resources/firm-calendar';
import { registerShutdownReplies } from './shutdown';
import { PORTAL_VERSION } from './version';
import { echoRequestId, requestIdOf } from './routes/request-id';

/** What the API runs on; decorated on the app as `app.portal` for module routes and tests. */
export type Portal = {
  config: ServerConfig;
  database: OpenDatabase;
  db: OpenDatabase['db'];
  schema: DatabaseSchema;
  storage: FileStorage;
  resources: readonly ResourceDeclaration[];
  /** Modules add their after-write work here (notifications); every generic write runs it in its transaction. */
  afterWrite: AfterWrite[];
  /** The modules' action handlers and derivations (server/modules/workflows.ts), plus any a test adds. */
  actionHandlers: ActionHandlers;
  derivations: Derivations;
  writeRules: WriteRules;
  /** Every route Fastify knows (method and pattern), filled while the app registers them; the security suite walks it. */
  routes: { method: string; url: string }[];
  /** Kept when METRICS_PORT is set; server/main.ts serves them on that port. */
  metrics?: Metrics;
  /** Set when a shutdown begins, so that readiness turns 503 while requests in flight drain. */
  lifecycle: { isClosing: boolean };
};

declare module 'fastify' {
  interface FastifyInstance {
    portal: Portal;
  }
}

/**
 * Registers on the root app whatever sets `request.caller` on /api requests and answers 401 itself
 * (server/auth/plugin.ts in production; a stand-in in tests). Called directly, not through
 * `register`, so its hooks cover every route.
 */
export type Authentication = (app: FastifyInstance, portal: Portal) => Promise<unknown>;

export type BuildAppOptions = {
  /** Overrides of the environment's settings (tests give dataDir and databaseUrl). */
  config?: Partial<ServerConfig>;
  /** The resources to serve; the registry by default. */
  resources?: readonly ResourceDeclaration[];
  /** `migrations` (default) applies server/db/migrations; `push` creates the tables from `resources` (fresh test databases); `prepared` trusts they are there (copied test databases). */
  schema?: SchemaMode;
  migrationsFolder?: string;
  authentication: Authentication;
  /** Sees every statement the app sends (tests count them); none by default. */
  queryLogger?: QueryLogger;
  /** Pino options (or true for the defaults); tests pass a stream to read what a run logs. */
  logger?: boolean | { level?: string; stream?: { write: (line: string) => void } };
  /** The built SPA; served only if it holds an index.html. */
  distDir?: string;
  /** Handlers and derivations for resources a test declares, beside the modules' own. */
  actionHandlers?: ActionHandlers;
  derivations?: Derivations;
  writeRules?: WriteRules;
};

/** Fastify counts hops itself, but its types take no number: the same rule, written out (the nearest `hops` are trusted). */
const trustProxyOption = (trust: ServerConfig['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export const buildApp = async (options: BuildAppOptions): Promise<FastifyInstance> => {
  const config = { ...readConfig(), ...options.config };
  setFirmTimeZone(config.firmTimeZone);
  const resources = options.resources ?? registeredResources;
  const schema = buildSchema(resources);
  const database = await openDatabase(config, { queryLogger: options.queryLogger });
  try {
    await database.exclusively(() => prepareSchema(database, schema, options.schema ?? 'migrations', options.migrationsFolder ?? MIGRATIONS_FOLDER));
    const portal: Portal = {
      config,
      database,
      db: database.db,
      schema,
      // With several replicas on one PostgreSQL database the files must be where all of them read: in it.
      storage: config.databaseUrl ? databaseStorage(database.db) : localFolderStorage(path.join(config.dataDir, 'files')),
      resources,
      afterWrite: [],
      actionHandlers: { ...actionHandlers, ...options.actionHandlers },
      derivations: { ...derivations, ...options.derivations },
      // A test's rules run after the modules' own for the same resource, never instead of them.
      writeRules: composeWriteRules(writeRules, options.writeRules),
      routes: [],
      lifecycle: { isClosing: false },
    };
    const app = Fastify({
      logger: options.logger ?? false,
      // Our own request line (request-log.ts) replaces Fastify's, which logs the URL with its query.
      // Every line of a request's logger carries its id as `requestId`, the name the 500 reply shows.
      logController: new RequestLog({ requestIdLogLabel: 'requestId' }),
      genReqId: requestIdOf,
      // SPEC §7 writes some paths with a trailing slash (`GET /employees/`, `PUT /task/`): the same route as without.
      routerOptions: { ignoreTrailingSlash: true },
      // TRUST_PROXY: behind a balancer, `request.ip` (rate limits, the log) is the client's, not the balancer's.
      trustProxy: trustProxyOption(config.trustProxy),
    });
    app.decorate('portal', portal);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) portal.routes.push({ method, url: route.url });
    });
    app.addHook('onClose', () => database.close());
    // Which release and which Node serve (Node 24 from node_modules under npm start and npm test, README "Runtime"), for whoever reads the log.
    app.addHook('onListen', function () {
      this.log.info({ version: PORTAL_VERSION, node: process.versions.node }, `Staff portal ${PORTAL_VERSION} running on Node ${process.versions.node}`);
    });
    if (config.metrics) portal.metrics = registerMetrics(app, database);
    registerErrorHandler(app);
    registerShutdownReplies(app, portal.lifecycle);
    echoRequestId(app);
    redirectToPublicUrl(app, config);
    await registerSecurityHeaders(app, config);
    registerInputBoundary(app);
    acceptMultipartUnread(app);
    await options.authentication(app, portal);
    await registerApiDocs(app, resources);
    const mode = options.schema ?? 'migrations';
    registerHealthRoutes(app, {
      database,
      migrationsFolder: mode === 'migrations' ? (options.migrationsFolder ?? MIGRATIONS_FOLDER) : undefined,
      isClosing: () => portal.lifecycle.isClosing,
    });
    registerResourceRoutes(app, portal, resources);
    // Sign-in: the embedded OpenID provider at /oidc (AUTH_MODE=dev and local), the SPA's /config.js,
    // and the modules' own endpoints that the generic routes do not cover (users, RBAC: their server/index.ts).
    await app.register(embeddedProviderPlugin, { config });
    registerRuntimeConfigRoute(app, config);
    for (const routes of moduleRoutes) await app.register(routes, { db: portal.db, schema, storage: portal.storage });
    // The shell's endpoints: global search, the notification bell (and its after-write events), dashboards.
    await app.register(searchModule);
    await app.register(notificationsModule);
    await app.register(mailModule);
    await app.register(auditModule);
    await app.register(dashboardModule);
    await registerSpa(app, options.distDir ?? path.resolve('dist'));
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
};

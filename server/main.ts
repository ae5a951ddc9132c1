import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { tokenAuthentication } from './auth/token-authentication';
import { readConfig, type ServerConfig } from './config';
import { checkDataFolder, PRIVATE_UMASK, tightenDataFolder } from './db/data-folder';
import { removeStaleUploads } from './files/spooled-upload';
import { firstContactLine } from './first-contact';
import { seedOnFirstStart } from './db/first-start';
import { isNewEmbeddedDatabase, PREPARE_ONLY, prepareInChildProcess } from './db/prepare-apart';
import { scheduleDailyJobs } from './jobs/daily-jobs';
import { dailyJobsOf } from './modules/workflows';
import { serveMetrics } from './observability/metrics';
import { giveBackStartMemory } from './observability/start-memory';
import { scheduleEvery } from './jobs/periodic-jobs';
import { shutDownGracefully } from './shutdown';
import { mailDigestJob, sendDueMail, smtpTransport } from './modules/mail/plugin';

/** How often each replica looks for queued mail to send. */
const MAIL_SEND_EVERY_MS = 30_000;

const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

// Serves the API (and the built SPA, if any) on PORT, and the metrics on METRICS_PORT when set. On SIGTERM or SIGINT
// it shuts down gracefully (shutdown.ts): readiness turns 503 for SHUTDOWN_DRAIN_MS while it still serves, then the
// listening socket closes, requests in flight finish — for at most SHUTDOWN_TIMEOUT_MS, then their connections are
// cut — and the database closes last.
export const startServer = async () => {
  const config = readConfig();
  // What the process writes is its owner's alone (files 0600, folders 0700); DATA_DIR must be so too (data-folder.ts).
  process.umask(PRIVATE_UMASK);
  checkDataFolder(config.dataDir);
  if (isNewEmbeddedDatabase(config)) await prepareInChildProcess(fileURLToPath(import.meta.url));
  // The log (one line per request, routes/request-log.ts) goes to stdout asynchronously, written in batches of
  // 4 KiB and at least once a second: a write per line cost 15–25 % of a cheap request's CPU (bench/history/
  // 2026-11-23-per-request-cost.md). A crash may lose the last second of lines; a clean close flushes them.
  const log = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  setInterval(() => log.flush(), LOG_FLUSH_MS).unref();
  const app = await buildApp({ config, authentication: tokenAuthentication, logger: { stream: log } });
  const { db, schema } = app.portal;
  // First start of an empty database: the demo firm when SEED_DEMO (dev mode's default) asks for it, one replica at a time.
  await seedOnFirstStart(app);
  await tightenDataFolder(config.dataDir);
  await removeStaleUploads(config.dataDir);
  let stopDailyJobs: (() => void) | undefined;
  let stopMail: (() => void) | undefined;
  let stopMetrics: (() => Promise<void>) | undefined;
  const close = async (signal: string) => {
    if (app.portal.lifecycle.isClosing) return;
    stopDailyJobs?.();
    stopMail?.();
    app.log.info(`${signal}: closing, after a drain of ${config.shutdownDrainMs} ms`);
    let exitCode = 0;
    try {
      await shutDownGracefully(app, { drainMs: config.shutdownDrainMs, timeoutMs: config.shutdownTimeoutMs });
    } catch (error) {
      app.log.error(error, 'The shutdown failed');
      exitCode = 1;
    }
    await stopMetrics?.();
    log.flushSync();
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  // dev signs anybody in by username alone, so it listens on loopback only whatever HOST says (config.host).
  const host = config.host;
  await app.listen({ port: config.port, host });
  giveBackStartMemory();
  if (app.portal.metrics && config.metrics) {
    ({ close: stopMetrics } = await serveMetrics(app.portal.metrics, config.metrics.port, config.metrics.host));
    app.log.info(`Metrics at http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }
  app.log.info(firstContactLine(config));
  if (config.authMode === 'dev')
    app.log.warn(`AUTH_MODE=dev: listening on ${host} only, development users sign in by name alone. Use AUTH_MODE=local or entra on a network.`);
  // Once a day per cluster: the modules' daily jobs (safety certificates expiring, contracts about to end: each
  // module's `dailyJobs`, server/modules/workflows.ts); tests run them themselves.
  // With SMTP_URL, the notification e-mails: every replica sends what is queued (each mail claimed by one), and
  // once a day per cluster the digests are bundled.
  const mail = config.mail;
  stopDailyJobs = scheduleDailyJobs(db, [...dailyJobsOf(app), ...(mail ? [mailDigestJob(schema)] : [])], (job, error) =>
    app.log.error(error, `The daily job ${job} failed`),
  );
  if (mail) {
    const transport = smtpTransport(mail.smtpUrl);
    const stopSending = scheduleEvery(MAIL_SEND_EVERY_MS, () => sendDueMail(db, schema, transport, { from: mail.from }), (error) => app.log.error(error, 'Sending queued mail failed'));
    stopMail = () => {
      stopSending();
      transport.close();
    };
  }
  return app;
};

/** Migrates and, on a first start, seeds the database, then closes it: the child process of prepare-apart.ts. */
const prepareDatabase = async (config: ServerConfig) => {
  const app = await buildApp({ config, authentication: tokenAuthentication, logger: { level: 'warn' } });
  try {
    await seedOnFirstStart(app);
  } finally {
    await app.close();
  }
};

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isEntryPoint)
  (process.env[PREPARE_ONLY] ? prepareDatabase(readConfig()).then(() => process.exit(0)) : startServer()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });

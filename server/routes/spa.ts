import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { message } from '../i18n/message';
import { replyText } from '../i18n/reply-language';

// The built SPA from dist/, with every other non-API GET answered by index.html so that deep links
// such as /admin/employees reach the client router. /api and /oidc keep their JSON 404s, and so does a
// missing asset: a tab left open across a new build asks for chunks that are gone, and HTML posing as
// them would only fail later and less clearly.

// The paths an orchestrator or a scraper tries by habit: a 200 with the SPA's page would pass for a healthy probe.
// The probes are /api/health/live and /ready, the metrics on METRICS_PORT (docs/operators/deployment.md).
const isProbePath = (url: string) => /^\/(health|healthz|livez|readyz|ready|live|metrics)(\/|\?|$)/.test(url);

const isServerPath = (url: string) => /^\/(api|oidc|assets)(\/|\?|$)/.test(url) || isProbePath(url);

/** Vite names what it writes under assets/ by a hash of the content: a new build gets new names. */
const isHashedAsset = (filePath: string) => /[\\/]assets[\\/][^\\/]+$/.test(filePath);

// A hashed asset never changes under its name, so a browser keeps it for a year without asking again; the
// page itself (index.html, naming the current assets) is checked at every visit.
export const IMMUTABLE_CACHING = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export const registerSpa = async (app: FastifyInstance, distDir: string) => {
  const hasSpa = fs.existsSync(path.join(distDir, 'index.html'));
  // The build writes brotli and gzip copies beside each asset (vite.config.ts): sent as they are, with
  // Content-Encoding, to browsers that accept them, and the plain file to others.
  if (hasSpa)
    await app.register(fastifyStatic, {
      root: distDir,
      preCompressed: true,
      setHeaders: (reply, filePath) => reply.header('cache-control', isHashedAsset(filePath) ? IMMUTABLE_CACHING : REVALIDATE),
    });
  app.setNotFoundHandler((request, reply) => {
    if (hasSpa && (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url))
      return reply.sendFile('index.html');
    return reply.code(404).send({ message: replyText(request, message('No such path: {{method}} {{path}}', { method: request.method, path: request.url.split('?')[0] })) });
  });
};

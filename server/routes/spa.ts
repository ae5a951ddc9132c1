import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { message } from '../i18n/message';
import { replyText } from '../i18n/reply-language';

// The built SPA from dist/, with every other non-API GET answered by index.html so that deep links
// such as /admin/employees reach the client router. /api and /oidc keep their JSON 404s.

const isServerPath = (url: string) => /^\/(api|oidc)(\/|\?|$)/.test(url);

export const registerSpa = async (app: FastifyInstance, distDir: string) => {
  const hasSpa = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasSpa) await app.register(fastifyStatic, { root: distDir });
  app.setNotFoundHandler((request, reply) => {
    if (hasSpa && (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url))
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ message: replyText(request, message('No such path: {{method}} {{path}}', { method: request.method, path: request.url.split('?')[0] })) });
  });
};

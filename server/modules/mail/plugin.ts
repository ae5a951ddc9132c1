import type { FastifyPluginAsync } from 'fastify';
import { openOutbox } from './outbox';
import { registerMailPreferenceRoutes } from './preference-routes';

/**
 * Notification e-mail: each user's choice of kinds and digest, and (when SMTP_URL is set) the outbox that
 * `notify` fills. The sender and the daily digest are scheduled by server/main.ts, so tests run them themselves.
 */
export const mailModule: FastifyPluginAsync = async (app) => {
  const { db, schema, config, storage } = app.portal;
  if (config.mail)
    openOutbox(schema, { publicUrl: config.publicUrl, productName: config.productName, firm: { name: config.company.name, language: config.company.language }, storage });
  registerMailPreferenceRoutes(app, db, schema);
};

export { sendDueMail, smtpTransport, type MailTransport } from './mail-sender';
export { bundleDigests, mailDigestJob } from './mail-digest';

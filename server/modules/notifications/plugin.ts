import type { FastifyPluginAsync } from 'fastify';
import { registerNotificationRoutes } from './notification-routes';
import { notifyAfterWrite } from './notification-events';

/** The bell's endpoints and the notifications written after writes; register after authentication. The admin inbox count is the declared action hrTimesheetRequests.countPending. */
export const notificationsModule: FastifyPluginAsync = async (app) => {
  const { db, schema } = app.portal;
  if (!schema.resourceTables.has('notifications')) return;
  registerNotificationRoutes(app, db, schema);
  app.portal.afterWrite.push((tx, event) => notifyAfterWrite(tx, schema, event));
};

export { notify, type Recipient, type NotificationMessage } from './notify';
export { notifyAfterWrite, NOTIFICATION_RULES, type WriteEvent } from './notification-events';

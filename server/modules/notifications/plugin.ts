import type { FastifyPluginAsync } from 'fastify';
import { registerNotificationRoutes } from './notification-routes';
import { registerPendingRequestRoute } from './pending-requests';

/** The bell's endpoints and the admin inbox count; register after authentication. */
export const notificationsModule: FastifyPluginAsync = async (app) => {
  const { db, schema } = app.portal;
  if (!schema.resourceTables.has('notifications')) return;
  registerNotificationRoutes(app, db, schema);
  registerPendingRequestRoute(app, db, schema);
};

export { notify, type Recipient, type NotificationMessage } from './notify';
export { notifyAfterWrite, NOTIFICATION_RULES, type WriteEvent } from './notification-events';

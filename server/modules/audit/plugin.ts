import type { FastifyPluginAsync } from 'fastify';
import { registerAuditRoutes } from './audit-routes';

/** ADMIN's audit screen and the history part of record pages read the audit trail here. */
export const auditModule: FastifyPluginAsync = async (app) => {
  registerAuditRoutes(app, app.portal.resources.map((resource) => resource.name));
};

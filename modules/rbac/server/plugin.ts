import type { FastifyPluginAsync } from 'fastify';
import { hasIdentityTables, identityTablesOf } from '../../../server/auth/identity-tables';
import type { Database } from '../../../server/db/database';
import type { DatabaseSchema } from '../../../server/db/schema';
import { badRequest } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import { authorize } from '../../../server/operations/access';
import type { OperationContext } from '../../../server/operations/context';
import { update } from '../../../server/operations/update';
import { parseRecordId } from '../../../server/routes/record-id';
import { API_PREFIX } from '../../../server/routes/resource-routes';
import { groupDetail, groupsOfUser, readMemberChange, setGroupMembers } from './group-members';

// The RBAC workflow endpoints (SPEC §7, ADMIN only). The plain CRUD of groups and roles
// (GET/PUT /admin/rbac/groups, GET/POST/DELETE /admin/rbac/groups/{id}, GET/PUT /admin/rbac/roles)
// is the generic resource layer's; only what it cannot do is here.

export type RbacModuleOptions = { db: Database; schema: DatabaseSchema };

type Params = { Params: { id: string } };

export const rbacModule: FastifyPluginAsync<RbacModuleOptions> = async (app, { db, schema }) => {
  if (!hasIdentityTables(schema)) return;
  const groups = identityTablesOf(schema).groups.resource;
  // The portal's write hooks come along, read per request as the generic routes read them (authentication adds
  // its own rules to them): a rename through the SPEC's collection POST obeys the same rules as PUT /{id}.
  const adminContext = (caller: OperationContext['caller']): OperationContext => ({
    db,
    schema,
    caller,
    scope: 'admin',
    resource: groups,
    afterWrite: app.portal.afterWrite,
    derivations: app.portal.derivations,
    writeRules: app.portal.writeRules,
  });

  // SPEC: POST on the collection updates a group, its id in the body (the generic update is POST /{id}).
  app.post(`${API_PREFIX}/admin/rbac/groups`, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.id !== 'number') throw badRequest(message('Send the id of the group to update'), { id: message('Required') });
    return update({ ...adminContext(request.caller), id: parseRecordId(String(body.id)), body });
  });

  // The group with its roles and users. The generic GET /{id} answers the plain group, and one path
  // cannot have two handlers, so the combined view lives one step below it.
  app.get<Params>(`${API_PREFIX}/admin/rbac/groups/:id/members`, async (request) => {
    await authorize(adminContext(request.caller), 'read');
    return groupDetail(db, schema, request.caller, parseRecordId(request.params.id));
  });

  app.get<Params>(`${API_PREFIX}/admin/rbac/groups/users/:id`, async (request) => {
    await authorize(adminContext(request.caller), 'read');
    return groupsOfUser(db, schema, parseRecordId(request.params.id));
  });

  // Replaces a group's users and/or roles in one transaction; answers the group with its new members.
  app.post(`${API_PREFIX}/admin/rbac/groups/users`, async (request) => {
    await authorize(adminContext(request.caller), 'update');
    return setGroupMembers(db, schema, request.caller, readMemberChange(request.body), app.portal);
  });
};

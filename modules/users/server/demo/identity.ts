import { and, eq } from 'drizzle-orm';
import type { Role } from '../../../../resources/vocabulary';
import { ensureIdentityBaseline, ROLE_GROUPS } from '../../../../server/auth/identity-baseline';
import { resourceTableOf } from '../../../../server/db/schema';
import { insertRow, insertRows, type SeedContext } from '../../../../server/db/seed/context';
import { COMPANY_DOMAIN } from '../../../hr/server/demo/employees';
import type { SeedWorld } from '../../../../server/db/seed/world';
import { rbacGroupRoles as rbacGroupRolesResource } from '../../../rbac/rbac-group-roles.resource';
import { rbacGroups as rbacGroupsResource } from '../../../rbac/rbac-groups.resource';
import { rbacRoles as rbacRolesResource } from '../../../rbac/rbac-roles.resource';
import { users as usersResource } from '../../users.resource';

// Users and RBAC: the identity baseline (roles, and in dev mode the development users in their role
// groups, linked to their employees by e-mail), then one user per other employee with the e-mail as
// username, as Entra's preferred_username would be. Everybody is in the Employees group; a few people
// also hold a manager's role.

const EXTRA_ROLES: Record<string, Role> = {
  'marco.rossi': 'ADMIN',
  'giulia.bianchi': 'ADMIN',
  'valentina.costa': 'PROJECT MANAGER',
  'federico.giordano': 'SALES MANAGE',
};

/** The group that holds a role (the baseline's in dev mode), made when missing. */
export const ensureRoleGroup = async (context: SeedContext, role: Role) => {
  const groups = resourceTableOf(context.schema, rbacGroupsResource);
  const roles = resourceTableOf(context.schema, rbacRolesResource);
  const groupRoles = resourceTableOf(context.schema, rbacGroupRolesResource);
  const name = ROLE_GROUPS[role];
  const [existing] = (await context.db.select({ id: groups.columns.id }).from(groups.table).where(eq(groups.columns.name, name))) as { id: number }[];
  const groupId = existing?.id ?? (await insertRow(context, 'rbacGroups', { name, description: `Everyone holding ${role}` }));
  const [roleRow] = (await context.db.select({ id: roles.columns.id }).from(roles.table).where(eq(roles.columns.name, role))) as { id: number }[];
  const linked = await context.db
    .select({ id: groupRoles.columns.id })
    .from(groupRoles.table)
    .where(and(eq(groupRoles.columns.groupId, groupId), eq(groupRoles.columns.roleId, roleRow.id)));
  if (linked.length === 0) await insertRow(context, 'rbacGroupRoles', { groupId, roleId: roleRow.id });
  return groupId;
};

export const seedIdentity = async (context: SeedContext, world: SeedWorld) => {
  await ensureIdentityBaseline(context.db, context.config, context.schema);
  const others = world.employees.filter((employee) => !employee.username);
  const userIds = await insertRows(context, 'users', [
    ...others.map((employee) => ({
      username: employee.email,
      displayName: `${employee.firstName} ${employee.lastName}`,
      email: employee.email,
      employeeId: employee.id,
      isActive: employee.endDay === null,
    })),
    // An external consultant who signs in but is no employee (GET /admin/users/not_employee).
    { username: `giovanni.esposito.ext@${COMPANY_DOMAIN}`, displayName: 'Giovanni Esposito (consulente)', email: `giovanni.esposito.ext@${COMPANY_DOMAIN}`, isActive: true },
  ]);
  const employeesGroup = await ensureRoleGroup(context, 'EMPLOYEE');
  const memberships = others.map((_, index) => ({ groupId: employeesGroup, userId: userIds[index] }));
  for (const [index, employee] of others.entries()) {
    const role = EXTRA_ROLES[employee.email.split('@')[0]];
    if (role) memberships.push({ groupId: await ensureRoleGroup(context, role), userId: userIds[index] });
  }
  await insertRows(context, 'rbacGroupUsers', memberships);

  const users = resourceTableOf(context.schema, usersResource);
  const rows = (await context.db
    .select({ id: users.columns.id, username: users.columns.username, email: users.columns.email })
    .from(users.table)) as { id: number; username: string; email: string | null }[];
  for (const row of rows) {
    world.userIds.set(row.username, row.id);
    if (row.email) world.userIds.set(row.email, row.id);
  }
};

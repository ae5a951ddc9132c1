// The rbac module: its registry entries in menu order, registered by one line of resources.config.ts.
// Its workflow code sits in server/ (server only), its hand-written screens in screens/ (SPA only); this file
// imports declarations alone, so both sides may import it.
import type { RegistryEntry } from '../../resources/declaration';
import { rbacGroups } from './rbac-groups.resource';
import { rbacGroupRoles } from './rbac-group-roles.resource';
import { rbacGroupUsers } from './rbac-group-users.resource';
import { rbacRoles } from './rbac-roles.resource';

export const entries: readonly RegistryEntry[] = [rbacGroups, rbacGroupRoles, rbacGroupUsers, rbacRoles];

// The rbac module: what it holds, as resources/module.ts asks, registered by one line of modules/index.ts.
// Its workflow code sits in server/ (server only), its hand-written screens in screens/ (SPA only); this file
// imports declarations alone, so both sides may import it.
import type { RegistryEntry } from '../../resources/declaration';
import type { MenuSection } from '../../resources/vocabulary';
import { rbacGroups } from './rbac-groups.resource';
import { rbacGroupRoles } from './rbac-group-roles.resource';
import { rbacGroupUsers } from './rbac-group-users.resource';
import { rbacRoles } from './rbac-roles.resource';

/** The menu section it brings (SPEC §2 order by place); its icon is screens/menu-icons.tsx. */
export const menuSections = [{ label: 'RBAC', place: 90 }] as const;

/** Where it sits in the menu (resources.config.ts orders the modules by it). */
export const menuPlace: MenuSection = 'RBAC';

/** Its part of the Italian catalogue, fetched with the rest when Italian is wanted (i18n/catalogues/italian.ts). */
export const loadItalian = () => import('./i18n/it');

export const entries: readonly RegistryEntry[] = [rbacGroups, rbacGroupRoles, rbacGroupUsers, rbacRoles];

/** No hand-written screens: the generic ones show its resources. */
export const screens = [] as const;

/** Its server/index.ts gives its own endpoints (the group membership workflows of SPEC §7). */
export const hasWorkflows = true;

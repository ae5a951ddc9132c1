// The registry: every resource and page of the portal, once, in menu order, one line per module.
// Both the SPA and the server import this list. A module's entries are listed by its modules/<module>/index.ts;
// adding a resource means one declaration in its module folder and its name in that index.ts, a new module one
// line here. The side menu is read from the routes in this order, so modules follow SPEC §2's menu; an entry with
// no menu item sits right after the entry whose screen shows it.
import { isResource, type RegistryEntry, type ResourceDeclaration } from './resources/declaration';
import * as shell from './modules/shell';
import * as pm from './modules/pm';
import * as hr from './modules/hr';
import * as finance from './modules/finance';
import * as sales from './modules/sales';
import * as legal from './modules/legal';
import * as workout from './modules/workout';
import * as rbac from './modules/rbac';
import * as users from './modules/users';

export const registry: readonly RegistryEntry[] = [
  shell.home,
  ...pm.entries,
  ...hr.entries,
  ...finance.entries,
  ...sales.entries,
  ...legal.entries,
  ...workout.entries,
  ...rbac.entries,
  ...users.entries,
  shell.auditTrail,
];

export const resources: readonly ResourceDeclaration[] = registry.filter(isResource);

export const findResource = (name: string): ResourceDeclaration | undefined =>
  resources.find((resource) => resource.name === name);

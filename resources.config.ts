// The registry: every resource and page of the portal, once, in menu order.
// Both the SPA and the server import this list; adding a resource means one declaration and one line here.
import { isResource, type RegistryEntry, type ResourceDeclaration } from './resources/declaration';
import { home } from './resources/shell/home';
import { employees } from './resources/hr/employees';

export const registry: readonly RegistryEntry[] = [home, employees];

export const resources: readonly ResourceDeclaration[] = registry.filter(isResource);

export const findResource = (name: string): ResourceDeclaration | undefined =>
  resources.find((resource) => resource.name === name);

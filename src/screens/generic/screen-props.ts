import type { ResourceDeclaration, RouteDeclaration } from '../../../resources/declaration';
import type { Field } from '../../../resources/vocabulary';
import type { Scope } from '../../providers/dataProvider';
import { useSignedInUser } from '../../providers/signed-in-user';
import { translate } from '../../i18n';

/** What every resource screen receives, generic or hand-written: its declaration and the route it serves. */
export type ResourceScreenProps = {
  declaration: ResourceDeclaration;
  route: RouteDeclaration;
  /** The refine resource item of this route (its `identifier`), which carries the route's scope in its meta. */
  identifier: string;
};

/**
 * The API a screen reads: the route's declared scope; on a route open to people outside the resource's roles
 * (an employee opening their own payslip at /payroll_details/:id), the own path for them. Before the roles
 * are known (tests without a signed-in user) the admin path.
 */
export const useScreenScope = (declaration: ResourceDeclaration, route: RouteDeclaration): Scope => {
  const { roles } = useSignedInUser();
  if (route.scope) return route.scope;
  if (!declaration.api.own || roles.length === 0) return 'admin';
  return declaration.roles.some((role) => roles.includes(role)) ? 'admin' : 'own';
};

/** The title of a screen: its menu label when it has one (one resource may list under two menu names). */
export const screenTitle = ({ declaration, route }: Pick<ResourceScreenProps, 'declaration' | 'route'>) =>
  translate(route.menu?.label ?? declaration.label);

export const fieldEntries = (declaration: ResourceDeclaration): [string, Field][] => Object.entries(declaration.fields);

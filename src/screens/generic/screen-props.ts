import type { ResourceDeclaration, RouteDeclaration } from '../../../resources/declaration';
import type { Field } from '../../../resources/vocabulary';
import type { Scope } from '../../providers/dataProvider';

/** What every resource screen receives, generic or hand-written: its declaration and the route it serves. */
export type ResourceScreenProps = {
  declaration: ResourceDeclaration;
  route: RouteDeclaration;
  /** The refine resource item of this route (its `identifier`), which carries the route's scope in its meta. */
  identifier: string;
};

export const screenScope = (route: RouteDeclaration): Scope => route.scope ?? 'admin';

/** The title of a screen: its menu label when it has one (one resource may list under two menu names). */
export const screenTitle = ({ declaration, route }: Pick<ResourceScreenProps, 'declaration' | 'route'>) =>
  route.menu?.label ?? declaration.label;

export const fieldEntries = (declaration: ResourceDeclaration): [string, Field][] => Object.entries(declaration.fields);

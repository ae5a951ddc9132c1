import { matchRoutes } from 'react-router';
import { isResource, type RegistryEntry } from '../../resources/declaration';
import { pageScreenFor, resourceScreenFor } from '../screens';
import { preloadComponent } from '../screens/lazy';
import { screenItems } from './resource-items';

/**
 * Starts fetching the screen of the route at `pathname` (its chunk and the chunks it imports) while sign-in
 * and the user's roles are still loading, rather than once the shell has mounted and the route renders.
 * Matched as the router will match it; a path no declared route takes loads nothing.
 */
export const preloadScreenAt = (registry: readonly RegistryEntry[], pathname: string) => {
  const routes = screenItems(registry).flatMap((item) => item.routes.map((route) => ({ entry: item.entry, route })));
  const [match] = matchRoutes(routes.map(({ route }, index) => ({ path: route.path, id: String(index) })), pathname) ?? [];
  if (!match) return;
  const { entry, route } = routes[Number(match.route.id)];
  preloadComponent(isResource(entry) ? resourceScreenFor(route) : pageScreenFor(route));
};

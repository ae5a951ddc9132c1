import { Route } from 'react-router';
import { isResource, type RegistryEntry, type RouteDeclaration } from '../../resources/declaration';
import { pageScreenFor, resourceScreenFor } from '../screens';
import { lazyNamed } from '../screens/lazy';
import { screenItems } from './resource-items';

/** Loaded when shown: antd's Result carries its illustrations. */
export const NotFoundScreen = lazyNamed(() => import('./not-found-screen'), 'NotFoundScreen');

type RouteScreenProps = { entry: RegistryEntry; route: RouteDeclaration; identifier: string };

// A declaration naming a screen src/screens does not register is a programming error the contract test
// catches; at run time it fails loudly rather than showing some other screen.
const unregistered = (entry: RegistryEntry, route: RouteDeclaration) =>
  new Error(`${entry.name}: route ${route.path} names screen '${route.screen}', which src/screens does not register for a ${isResource(entry) ? 'resource' : 'page'}`);

/** The component a declared route renders: the screen registered under its name, or the generic one its path calls for. */
export const RouteScreen = ({ entry, route, identifier }: RouteScreenProps) => {
  if (!isResource(entry)) {
    const Page = pageScreenFor(route);
    if (!Page) throw unregistered(entry, route);
    return <Page page={entry} route={route} />;
  }
  const Screen = resourceScreenFor(route);
  if (!Screen) throw unregistered(entry, route);
  return <Screen declaration={entry} route={route} identifier={identifier} />;
};

/**
 * One react-router <Route> per declared route of every registry entry. Returned as an array (not a component)
 * because <Routes> only accepts <Route> children. The key remounts the screen when the route changes.
 */
export const registryRoutes = (registry: readonly RegistryEntry[]) =>
  screenItems(registry).flatMap((item) =>
    item.routes.map((route) => (
      <Route key={route.path} path={route.path} element={<RouteScreen key={route.path} entry={item.entry} route={route} identifier={item.identifier} />} />
    )),
  );

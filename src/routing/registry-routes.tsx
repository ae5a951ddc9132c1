import { Result } from 'antd';
import { Route } from 'react-router';
import { isResource, type RegistryEntry, type RouteDeclaration } from '../../resources/declaration';
import { screenFor, type PageScreens } from '../screens';
import { screenItems } from './resource-items';

export const NotFoundScreen = () => <Result status="404" title="404" subTitle="Sorry, the page you visited does not exist." />;

type RouteScreenProps = { entry: RegistryEntry; route: RouteDeclaration; identifier: string; pageScreens: PageScreens };

/** The component a declared route renders: its resource screen, or the page screen App was given. */
export const RouteScreen = ({ entry, route, identifier, pageScreens }: RouteScreenProps) => {
  if (!isResource(entry)) {
    const Page = pageScreens[route.screen];
    return Page ? <Page page={entry} route={route} /> : <NotFoundScreen />;
  }
  const Screen = screenFor(route);
  return <Screen declaration={entry} route={route} identifier={identifier} />;
};

/**
 * One react-router <Route> per declared route of every registry entry. Returned as an array (not a component)
 * because <Routes> only accepts <Route> children. The key remounts the screen when the route changes.
 */
export const registryRoutes = (registry: readonly RegistryEntry[], pageScreens: PageScreens = {}) =>
  screenItems(registry).flatMap((item) =>
    item.routes.map((route) => (
      <Route
        key={route.path}
        path={route.path}
        element={<RouteScreen key={route.path} entry={item.entry} route={route} identifier={item.identifier} pageScreens={pageScreens} />}
      />
    )),
  );

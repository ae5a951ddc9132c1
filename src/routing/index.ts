export { refineResources, screenItems, screenItemsOf, type ScreenItem, type ScreenItemMeta } from './resource-items';
export { NotFoundScreen, registryRoutes, RouteScreen } from './registry-routes';
export { routeKind, splitOptionalId, type RouteKind } from '../../resources/paths';

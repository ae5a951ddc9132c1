export { RouteGuard } from './route-guard';
export { HomeRedirect } from './home-redirect';
export { AccessDeniedPage } from './access-denied-page';
export { ACCESS_DENIED_PATH, homePathFor } from './home-path';
export { PolicyLink, useCanOpen } from './policy-link';

import { HomeRedirect } from '../../access/home-redirect';
import { pageScreen, type ModuleScreens, type PageScreenProps } from '../hand-written';
import { lazyNamed } from '../lazy';

/** The home page's screens by the names modules/shell/home.resource.ts gives them; the redirect is the access module's. */
export const homeScreens = {
  // Not lazy: `/` is the first route most sessions open, and the redirect is a few lines.
  homeRedirect: pageScreen(HomeRedirect),
  adminDashboard: pageScreen(lazyNamed<PageScreenProps>(() => import('./dashboard/dashboard-screen'), 'AdminDashboard')),
  accountantDashboard: pageScreen(lazyNamed<PageScreenProps>(() => import('./dashboard/dashboard-screen'), 'AccountantDashboard')),
  auditTrail: pageScreen(lazyNamed<PageScreenProps>(() => import('./audit/audit-trail-screen'), 'AuditTrailScreen')),
  profile: pageScreen(lazyNamed<PageScreenProps>(() => import('./profile/profile-page'), 'ProfilePage')),
} satisfies ModuleScreens<'shell'>;

import type { PageScreenProps, PageScreens } from '../index';
import { lazyNamed } from '../lazy';

/** The home page's screens by the names resources/shell/home.ts gives them (homeRedirect is the access module's). */
export const homePageScreens: PageScreens = {
  adminDashboard: lazyNamed<PageScreenProps>(() => import('./dashboard/dashboard-screen'), 'AdminDashboard'),
  accountantDashboard: lazyNamed<PageScreenProps>(() => import('./dashboard/dashboard-screen'), 'AccountantDashboard'),
  profile: lazyNamed<PageScreenProps>(() => import('./profile/profile-page'), 'ProfilePage'),
};

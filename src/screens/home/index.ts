import type { PageScreens } from '../index';
import { AccountantDashboard, AdminDashboard } from './dashboard/dashboard-screen';
import { ProfilePage } from './profile/profile-page';

export { AccountantDashboard, AdminDashboard, ProfilePage };

/** The home page's screens by the names resources/shell/home.ts gives them (homeRedirect is the access module's). */
export const homePageScreens: PageScreens = {
  adminDashboard: AdminDashboard,
  accountantDashboard: AccountantDashboard,
  profile: ProfilePage,
};

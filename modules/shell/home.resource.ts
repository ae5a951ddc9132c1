import { definePage } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

// The home redirect, the two dashboards and every user's own profile page.
export const home = definePage({
  name: 'home',
  module: 'shell',
  label: 'Home',
  routes: [
    { path: '/', screen: 'homeRedirect', menu: { section: 'Home', label: 'Dashboard' } },
    { path: '/admin/dashboard', roles: TEAM_ROLES.pm, screen: 'adminDashboard' },
    { path: '/accountant/dashboard', roles: ['ACCOUNTANT'], screen: 'accountantDashboard' },
    { path: '/Profile', screen: 'profile', beyondSpec: 'SPEC lists only EMPLOYEE but sends project managers here too: every user may open their own profile' },
  ],
});

// The one guard of the shell: wraps the layout's outlet and sends a user whose roles do not open the
// current path to the access-denied page, naming the path refused.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignedInUser } from '../providers/signed-in-user';
import { usePreloadsSettled } from '../screens/lazy';
import { ACCESS_DENIED_PATH } from './home-path';
import { decideRoute, useRouteAccess } from './use-route-access';

export const RouteGuard = ({ children }: { children?: ReactNode }) => {
  const { pathname } = useLocation();
  const { roles, isLoaded } = useSignedInUser();
  const access = useRouteAccess();
  // The opened route's screen, fetched beside sign-in (main.tsx), renders once it is in rather than suspending.
  const isScreenReady = usePreloadsSettled();
  if (!access || !isLoaded || !isScreenReady) return null;
  // The refused path goes along, so the page says what was refused (without it, /auth/access is a start page).
  if (decideRoute(access, roles, pathname) === 'denied') return <Navigate to={`${ACCESS_DENIED_PATH}?denied=${encodeURIComponent(pathname)}`} replace />;
  return <>{children ?? <Outlet />}</>;
};

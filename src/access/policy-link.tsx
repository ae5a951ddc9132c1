// Links only where the policy lets the viewer go (issue 15 "no dead ends"): a link the route guard would
// refuse is shown as plain text, so nothing on screen leads to /auth/access.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSignedInUser } from '../providers/signed-in-user';
import { decideRoute, useRouteAccess } from './use-route-access';

/** Whether the signed-in user may open this SPA path (query and hash ignored); false until the policy has loaded. */
export const useCanOpen = () => {
  const { roles } = useSignedInUser();
  const access = useRouteAccess();
  return (to: string) => access !== undefined && decideRoute(access, roles, to.replace(/[?#].*$/, '')) === 'open';
};

/** A link when the viewer may open `to`; else its content as plain text (or `fallback`). */
export const PolicyLink = ({ to, children, fallback }: { to: string; children: ReactNode; fallback?: ReactNode }) => {
  const canOpen = useCanOpen();
  return canOpen(to) ? <Link to={to}>{children}</Link> : <>{fallback === undefined ? children : fallback}</>;
};

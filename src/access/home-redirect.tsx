import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSignedInUser } from '../providers/signed-in-user';
import { homePathFor } from './home-path';

/**
 * The page screen `homeRedirect` of `/`: each role's start page (SPEC §2 Home path). It goes on at every arrival
 * at `/` (a click on Dashboard, a reload, back or forward onto it), so it follows the location's key: react-router's
 * <Navigate> fires once per mount and its target, and stayed silent when `/` was reached again while it was
 * still mounted, leaving an empty page.
 */
export const HomeRedirect = () => {
  const { roles, isLoaded } = useSignedInUser();
  const navigate = useNavigate();
  const { key } = useLocation();
  const home = isLoaded ? homePathFor(roles) : undefined;
  useEffect(() => {
    if (home) void navigate(home, { replace: true });
  }, [home, key, navigate]);
  return null;
};

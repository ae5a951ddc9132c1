import { Navigate } from 'react-router';
import { useSignedInUser } from '../providers/signed-in-user';
import { homePathFor } from './home-path';

/** The page screen `homeRedirect` of `/`: each role's start page (SPEC §2 Home path). */
export const HomeRedirect = () => {
  const { roles, isLoaded } = useSignedInUser();
  return isLoaded ? <Navigate to={homePathFor(roles)} replace /> : null;
};

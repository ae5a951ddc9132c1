import { Navigate } from 'react-router';
import { useSignedInUser } from '../providers/signed-in-user';
import { homePathFor } from './home-path';
import { screenPathOf } from '../../resources/paths';
import { firm } from '../../modules/firm/firm.resource';
import { useIsFirmSetUp } from '../../modules/firm/screens/use-firm-setup';
import { lazyNamed } from '../screens/lazy';

// Shown only before the firm is set up: antd's Result (and its illustrations) loads then, not on every first load.
const BeingSetUp = lazyNamed(() => import('../../modules/firm/screens/being-set-up'), 'BeingSetUp');

/**
 * The page screen `homeRedirect` of `/`: each role's start page (SPEC §2 Home path). Until the firm is set up
 * (a new, empty database) an administrator lands on the setup wizard instead, and everyone else on a page saying
 * the portal is being set up.
 */
export const HomeRedirect = () => {
  const { roles, isLoaded } = useSignedInUser();
  const isFirmSetUp = useIsFirmSetUp();
  if (!isLoaded || isFirmSetUp === undefined) return null;
  if (!isFirmSetUp) return roles.includes('ADMIN') ? <Navigate to={screenPathOf(firm, 'firmSetup')} replace /> : <BeingSetUp />;
  return <Navigate to={homePathFor(roles)} replace />;
};

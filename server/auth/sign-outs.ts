import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { oidcRecords } from '../db/sign-in-tables';
import type { Caller } from './caller';
import type { TokenClaims } from './verify-token';

// Ending a user's sign-ins at once (a password reset, a deactivation, a deleted user): the embedded provider's
// sessions, grants, codes and refresh tokens of that account are deleted, so no browser session signs in
// silently and no refresh token renews; and the users row's `signedOutAt` is moved on, so the API refuses
// the access tokens already issued (they are JWTs, valid until they expire, and cannot be recalled).

/** The provider's account id is the username (dev and local mode alike). */
export const endProviderSignIns = async (tx: Database, username: string) => {
  await tx.delete(oidcRecords).where(eq(oidcRecords.accountId, username));
};

/**
 * The claim the embedded provider puts in local-mode access tokens: the user's `signedOutAt` (milliseconds) when
 * the token was issued. Exact where `iat` (whole seconds) is not: a token issued in the second of a reset.
 */
export const SIGNED_OUT_AT_CLAIM = 'signed_out_at';

/** A token issued before the user's last sign-out: by the claim above when it has one, else by its `iat`. */
export const isSignedOutToken = (claims: TokenClaims, caller: Pick<Caller, 'signedOutAt'>) => {
  if (!caller.signedOutAt) return false;
  const seen = claims[SIGNED_OUT_AT_CLAIM];
  if (typeof seen === 'number') return seen < caller.signedOutAt;
  return typeof claims.iat !== 'number' || claims.iat * 1000 < caller.signedOutAt;
};

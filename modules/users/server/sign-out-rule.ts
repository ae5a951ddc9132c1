import { endProviderSignIns } from '../../../server/auth/sign-outs';
import type { WriteRule } from '../../../server/operations/write-rules';

// A deactivated or deleted user, and one whose password an administrator resets (actions.ts moves
// `signedOutAt` on), is signed out everywhere at once, in the write's transaction (server/auth/sign-outs.ts).

const timeOf = (value: unknown) => (value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : 0);

export const signOutRule: WriteRule = async (tx, { before, after, isDelete }) => {
  if (!before) return;
  const isDeactivated = after.isActive === false && before.isActive !== false;
  if (isDeactivated && !isDelete) after.signedOutAt = new Date();
  const isSignedOut = isDelete || isDeactivated || timeOf(after.signedOutAt) > timeOf(before.signedOutAt);
  if (isSignedOut) await endProviderSignIns(tx, String(before.username));
};

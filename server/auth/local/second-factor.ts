import { generateSecret, generateURI, verify } from 'otplib';

// The optional second factor of local accounts: TOTP (RFC 6238, 30-second codes of six digits) with otplib,
// as every authenticator app reads it. One step of clock drift either way is accepted.

export const newSecret = () => generateSecret();

/** What an authenticator app scans or is given by hand. */
export const authenticatorUri = (secret: string, username: string, productName: string) =>
  generateURI({ issuer: productName, label: username, secret });

/** The 30-second step (Unix time / 30) of a code that matches now, give or take one step; undefined otherwise. */
export const codeStepOf = async (secret: string, code: string) => {
  if (!/^\d{6}$/.test(code.trim())) return undefined;
  try {
    const result = await verify({ secret, token: code.trim(), epochTolerance: 30 });
    // A TOTP result names the epoch of the step it matched (an HOTP one, never asked for here, would not).
    return result.valid && 'epoch' in result ? Math.floor(result.epoch / 30) : undefined;
  } catch {
    return undefined;
  }
};

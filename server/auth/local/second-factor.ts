import { generateSecret, generateURI, verify } from 'otplib';

// The optional second factor of local accounts: TOTP (RFC 6238, 30-second codes of six digits) with otplib,
// as every authenticator app reads it. One step of clock drift either way is accepted.

export const newSecret = () => generateSecret();

/** What an authenticator app scans or is given by hand. */
export const authenticatorUri = (secret: string, username: string, productName: string) =>
  generateURI({ issuer: productName, label: username, secret });

export const isCurrentCode = async (secret: string, code: string) => {
  if (!/^\d{6}$/.test(code.trim())) return false;
  try {
    return (await verify({ secret, token: code.trim(), epochTolerance: 30 })).valid;
  } catch {
    return false;
  }
};

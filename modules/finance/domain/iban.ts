// IBAN check digits (ISO 13616, mod 97), shared by the server's write rules and any form that checks early.

const LENGTHS: Readonly<Record<string, number>> = { IT: 27, SM: 27, DE: 22, FR: 27, ES: 24, AT: 20, BE: 16, NL: 18, CH: 21, GB: 22, IE: 22, PT: 25, LU: 20 };

/** The IBAN without spaces, in capitals. */
export const compactIban = (value: string) => value.replace(/\s/g, '').toUpperCase();

const remainderOf = (rearranged: string) => BigInt(rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))) % 97n;

/** The two check digits for a country and its BBAN (the account number part). */
export const ibanCheckDigitsOf = (country: string, bban: string) => String(98n - remainderOf(`${bban}${country}00`)).padStart(2, '0');

/** An Italian IBAN whose check digits agree, different for every `sequence` (a declaration's example). */
export const exampleIban = (sequence: number) => {
  const bban = `X${String(sequence).padStart(22, '0')}`;
  return `IT${ibanCheckDigitsOf('IT', bban)}${bban}`;
};

/** A well-formed IBAN whose check digits agree (mod 97 = 1), of its country's length where we know it. */
export const isValidIban = (value: string): boolean => {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  return remainderOf(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1n;
};

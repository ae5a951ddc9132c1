// Check digits of Italian tax identifiers, shared by the server's write rule and any form that checks early.

/** Partita IVA: 11 digits, the last a Luhn-style check digit over the first ten. */
export const isValidPartitaIva = (value: string): boolean => {
  if (!/^\d{11}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 10).reduce((total, digit, position) => {
    if (position % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return (10 - (sum % 10)) % 10 === digits[10];
};

// Values of a character in an odd (1st, 3rd…) position; digits count as the letter of the same index.
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const indexOf = (char: string) => (/[0-9]/.test(char) ? Number(char) : char.charCodeAt(0) - 65);

/** Codice fiscale of a person: 16 characters, the last a check letter over the first fifteen. */
export const isValidPersonalTaxCode = (value: string): boolean => {
  if (!/^[A-Z0-9]{15}[A-Z]$/.test(value)) return false;
  const sum = [...value.slice(0, 15)].reduce((total, char, position) => total + (position % 2 === 0 ? ODD_VALUES[indexOf(char)] : indexOf(char)), 0);
  return String.fromCharCode(65 + (sum % 26)) === value[15];
};

/** A company's codice fiscale is 11 digits with the partita IVA's check; a person's, 16 characters with its letter. */
export const isValidTaxCode = (value: string): boolean => (value.length === 11 ? isValidPartitaIva(value) : isValidPersonalTaxCode(value));

/** The Italian part of a VAT number (`IT12345678903` → `12345678903`), or undefined for a foreign one. */
export const italianVatDigitsOf = (vatNumber: string, country: string | null | undefined): string | undefined => {
  const compact = vatNumber.replace(/\s/g, '').toUpperCase();
  if (compact.startsWith('IT')) return compact.slice(2);
  if (/^[A-Z]{2}/.test(compact)) return undefined;
  return !country || country === 'IT' ? compact : undefined;
};

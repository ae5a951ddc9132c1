import type { Random } from './random';

// Italian identifiers that look and check right: codice fiscale (with its check letter), partita IVA
// (with its check digit) and IBAN (with its mod-97 check digits).

const VOWELS = new Set('AEIOU');
const MONTH_LETTERS = 'ABCDEHLMPRST';
const lettersOf = (name: string) => name.toUpperCase().replace(/[^A-Z]/g, '');
const consonantsOf = (name: string) => [...lettersOf(name)].filter((letter) => !VOWELS.has(letter));
const vowelsOf = (name: string) => [...lettersOf(name)].filter((letter) => VOWELS.has(letter));
const threeLetters = (letters: string[]) => (letters.join('') + 'XXX').slice(0, 3);

// Values of a character in an odd (1st, 3rd…) position; digits count as the letter of the same index.
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const indexOf = (char: string) => (/[0-9]/.test(char) ? Number(char) : char.charCodeAt(0) - 65);

const checkLetter = (first15: string) => {
  const sum = [...first15].reduce(
    (total, char, position) => total + (position % 2 === 0 ? ODD_VALUES[indexOf(char)] : indexOf(char)),
    0,
  );
  return String.fromCharCode(65 + (sum % 26));
};

/** Codice fiscale of a person: surname, name, birth date, sex and the birth town's cadastral code. */
export const taxCodeOf = (person: { firstName: string; lastName: string; birthDate: string; isFemale: boolean; townCode: string }) => {
  const surname = threeLetters([...consonantsOf(person.lastName), ...vowelsOf(person.lastName)]);
  const nameConsonants = consonantsOf(person.firstName);
  const name =
    nameConsonants.length >= 4
      ? nameConsonants[0] + nameConsonants[2] + nameConsonants[3]
      : threeLetters([...nameConsonants, ...vowelsOf(person.firstName)]);
  const [year, month, day] = person.birthDate.split('-').map(Number);
  const first15 =
    surname +
    name +
    String(year % 100).padStart(2, '0') +
    MONTH_LETTERS[month - 1] +
    String(day + (person.isFemale ? 40 : 0)).padStart(2, '0') +
    person.townCode;
  return first15 + checkLetter(first15);
};

/** Partita IVA: ten digits and the Luhn-style check digit. */
export const vatNumberOf = (random: Random) => withVatCheckDigit(Array.from({ length: 10 }, () => random.int(0, 9)));

/** The eleven digits of a partita IVA from its first ten. */
export const withVatCheckDigit = (digits: number[]) => {
  const sum = digits.reduce((total, digit, position) => {
    if (position % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return digits.join('') + String((10 - (sum % 10)) % 10);
};

const ibanCheckDigits = (country: string, bban: string) => {
  const rearranged = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return String(98n - (BigInt(rearranged) % 97n)).padStart(2, '0');
};

/** An Italian IBAN at the bank with this ABI code: CIN, ABI, CAB and a 12-digit account number. */
export const ibanOf = (random: Random, abi: string) => {
  const cin = String.fromCharCode(65 + random.int(0, 25));
  const cab = String(random.int(1000, 99999)).padStart(5, '0');
  const account = Array.from({ length: 12 }, () => random.int(0, 9)).join('');
  const bban = `${cin}${abi}${cab}${account}`;
  return `IT${ibanCheckDigits('IT', bban)}${bban}`;
};

export const mobilePhoneOf = (random: Random) => `+39 3${random.int(20, 49)} ${random.int(100, 999)} ${random.int(1000, 9999)}`;

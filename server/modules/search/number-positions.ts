import { NUMBER_DIGITS, type Numbering } from '../../../resources/number-format';

/**
 * Where an (uppercased) search term can sit in a number of the declared format, `<PREFIX>-<digits>`:
 * - `isWhole`: it can be a whole number (TSM-036651);
 * - `isStart`: it can begin a longer number (TSM-03, TS, TSM-);
 * - `isInside`: it can appear after a number's first character (SM-03, -03, 036, M).
 * The search sends a type's exact, prefix and "number contains" selects only where the term can match them: a
 * term `TSM-03` is never inside an `EMP-` number nor inside a `TSM-` number other than at its start, and a term
 * of letters is never in any number's digits. The database refuses numbers outside the format, so no row is lost.
 */
export type NumberPositions = { isWhole: boolean; isStart: boolean; isInside: boolean };

const DIGITS = /^[0-9]*$/;

/** Whether `term` can begin a string made of `head` followed by one or more digits. */
const canBegin = (term: string, head: string) =>
  head.startsWith(term) || (term.startsWith(head) && term.length > head.length && DIGITS.test(term.slice(head.length)));

/** A number the record brings (a supplier's invoice number) has no declared format: the term may sit anywhere in it. */
const ANYWHERE: NumberPositions = { isWhole: true, isStart: true, isInside: true };

export const numberPositionsOf = (numbering: Numbering | undefined, term: string): NumberPositions => {
  if (!numbering) return term === '' ? { isWhole: false, isStart: false, isInside: false } : ANYWHERE;
  const head = `${numbering.prefix.toUpperCase()}-`;
  const digits = term.startsWith(head) ? term.slice(head.length) : undefined;
  const isWhole = digits !== undefined && digits.length >= NUMBER_DIGITS && DIGITS.test(digits);
  const isStart = term !== '' && canBegin(term, head);
  // After the first character: a tail of the head (the prefix's later letters, or the dash) then digits, or
  // digits alone.
  const tails = Array.from({ length: head.length - 1 }, (_, index) => head.slice(index + 1));
  const isInside = term !== '' && (DIGITS.test(term) || tails.some((tail) => canBegin(term, tail)));
  return { isWhole, isStart, isInside };
};

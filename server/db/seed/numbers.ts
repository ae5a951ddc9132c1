import { NUMBER_DIGITS } from '../../../resources/number-format';

// Human-readable numbers (EMP-000012) from the counters server/operations/numbering.ts moves, in the format of
// resources/number-format.ts, so records created after the seed continue the sequence.

export { formatNumber } from '../../../resources/number-format';
export { reserveNumbers } from '../../operations/numbering';

/** The same format in SQL, for set-based inserts; `value` is an SQL integer expression. Never truncates. */
export const formatNumberSql = (prefix: string, value: string) =>
  `'${prefix.replace(/'/g, "''")}-' || lpad((${value})::text, greatest(${NUMBER_DIGITS}, length((${value})::text)), '0')`;

import { formatNumber } from '../../resources/number-format';

let sequence = 0;

/**
 * A number for a row a test writes straight into its table: in the declared format (the database refuses any
 * other), unique per call, and far above the numbers the API hands out from 1 in the same test database.
 */
export const fixtureNumber = (prefix: string) => formatNumber(prefix, 700_000 + ++sequence);

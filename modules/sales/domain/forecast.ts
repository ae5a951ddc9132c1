import Decimal from 'decimal.js';

// The pipeline's weighted forecast: each open opportunity's expected amount × its probability, by the month
// it is expected to close; won ones count in full, lost ones not at all. Cents, half-up, per opportunity.

export type ForecastOpportunity = {
  stage?: string | null;
  expectedAmount?: number | string | null;
  probability?: number | string | null;
  expectedCloseDate?: string | null;
};
export type ForecastMonth = { month: string; expected: number; weighted: number; count: number };

const amountOf = (value: number | string | null | undefined) => new Decimal(value === null || value === undefined || value === '' ? 0 : String(value));

/** Months (YYYY-MM) in order, each with the expected and the weighted amount of its opportunities. */
export const weightedForecastOf = (opportunities: readonly ForecastOpportunity[]): ForecastMonth[] => {
  const months = new Map<string, { expected: Decimal; weighted: Decimal; count: number }>();
  for (const opportunity of opportunities) {
    if (opportunity.stage === 'Lost' || !opportunity.expectedCloseDate) continue;
    const month = opportunity.expectedCloseDate.slice(0, 7);
    const amount = amountOf(opportunity.expectedAmount);
    const probability = opportunity.stage === 'Won' ? new Decimal(100) : amountOf(opportunity.probability);
    const weighted = amount.times(probability).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const entry = months.get(month) ?? { expected: new Decimal(0), weighted: new Decimal(0), count: 0 };
    months.set(month, { expected: entry.expected.plus(amount), weighted: entry.weighted.plus(weighted), count: entry.count + 1 });
  }
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, entry]) => ({ month, expected: entry.expected.toNumber(), weighted: entry.weighted.toNumber(), count: entry.count }));
};

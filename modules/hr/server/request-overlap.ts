import { and, gte, lte, type Placeholder } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The condition on HR requests (leave, permissions) that touch the days from `first` to `last`, both included;
 * one day when `last` is left out (either may be a kept statement's placeholder). `requests` are the columns of their table.
 */
export const requestOverlaps = (requests: Record<string, PgColumn>, first: string | Placeholder, last: string | Placeholder = first) =>
  and(lte(requests.startDate, last), gte(requests.endDate, first));

import { and, gte, lte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The condition on HR requests (leave, permissions) that touch the days from `first` to `last`, both included;
 * one day when `last` is left out. `requests` are the columns of their table.
 */
export const requestOverlaps = (requests: Record<string, PgColumn>, first: string, last = first) =>
  and(lte(requests.startDate, last), gte(requests.endDate, first));

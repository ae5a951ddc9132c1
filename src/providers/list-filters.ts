import type { CrudFilter } from '@refinedev/core';
import { FILTER_OPERATORS, type FilterNode, type FilterOperator } from '../../resources/list-query';

// refine's filters → our list query nodes (resources/list-query.ts), which the API decodes.

const isListOperator = (operator: string): operator is FilterOperator =>
  (FILTER_OPERATORS as readonly string[]).includes(operator);

type Scalar = string | number | boolean;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

const toScalar = (value: unknown): Scalar => {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
};

/** `in`/`nin` (refine's useMany-like filters) become a group of equals / not-equals. */
const expandList = (field: string, operator: 'in' | 'nin', values: unknown[]): FilterNode => ({
  operator: operator === 'in' ? 'or' : 'and',
  value: values.filter((value) => !isEmpty(value)).map((value) => ({
    field,
    operator: operator === 'in' ? 'eq' : 'ne',
    value: toScalar(value),
  })),
});

/** Returns undefined for a filter with no value (an emptied filter input), which is simply not sent. */
export const toFilterNode = (filter: CrudFilter): FilterNode | undefined => {
  if (!('field' in filter)) {
    const value = filter.value.map(toFilterNode).filter((node): node is FilterNode => node !== undefined);
    return value.length > 0 ? { operator: filter.operator, value } : undefined;
  }
  const { field, operator, value } = filter;
  if (isEmpty(value) || (Array.isArray(value) && value.length === 0)) return undefined;
  if ((operator === 'in' || operator === 'nin') && Array.isArray(value)) return expandList(field, operator, value);
  if (!isListOperator(operator)) throw new Error(`Filter operator ${operator} is not supported by the API`);
  return { field, operator, value: toScalar(value) };
};

export const toFilterNodes = (filters: readonly CrudFilter[] = []): FilterNode[] =>
  filters.map(toFilterNode).filter((node): node is FilterNode => node !== undefined);

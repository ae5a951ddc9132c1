import type { FilterOperator } from '../../resources/list-query';

// The column-filter choices of SPEC §9, per kind of field; the first one is preselected.
export type OperatorOption = { value: FilterOperator; label: string };

export const TEXT_OPERATORS: readonly OperatorOption[] = [
  { value: 'startswith', label: 'Starts with' },
  { value: 'contains', label: 'Contains' },
  { value: 'ncontains', label: 'Not contains' },
  { value: 'endswith', label: 'Ends with' },
  { value: 'eq', label: 'Equals' },
  { value: 'ne', label: 'Not equals' },
];

export const NUMERIC_OPERATORS: readonly OperatorOption[] = [
  { value: 'eq', label: 'Equals' },
  { value: 'ne', label: 'Not equals' },
  { value: 'lt', label: 'Less than' },
  { value: 'lte', label: 'Less than or equal to' },
  { value: 'gt', label: 'Greater than' },
  { value: 'gte', label: 'Greater than or equal to' },
];

export const DATE_OPERATORS: readonly OperatorOption[] = [
  { value: 'eq', label: 'Date is' },
  { value: 'ne', label: 'Date is not' },
  { value: 'lt', label: 'Date is before' },
  { value: 'gt', label: 'Date is after' },
];

export const EQUALS_ONLY: readonly OperatorOption[] = [{ value: 'eq', label: 'Equals' }];

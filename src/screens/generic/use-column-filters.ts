import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import { useState } from 'react';
import type { FieldFilter } from '../../../resources/list-query';

// The list's column filters as one condition per field, combined by "match all" (and) or "match any" (or).
// refine's filter state (synced with the URL) stays the single source; this only reads and writes it.

export type MatchMode = 'and' | 'or';

const MATCH_ANY_KEY = 'matchAny';

const toCondition = (filter: LogicalFilter): FieldFilter => ({
  field: filter.field,
  operator: filter.operator as FieldFilter['operator'],
  value: filter.value as FieldFilter['value'],
});

const isFieldFilter = (filter: CrudFilter): filter is LogicalFilter => 'field' in filter;

export const readConditions = (filters: readonly CrudFilter[]): { mode: MatchMode; conditions: FieldFilter[] } => {
  const group = filters.find((filter) => !isFieldFilter(filter) && filter.operator === 'or');
  if (group && !isFieldFilter(group))
    return { mode: 'or', conditions: group.value.filter(isFieldFilter).map(toCondition) };
  return { mode: 'and', conditions: filters.filter(isFieldFilter).map(toCondition) };
};

export const writeConditions = (conditions: readonly FieldFilter[], mode: MatchMode): CrudFilter[] => {
  const filters = conditions.map((condition) => ({ ...condition }) as LogicalFilter);
  return mode === 'or' && filters.length > 0 ? [{ operator: 'or', key: MATCH_ANY_KEY, value: filters }] : filters;
};

type TableFilterState = {
  filters: CrudFilter[];
  setFilters: (filters: CrudFilter[], behavior?: 'merge' | 'replace') => void;
  setCurrentPage: (page: number) => void;
};

export const useColumnFilters = ({ filters, setFilters, setCurrentPage }: TableFilterState) => {
  const read = readConditions(filters);
  // Kept beside the filters so "match any" survives while no filter is set.
  const [mode, setModeState] = useState<MatchMode>(read.mode);
  const write = (conditions: FieldFilter[], nextMode: MatchMode) => {
    setFilters(writeConditions(conditions, nextMode), 'replace');
    setCurrentPage(1);
  };
  return {
    mode,
    conditions: read.conditions,
    conditionOf: (field: string) => read.conditions.find((condition) => condition.field === field),
    setCondition: (field: string, condition: FieldFilter | undefined) =>
      write([...read.conditions.filter((existing) => existing.field !== field), ...(condition ? [condition] : [])], mode),
    /** Removes this one condition (a field may hold several, as a list's declared opening filter does). */
    remove: (condition: FieldFilter) =>
      write(read.conditions.filter((existing) => !(existing.field === condition.field && existing.operator === condition.operator && existing.value === condition.value)), mode),
    setMode: (nextMode: MatchMode) => {
      setModeState(nextMode);
      write(read.conditions, nextMode);
    },
  };
};

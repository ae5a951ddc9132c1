import type { ResourceDeclaration } from '../../../resources/declaration';
import { FILTER_OPERATORS } from '../../../resources/list-query';
import { sortableFields } from '../../../resources/sortable';

// What a saved view keeps (modules/users/list-views.resource.ts), as JSON text in three columns: the columns shown
// in their order, the filters (refine's, as the list's URL holds them) and the sorts. Both sides read it here: the
// server refuses a view naming a field its list does not have, the list screen applies it.

export type ViewSort = { field: string; order: 'asc' | 'desc' };
export type ViewFilter = { field: string; operator: string; value: unknown } | { operator: 'and' | 'or'; key?: string; value: ViewFilter[] };
export type ViewShape = { columns: string[]; filters: ViewFilter[]; sorts: ViewSort[] };

/** Which of the three is wrong, for the refusal's field message. */
export type ViewProblem = 'columns' | 'filters' | 'sorts';

const MAX_COLUMNS = 60;
const MAX_FILTERS = 40;
const MAX_SORTS = 5;
const LINK_OPERATORS: readonly string[] = [...FILTER_OPERATORS, 'in'];

const parseList = (text: unknown): unknown[] | undefined => {
  if (text === null || text === undefined || text === '') return [];
  if (typeof text !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

const isFieldOf = (declaration: ResourceDeclaration, name: unknown): name is string =>
  typeof name === 'string' && (name === 'id' || Object.hasOwn(declaration.fields, name));

const isFilterOf = (declaration: ResourceDeclaration, node: unknown, depth: number): node is ViewFilter => {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return false;
  const { field, operator, value } = node as Record<string, unknown>;
  if (operator === 'and' || operator === 'or')
    return depth < 2 && Array.isArray(value) && value.length <= MAX_FILTERS && value.every((child) => isFilterOf(declaration, child, depth + 1));
  const isValue = (item: unknown) => item === null || ['string', 'number', 'boolean'].includes(typeof item);
  return isFieldOf(declaration, field) && LINK_OPERATORS.includes(String(operator)) && (Array.isArray(value) ? value.length <= MAX_FILTERS && value.every(isValue) : isValue(value));
};

/** The view's three parts read against its list's declaration, or the first part that does not fit it. */
export const readViewShape = (
  declaration: ResourceDeclaration,
  stored: { columns?: unknown; filters?: unknown; sorts?: unknown },
): { shape: ViewShape } | { problem: ViewProblem } => {
  const columns = parseList(stored.columns);
  if (!columns || columns.length > MAX_COLUMNS || new Set(columns).size !== columns.length || !columns.every((name) => isFieldOf(declaration, name) && name !== 'id'))
    return { problem: 'columns' };
  const filters = parseList(stored.filters);
  if (!filters || filters.length > MAX_FILTERS || !filters.every((node) => isFilterOf(declaration, node, 0))) return { problem: 'filters' };
  const sortable = sortableFields(declaration);
  const sorts = parseList(stored.sorts);
  const isSort = (item: unknown): item is ViewSort => {
    const { field, order } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    return typeof field === 'string' && sortable.has(field) && (order === 'asc' || order === 'desc');
  };
  if (!sorts || sorts.length > MAX_SORTS || !sorts.every(isSort)) return { problem: 'sorts' };
  return { shape: { columns: columns as string[], filters: filters as ViewFilter[], sorts } };
};

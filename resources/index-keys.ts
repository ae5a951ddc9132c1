// The keys of a declared composite index (`indexes` in a declaration): a field, or `id`, optionally followed by
// ` desc` for a column stored in descending order. A list's id tie-break runs the way its last sort key runs
// (server/operations/list.ts), so (date, id) serves date either way; a sort that mixes directions, (a asc, b desc),
// is read in index order only from an index in that very mix: PostgreSQL scans an index backwards, which flips
// every column at once.
import type { ResourceDeclaration } from './declaration';

export type IndexKey = { field: string; order: 'asc' | 'desc' };

/** `'date desc'` → `{ field: 'date', order: 'desc' }`; `'id'` → `{ field: 'id', order: 'asc' }`. */
export const indexKeyOf = (key: string): IndexKey => {
  const [field, order] = key.split(' ');
  return { field, order: order === 'desc' ? 'desc' : 'asc' };
};

/** Whether a key is written as the grammar above allows (declaration-checks.ts refuses the rest). */
export const isWellFormedIndexKey = (key: string) => /^\w+( desc)?$/.test(key);

/** The part of the index's name its keys make: `date_desc_id` for ['date desc', 'id']. */
export const indexKeysName = (keys: readonly string[], columnOf: (field: string) => string) =>
  keys.map(indexKeyOf).map(({ field, order }) => (order === 'desc' ? `${columnOf(field)}_desc` : columnOf(field))).join('_');

/**
 * A field whose declared index is (field, id), in either direction, needs no single-column index of its own:
 * that index serves every lookup by the field, and its sorted pages with the id tie-break too.
 */
export const hasIdTieBreakIndex = (resource: ResourceDeclaration, name: string) =>
  (resource.indexes ?? []).some((keys) => keys.length === 2 && indexKeyOf(keys[0]).field === name && indexKeyOf(keys[1]).field === 'id');

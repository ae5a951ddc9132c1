import type { BaseKey, BaseRecord } from '@refinedev/core';

// References are shown and picked through the lookup path (ids and titles, open to every signed-in user),
// so a project manager sees an owner's name without the right to open employees.
export const LOOKUP = { scope: 'lookup' } as const;

export const isKey = (value: unknown): value is BaseKey => typeof value === 'string' || typeof value === 'number';

/** Sorted and unique, so every cell of a column asks useMany the same question: one request per column. */
export const keysOf = (values: readonly unknown[]): BaseKey[] =>
  [...new Set(values.filter(isKey).map(String))].sort().map((key) => (/^\d+$/.test(key) ? Number(key) : key));

export const titleOf = (record: BaseRecord | undefined, titleField: string | undefined) => {
  const title = record && titleField ? record[titleField] : undefined;
  return title === undefined || title === null || title === '' ? undefined : String(title);
};

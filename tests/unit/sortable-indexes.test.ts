import { getTableConfig } from 'drizzle-orm/pg-core';
import { resources } from '../../resources.config';
import { sortableFields } from '../../resources/sortable';
import { snakeCase } from '../../server/db/names';
import { buildSchema } from '../../server/db/schema';

// A list sorts only by the fields its declaration makes sortable, and each of them must have an index whose
// leading column is that field, so that a sorted page is read in index order on a table of any size.

describe('sortable fields', () => {
  const { resourceTables } = buildSchema(resources);

  test.each(resources.map((resource) => [resource.name, resource] as const))('every sortable field of %s leads an index', (_, resource) => {
    const config = getTableConfig(resourceTables.get(resource.name)!.table);
    const leading = new Set(
      config.indexes.map((index) => (index.config.columns[0] as { name?: string }).name).filter((name): name is string => name !== undefined),
    );
    for (const column of config.columns) if (column.primary) leading.add(column.name);
    const missing = [...sortableFields(resource)].filter((field) => !leading.has(snakeCase(field)));
    expect(missing).toEqual([]);
  });

  test("every default sort is sortable (the list's first page is read from an index)", () => {
    const unsorted = resources.filter((resource) => resource.defaultSort && !sortableFields(resource).has(resource.defaultSort.field));
    expect(unsorted.map((resource) => `${resource.name}.${resource.defaultSort!.field}`)).toEqual([]);
  });

  test('a field neither indexed nor marked sortable is not offered (hours of a timesheet entry)', () => {
    const entries = resources.find((resource) => resource.name === 'timesheetEntries')!;
    expect(sortableFields(entries).has('hours')).toBe(false);
    expect(sortableFields(entries).has('date')).toBe(true);
  });
});

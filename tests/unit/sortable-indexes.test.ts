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

  test("the time sheet entries' two list orders, (date desc, id desc) and (date, id), are one index read either way, which replaces date's own", () => {
    const entries = resources.find((resource) => resource.name === 'timesheetEntries')!;
    const config = getTableConfig(resourceTables.get(entries.name)!.table);
    const shapes = config.indexes.map((index) =>
      (index.config.columns as { name: string; indexConfig?: { order?: string; nulls?: string } }[])
        .map((column) => `${column.name} ${column.indexConfig?.order ?? 'asc'}${column.indexConfig?.order === 'desc' ? ` nulls ${column.indexConfig.nulls}` : ''}`)
        .join(', '),
    );
    expect(shapes).toContain('date asc, id asc');
    expect(shapes.filter((shape) => shape.startsWith('date '))).toEqual(['date asc, id asc']);
    // Other fields keep their own index beside a composite that leads with them.
    expect(shapes).toContain('employee_id asc');
  });

  test('a declared index key is a field or id, optionally followed by " desc"', () => {
    const entries = resources.find((resource) => resource.name === 'timesheetEntries')!;
    expect(() => buildSchema([...resources.filter((resource) => resource !== entries), { ...entries, indexes: [['date descending', 'id']] }])).toThrow(
      /write a field, optionally followed by " desc"/,
    );
    expect(() => buildSchema([...resources.filter((resource) => resource !== entries), { ...entries, indexes: [['date desc', 'nothing']] }])).toThrow(
      /names nothing, which is not a field/,
    );
  });
});

import { and } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FilterNode } from '../../resources/list-query';
import { buildSchema, resourceTableOf } from '../../server/db/schema';
import { boundValues } from '../../server/operations/bound-values';
import { conditionOf, filterShapeOf } from '../../server/operations/filters';
import { afterCondition, cursorShapeOf } from '../../server/operations/keyset';
import { ownRowsFilter } from '../../server/operations/own-rows';
import { fixtureResources, testPeople } from '../helpers/fixture-resources';

// A list keeps one statement per shape (server/operations/list-statements.ts) and only binds a request's values
// into it. That is right only if two requests of the same shape build the same SQL text, and if no value of a
// request stays in the text or among the fixed parameters, where the next request of that shape would inherit it.

const dialect = new PgDialect();
const { columns } = resourceTableOf(buildSchema(fixtureResources), 'testPeople');
const schema = buildSchema(fixtureResources);

/** The text and parameters of a condition with its values bound, and the values bound. */
const compiled = (nodes: FilterNode[], employeeId = 7) => {
  const { bind, values } = boundValues();
  const condition = and(ownRowsFilter(schema, testPeople, bind(employeeId)), conditionOf(testPeople, columns, nodes, 'and', bind));
  const query = dialect.sqlToQuery(condition!);
  return { text: query.sql, params: query.params, values: Object.values(values) };
};

const filter = (field: string, operator: FilterNode['operator'], value: string | number | boolean | null): FilterNode =>
  ({ field, operator, value }) as FilterNode;

// Pairs of filter lists of one shape, with different values.
const sameShapes: [string, FilterNode[], FilterNode[]][] = [
  ['text contains', [filter('lastName', 'contains', 'ros')], [filter('lastName', 'contains', '50%_off')]],
  ['text not equal', [filter('firstName', 'ne', 'Anna')], [filter('firstName', 'ne', 'Bruno')]],
  ['enum equal', [filter('team', 'eq', 'Sales')], [filter('team', 'eq', 'Delivery')]],
  ['integer range', [filter('level', 'gte', 2), filter('level', 'lt', 9)], [filter('level', 'gte', 3), filter('level', 'lt', 4)]],
  ['decimal', [filter('hourlyCost', 'gt', '10.5')], [filter('hourlyCost', 'gt', '99')]],
  ['date', [filter('birthDate', 'lte', '1990-01-01')], [filter('birthDate', 'lte', '2001-12-31')]],
  ['date-time on a day', [filter('lastSeenAt', 'eq', '2026-11-01')], [filter('lastSeenAt', 'eq', '2025-02-28')]],
  ['date-time at an instant', [filter('lastSeenAt', 'gt', '2026-11-01T10:00:00Z')], [filter('lastSeenAt', 'gt', '2025-02-28T23:59:59.999Z')]],
  ['yes/no', [filter('isActive', 'eq', 'true')], [filter('isActive', 'eq', 'false')]],
  ['empty', [filter('birthDate', 'eq', null)], [filter('birthDate', 'eq', null)]],
  [
    'a group',
    [{ operator: 'or', value: [filter('team', 'eq', 'Sales'), filter('level', 'gt', 5)] }],
    [{ operator: 'or', value: [filter('team', 'eq', 'Delivery'), filter('level', 'gt', 1)] }],
  ],
];

describe('a list shape and the SQL of its conditions', () => {
  test.each(sameShapes)('%s: one shape, one text, each request its own values', (_name, first, second) => {
    expect(filterShapeOf(first)).toBe(filterShapeOf(second));
    const [a, b] = [compiled(first, 7), compiled(second, 8)];
    expect(b.text).toBe(a.text);
    // Every parameter is a placeholder: nothing of one request is kept for the next.
    expect(a.params.every((param) => typeof param === 'object' && param !== null && 'name' in param)).toBe(true);
    expect(b.values).not.toEqual(a.values);
  });

  test('a value of another type is another shape, though its text may be the same', () => {
    expect(filterShapeOf([filter('level', 'gte', 3)])).not.toBe(filterShapeOf([filter('level', 'gte', '3')]));
    expect(compiled([filter('level', 'gte', '3')]).text).toBe(compiled([filter('level', 'gte', 3)]).text);
  });

  test('what changes the text changes the shape', () => {
    const shapes = [
      [filter('lastSeenAt', 'eq', '2026-11-01')],
      [filter('lastSeenAt', 'eq', '2026-11-01T10:00:00Z')],
      [filter('birthDate', 'eq', null)],
      [filter('birthDate', 'eq', '1990-01-01')],
      [filter('birthDate', 'ne', '1990-01-01')],
      [filter('level', 'gt', 1), filter('team', 'eq', 'Sales')],
      [filter('team', 'eq', 'Sales'), filter('level', 'gt', 1)],
    ];
    const texts = shapes.map((nodes) => compiled(nodes).text);
    expect(new Set(shapes.map(filterShapeOf)).size).toBe(shapes.length);
    expect(new Set(texts).size).toBe(shapes.length);
  });

  test('the caller is a bound value, so two employees share a shape and not their rows', () => {
    const { bind, values } = boundValues();
    const query = dialect.sqlToQuery(ownRowsFilter(schema, testPeople, bind(7))!);
    expect(query.sql).not.toContain('7');
    expect(Object.values(values)).toEqual([7]);
  });

  test('a cursor binds its values; only which of them are empty changes the text', () => {
    const keys = [
      { field: 'birthDate', order: 'desc' as const },
      { field: 'id', order: 'asc' as const },
    ];
    const text = (cursor: unknown[]) => {
      const { bind } = boundValues();
      return dialect.sqlToQuery(afterCondition({ columns, keys, values: cursor, bind })).sql;
    };
    expect(text(['1990-01-01', 3])).toBe(text(['2001-05-06', 40]));
    expect(cursorShapeOf(['1990-01-01', 3])).toBe(cursorShapeOf(['2001-05-06', 40]));
    expect(text([null, 3])).not.toBe(text(['1990-01-01', 3]));
    expect(cursorShapeOf([null, 3])).not.toBe(cursorShapeOf(['1990-01-01', 3]));
  });

  test('keys in one direction over columns that cannot be empty are one row comparison, its values bound once', () => {
    const compiledAfter = (keys: { field: string; order: 'asc' | 'desc' }[], cursor: unknown[]) => {
      const { bind, values } = boundValues();
      return { text: dialect.sqlToQuery(afterCondition({ columns, keys, values: cursor, bind })).sql, values: Object.values(values) };
    };
    const ascending = compiledAfter([{ field: 'lastName', order: 'asc' }, { field: 'id', order: 'asc' }], ['Rossi', 4]);
    expect(ascending.text).toBe('("test_people"."last_name", "test_people"."id") > ($1, $2)');
    expect(ascending.values).toEqual(['Rossi', 4]);
    expect(compiledAfter([{ field: 'id', order: 'desc' }], [9]).text).toBe('("test_people"."id") < ($1)');
    // A column that may be empty, or two directions, keep the written-out comparison.
    expect(compiledAfter([{ field: 'birthDate', order: 'asc' }, { field: 'id', order: 'asc' }], ['1990-01-01', 3]).text).not.toContain(') > (');
    expect(compiledAfter([{ field: 'lastName', order: 'desc' }, { field: 'id', order: 'asc' }], ['Rossi', 3]).text).not.toContain(') < (');
  });
});

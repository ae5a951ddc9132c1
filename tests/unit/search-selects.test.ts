import { PgDialect } from 'drizzle-orm/pg-core';
import { resources } from '../../resources.config';
import { isWellFormedNumber } from '../../resources/number-format';
import { buildSchema } from '../../server/db/schema';
import { numberPositionsOf } from '../../server/modules/search/number-positions';
import { selectsOf } from '../../server/modules/search/search-query';
import { searchableResources, searchTypeOf } from '../../server/modules/search/searchable-resources';

const month = { field: 'number', prefix: 'TSM' };

/** A number matched with LIKE (not the `NOT (… LIKE …)` that leaves an earlier select's rows out). */
const NUMBER_MATCH = /(?<!NOT \()upper\("\w+"."number"\) LIKE/;

describe('where a search term can sit in a number of the format <PREFIX>-<digits>', () => {
  test.each([
    // term, whole, start, inside
    ['TSM-036651', true, true, false],
    ['TSM-03', false, true, false],
    ['TSM-', false, true, false],
    ['TS', false, true, false],
    ['SM-03', false, false, true],
    ['M', false, false, true],
    ['-036', false, false, true],
    ['036651', false, false, true],
    ['EMP-03', false, false, false],
    ['TSM-03X', false, false, false],
    ['OPEN', false, false, false],
    ['%', false, false, false],
    ['TSM-00001', false, true, false],
  ])('%s: whole %s, start %s, inside %s', (term, isWhole, isStart, isInside) => {
    expect(numberPositionsOf(month, term)).toEqual({ isWhole, isStart, isInside });
  });

  test('agrees with the format on every number it calls whole', () => {
    expect(isWellFormedNumber(month, 'TSM-036651')).toBe(true);
    expect(isWellFormedNumber(month, 'TSM-03')).toBe(false);
    expect(isWellFormedNumber(month, 'XTSM-036651')).toBe(false);
  });
});

describe('the selects the global search sends for a term', () => {
  const schema = buildSchema(resources);
  const searchable = searchableResources(resources);
  const dialect = new PgDialect();
  const FREE_NUMBERS = new Set(searchable.filter((resource) => !resource.numbering).map(searchTypeOf));
  const selectsFor = (term: string): Record<string, string[]> =>
    Object.fromEntries(
      searchable.map((resource) => [
        searchTypeOf(resource),
        selectsOf({ schema, resource, term, width: 3 }).map((select) => dialect.sqlToQuery(select).sql),
      ]),
    );

  test('a number prefix: only its own type\'s prefix select, and descriptions that are text', () => {
    const selects = selectsFor('TSM-03');
    // The month sheet: its numbers by prefix, then its status (the only text it shows).
    expect(selects.TIMESHEETMONTH).toHaveLength(2);
    expect(selects.TIMESHEETMONTH[0]).toMatch(/upper\("timesheet_months"."number"\) LIKE \$\d+ and upper\("timesheet_months"."number"\) <> \$\d+/);
    // No type looks for the term inside its numbers (a description select only leaves the prefix's rows out).
    // (A number the record brings, a received invoice's, has no declared format: the term may be anywhere in it.)
    for (const [type, texts] of Object.entries(selects).filter(([type]) => !FREE_NUMBERS.has(type)))
      for (const text of type === 'TIMESHEETMONTH' ? texts.slice(1) : texts) expect(text).not.toMatch(NUMBER_MATCH);
    expect(selects.EMPLOYEE).toHaveLength(1);
  });

  test('an exact number adds the exact select of its type only', () => {
    const selects = selectsFor('TSM-036651');
    expect(selects.TIMESHEETMONTH).toHaveLength(3);
    expect(selects.TIMESHEETMONTH[0]).toMatch(/upper\("timesheet_months"."number"\) = \$\d+/);
    expect(selects.LABOUR).toHaveLength(1);
  });

  test('digits: inside every type\'s numbers and, where a description has a number, the year', () => {
    const selects = selectsFor('2025');
    for (const [type, texts] of Object.entries(selects)) expect(texts[FREE_NUMBERS.has(type) ? 1 : 0]).toMatch(NUMBER_MATCH);
    // A month sheet shows its year and month: one select each, read from its (field, number) index.
    expect(selects.TIMESHEETMONTH).toHaveLength(3);
    expect(selects.TIMESHEETMONTH[1]).toMatch(/"timesheet_months"."year" = \$\d+/);
    expect(selects.TIMESHEETMONTH[2]).toMatch(/"timesheet_months"."month" = \$\d+/);
    expect(selects.EMPLOYEE).toHaveLength(1);
  });
});

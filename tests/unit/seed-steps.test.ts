import { inSeedOrder, workingDaysOf } from '../../server/db/seed/contributions';
import { demoParts } from '../../server/modules/workflows';

// The modules give their demo rows as steps; the seed runs them by place and refuses an order that would read rows
// not yet made (server/db/seed/contributions.ts).

const step = (name: string, place: number, after?: string[]) => ({ name, place, after });

describe("the seed's steps", () => {
  test('run by place, whichever module gave them first', () => {
    const ordered = inSeedOrder([step('invoices', 30, ['customers']), step('customers', 10), step('work orders', 20, ['customers'])]);
    expect(ordered.map((each) => each.name)).toEqual(['customers', 'work orders', 'invoices']);
  });

  test('a step placed before a step it needs, or needing one nobody gives, is refused', () => {
    expect(() => inSeedOrder([step('customers', 20), step('work orders', 10, ['customers'])])).toThrow(
      'Seed step work orders (place 10) needs customers, placed after it (20)',
    );
    expect(() => inSeedOrder([step('work orders', 10, ['customers'])])).toThrow('Seed step work orders needs customers, which no module gives');
  });

  test('two steps of one name or one place are refused: their order would be a guess', () => {
    expect(() => inSeedOrder([step('customers', 10), step('customers', 20)])).toThrow('Two seed steps are called customers');
    expect(() => inSeedOrder([step('customers', 10), step('products', 10)])).toThrow('Seed steps customers and products share place 10');
  });

  test("one module gives the firm's working days", () => {
    const weekdays = (from: string, to: string) => [from, to];
    expect(workingDaysOf([{}, { workingDays: weekdays }])('2026-11-02', '2026-11-06')).toEqual(['2026-11-02', '2026-11-06']);
    expect(() => workingDaysOf([{}])).toThrow("One module gives the firm's working days, not 0");
    expect(() => workingDaysOf([{ workingDays: weekdays }, { workingDays: weekdays }])).toThrow("One module gives the firm's working days, not 2");
  });

  test("the modules' own steps are in an order the seed accepts, the firm first and the bell's notices last", () => {
    const steps = inSeedOrder(demoParts.flatMap((part) => part.steps ?? []));
    expect(steps[0].name).toBe('firm');
    expect(steps.at(-1)?.name).toBe('notifications');
    const scaleSteps = inSeedOrder(demoParts.flatMap((part) => part.scaleSteps ?? []));
    expect(scaleSteps.map((each) => each.name)).toEqual(['scale people', 'scale customers', 'scale work', 'scale payrolls', 'scale finance']);
  });
});

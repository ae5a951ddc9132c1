import { workflowsOf, type WorkflowCall } from '../../server/operations/actions/workflows-of';
import { handlerKeyOf } from '../../server/operations/actions/run-action';
import { testExpenses } from '../helpers/workflow-fixture';
import { defineResource } from '../../resources/declaration';
import { composeWriteRules, rulesByResource, rulesFor, type WriteRule } from '../../server/operations/write-rules';

// workflowsOf types a resource's handlers from its declaration. What it must refuse is refused by the compiler
// (`npx tsc --noEmit -p .` checks the @ts-expect-error lines: each must be an error, or tsc fails); what it
// gives the app is checked here at run time.

const refuse = async ({ record, input, move }: WorkflowCall<typeof testExpenses, 'refuse'>) => move(record, undefined, { reason: input.reason });

describe('workflowsOf', () => {
  test('gives the app one handler per declared action, found by resource and action', () => {
    const handlers = workflowsOf(testExpenses, { approve: async () => [], refuse });
    expect(Object.keys(handlers).sort()).toEqual([handlerKeyOf('testExpenses', 'approve'), handlerKeyOf('testExpenses', 'refuse')]);
    expect(handlers[handlerKeyOf('testExpenses', 'refuse')]).toBe(refuse);
  });

  test('a missing, misspelt or mistyped handler does not compile', () => {
    const approve = async () => [];
    // @ts-expect-error `refuse` is declared and has no handler.
    workflowsOf(testExpenses, { approve });
    // @ts-expect-error `refuze` is no action of testExpenses.
    workflowsOf(testExpenses, { approve, refuse, refuze: refuse });
    workflowsOf(testExpenses, {
      approve,
      // @ts-expect-error the input of refuse is `reason: string`; it has no `amount`.
      refuse: ({ input }) => input.amount,
    });
    workflowsOf(testExpenses, {
      approve,
      // @ts-expect-error the record's status is 'Draft' | 'Approved' | 'Refused' (or null), never 'Paid'.
      refuse: ({ record }) => record.status === 'Paid',
    });
    expect(typeof approve).toBe('function');
  });

  test("the input and the record are typed from the declaration: a required field holds a value, the record's fields theirs", () => {
    type Input = WorkflowCall<typeof testExpenses, 'refuse'>['input'];
    type Record = WorkflowCall<typeof testExpenses, 'refuse'>['record'];
    const input: Input = { reason: 'Not a business expense' };
    const amount: Record['amount'] = 12.5;
    // @ts-expect-error a required input is never null.
    const blank: Input = { reason: null };
    expect([input.reason, amount, blank]).toEqual(['Not a business expense', 12.5, { reason: null }]);
  });
});

describe('typed write rules', () => {
  const positive: WriteRule<typeof testExpenses> = (_tx, { after }) => {
    // `after.amount` is the declared decimal: a number, no cast.
    if (after.amount < 0) throw new Error('negative');
  };
  const anyResource: WriteRule = () => undefined;

  test("several parts' rules for one resource all run, in the parts' order, none replacing another", () => {
    const first = rulesByResource([rulesFor(testExpenses, positive)]);
    const second = rulesByResource([rulesFor(testExpenses, anyResource)]);
    const composed = composeWriteRules(first, second, { otherThings: [anyResource] });
    expect(composed.testExpenses).toHaveLength(2);
    expect(composed.testExpenses[1]).toBe(anyResource);
    expect(composed.otherThings).toEqual([anyResource]);
  });

  test('a misspelt field, state or name does not compile', () => {
    // @ts-expect-error `amont` is no field of testExpenses.
    const misspelt: WriteRule<typeof testExpenses> = (_tx, { after }) => void after.amont;
    const states = async ({ record, move }: WorkflowCall<typeof testExpenses, 'refuse'>) => {
      // @ts-expect-error 'Canceled' is not one of testExpenses' states.
      await move(record, 'Canceled');
      return move(record, 'Refused');
    };
    const base = {
      module: 'finance',
      label: 'Things',
      singular: 'Thing',
      fields: { name: { type: 'text' }, status: { type: 'enum', values: ['Open', 'Closed'], transitions: [{ from: 'Open', to: 'Closed' }] } },
      roles: ['ADMIN'],
      api: { admin: '/admin/things' },
    } as const;
    const declaration = () => [
      // @ts-expect-error `nmae` is no field of the declaration.
      defineResource({ ...base, name: 'misnamedTitles', titleField: 'nmae' }),
      defineResource({
        ...base,
        name: 'misnamedStates',
        titleField: 'name',
        // @ts-expect-error 'Shut' is not a state of the status field.
        actions: [{ name: 'close', label: 'Close', method: 'POST', path: '/close/:id', scope: 'admin', target: 'record', moves: { field: 'status', to: 'Shut' }, reply: { resource: 'self' } }],
      }),
      defineResource({
        ...base,
        name: 'misnamedConditions',
        titleField: 'name',
        // @ts-expect-error `stauts` is no field of the declaration.
        actions: [{ name: 'reopen', label: 'Reopen', method: 'POST', path: '/reopen/:id', scope: 'admin', target: 'record', offeredWhen: { stauts: ['Closed'] }, reply: { resource: 'self' } }],
      }),
    ];
    expect([typeof misspelt, typeof states, typeof declaration]).toEqual(['function', 'function', 'function']);
  });
});

import { workflowsOf, type WorkflowCall } from '../../server/operations/actions/workflows-of';
import { handlerKeyOf } from '../../server/operations/actions/run-action';
import { testExpenses } from '../helpers/workflow-fixture';

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

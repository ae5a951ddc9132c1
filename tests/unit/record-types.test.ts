import { expectTypeOf } from 'vitest';
import { payrolls } from '../../modules/hr/payrolls.resource';
import { hrTimesheetRequests } from '../../modules/hr/hr-timesheet-requests.resource';
import type { FieldValues, RecordOf } from '../../resources/record-types';
import { recordsOf } from '../../server/operations/typed-records';

// Row types follow the declarations: these assertions are checked by `tsc` (npm run typecheck) and by
// vitest's type matcher; a rename or a removed enum value in a declaration breaks them at compile time.

describe('row types derived from declarations', () => {
  test('enums are literal unions, required fields are never null, optional ones may be', () => {
    expectTypeOf<RecordOf<typeof payrolls>['status']>().toEqualTypeOf<'Draft' | 'Calculated' | 'Approved' | 'Paid' | null>();
    expectTypeOf<RecordOf<typeof payrolls>['employeeId']>().toEqualTypeOf<number>();
    expectTypeOf<RecordOf<typeof payrolls>['paymentDate']>().toEqualTypeOf<string | null>();
    expectTypeOf<RecordOf<typeof payrolls>['id']>().toEqualTypeOf<number>();
  });

  test('the typed writer takes only declared fields with values of their type', () => {
    type UpdateValues = Parameters<ReturnType<typeof recordsOf<typeof hrTimesheetRequests>>['update']>[2];
    expectTypeOf<UpdateValues>().toEqualTypeOf<Partial<FieldValues<typeof hrTimesheetRequests>>>();
    // @ts-expect-error: no such field — a renamed field fails to compile here.
    const wrongField: UpdateValues = { reviewerNotes: 'x' };
    // @ts-expect-error: not one of the declared states.
    const wrongState: UpdateValues = { state: 'Pending' };
    expect([wrongField, wrongState]).toHaveLength(2);
  });
});

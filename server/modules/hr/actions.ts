import { writeInputToRecord } from '../../operations/actions/write-input';
import type { ActionHandlers } from '../../operations/actions/run-action';
import { hrRequestHandlers } from './requests';
import { safetyActionHandlers } from './safety';

/** The HR module's workflow handlers, by `<resource>.<action>` (declared in resources/hr/). */
export const hrActionHandlers: ActionHandlers = {
  // POST /admin/labour/note/{id}: the accountant's note on a payroll.
  'labour.note': writeInputToRecord,
  ...hrRequestHandlers,
  ...safetyActionHandlers,
};

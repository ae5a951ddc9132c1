import type { ActionHandlers } from '../operations/actions/run-action';
import type { Derivations } from '../operations/derived';
import type { WriteRules } from '../operations/write-rules';
import { financeActionHandlers, financeDerivations, financeWriteRules } from './finance/actions';
import { hrActionHandlers } from './hr/actions';
import { pmActionHandlers } from './pm/actions';

// The modules' workflow code, gathered in one place for the app: action handlers by `<resource>.<action>`,
// derivations and write rules by resource. A contract test checks them against the declarations both ways.

export const actionHandlers: ActionHandlers = {
  ...pmActionHandlers,
  ...hrActionHandlers,
  ...financeActionHandlers,
};

export const derivations: Derivations = {
  ...financeDerivations,
};

/** Business rules every write of a resource must keep, by resource (server/operations/write-rules.ts). */
export const writeRules: WriteRules = {
  ...financeWriteRules,
};

import type { ActionHandlers } from '../operations/actions/run-action';
import type { Derivations } from '../operations/derived';
import { hrActionHandlers } from './hr/actions';
import { pmActionHandlers } from './pm/actions';

// The modules' workflow code, gathered in one place for the app: action handlers by `<resource>.<action>`
// and derivations by resource. A contract test checks them against the declarations both ways.

export const actionHandlers: ActionHandlers = {
  ...pmActionHandlers,
  ...hrActionHandlers,
};

export const derivations: Derivations = {};

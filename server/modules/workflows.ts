import type { ActionHandlers } from '../operations/actions/run-action';
import type { Derivations } from '../operations/derived';
import type { WriteRules } from '../operations/write-rules';
import { hrActionHandlers } from './hr/actions';
import { pmActionHandlers } from './pm/actions';
import { workActionHandlers } from './pm/work/actions';

// The modules' workflow code, gathered in one place for the app: action handlers by `<resource>.<action>`,
// derivations and write rules by resource. A contract test checks them against the declarations both ways.

export const actionHandlers: ActionHandlers = {
  ...pmActionHandlers,
  ...workActionHandlers,
  ...hrActionHandlers,
};

export const derivations: Derivations = {};

/** Business rules every write of a resource must keep, by resource (server/operations/write-rules.ts). */
export const writeRules: WriteRules = {};

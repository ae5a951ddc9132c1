import type { ModuleWorkflows } from '../../../server/modules/workflows';
import { workoutWorkflows, workoutWriteRules } from './actions';
import { workoutDemo } from './demo';

/** The workout module's workflow code, found by server/modules/workflows.ts through modules/workout/index.ts's `hasWorkflows`. */
export const workflows: ModuleWorkflows = {
  actionHandlers: workoutWorkflows,
  writeRules: workoutWriteRules,
  // Its rows of the demo firm (server/db/seed/contributions.ts).
  demo: workoutDemo,
};

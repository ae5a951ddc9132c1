import type { DemoContribution } from '../../../../server/db/seed/contributions';
import { seedScaleWork } from './scale-work';
import { seedTasks } from './tasks';
import { seedTimesheets } from './timesheets';
import { seedProjects, seedWorkOrders } from './work-orders';

/** PM's part of the demo: work orders for sales's customers, their projects and tasks, and the hours booked on them. */
export const pmDemo: DemoContribution = {
  steps: [
    { name: 'work orders', place: 100, after: ['customers', 'employees'], seed: seedWorkOrders },
    { name: 'projects', place: 110, after: ['work orders'], seed: seedProjects },
    { name: 'tasks', place: 120, after: ['projects'], seed: seedTasks },
    { name: 'timesheets', place: 140, after: ['tasks', 'hr requests'], seed: seedTimesheets },
  ],
  scaleSteps: [{ name: 'scale work', place: 30, after: ['scale people', 'scale customers'], seed: seedScaleWork }],
};

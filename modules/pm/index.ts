// The pm module: its registry entries in menu order, registered by one line of resources.config.ts.
// Its workflow code sits in server/ (server only), its hand-written screens in screens/ (SPA only); this file
// imports declarations alone, so both sides may import it.
import type { RegistryEntry } from '../../resources/declaration';
import { timesheetMonths } from './timesheet-months.resource';
import { workOrders } from './work-orders.resource';
import { workOrderMembers } from './work-order-members.resource';
import { timesheetEntries } from './timesheet-entries.resource';
import { projects } from './projects.resource';
import { projectMembers } from './project-members.resource';
import { projectJournal } from './project-journal.resource';
import { sprints } from './sprints.resource';
import { tasks } from './tasks.resource';
import { taskJournal } from './task-journal.resource';
import { favouriteTasks } from './favourite-tasks.resource';

export const entries: readonly RegistryEntry[] = [
  timesheetMonths,
  workOrders,
  workOrderMembers,
  timesheetEntries,
  projects,
  projectMembers,
  projectJournal,
  sprints,
  tasks,
  taskJournal,
  favouriteTasks,
];

// The pm module: what it holds, as resources/module.ts asks, registered by one line of modules/index.ts.
// Its workflow code sits in server/ (server only), its hand-written screens in screens/ (SPA only); this file
// imports declarations alone, so both sides may import it.
import type { RegistryEntry } from '../../resources/declaration';
import type { MenuSection } from '../../resources/vocabulary';
import { monthSheets } from './month-sheets.resource';
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

/** The menu section it brings (SPEC §2 order by place); its icon is screens/menu-icons.tsx. */
export const menuSections = [{ label: 'PM', place: 20 }] as const;

/** Where it sits in the menu (resources.config.ts orders the modules by it). */
export const menuPlace: MenuSection = 'PM';

/** Its part of the Italian catalogue, fetched with the rest when Italian is wanted (i18n/catalogues/italian.ts). */
export const loadItalian = () => import('./i18n/it');

export const entries: readonly RegistryEntry[] = [
  monthSheets,
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

/** Its hand-written screens, which its routes may name; screens/index.ts registers each. */
export const screens = ['timesheetGrid', 'timesheetMonth', 'timesheetReport', 'monthSheetReading', 'timesheetApprovals', 'workOrderDetails', 'workOrderInformations', 'projectPage', 'projectMembers', 'projectPlanning', 'taskPage', 'myTasks'] as const;

/** Its server/index.ts gives its workflows (action handlers, derivations, write rules). */
export const hasWorkflows = true;

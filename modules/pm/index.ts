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

/**
 * What its notices say (English templates, stored filled in and read back in the reader's language:
 * resources/notification-texts.ts). A more specific template comes before the one it extends.
 */
export const notificationTexts = [
  'Task {{number}} "{{title}}" was assigned to you',
  'Task {{number}} "{{title}}" you follow moved to {{state}}',
  'New comment on task {{number}} "{{title}}"',
  'Month sheet {{number}} ({{month}}) is waiting for your approval',
  'Your month sheet for {{month}} was approved',
  'Your month sheet for {{month}} was corrected by an administrator and waits for approval again',
  'Your month sheet for {{month}} was sent back to you. Reason: {{note}}',
  'Your month sheet for {{month}} was sent back to you',
] as const;

/** The kinds of its notices worth an e-mail (resources/mail-kinds.ts): month sheets share HR's approvals and decisions. */
export const mailKinds = [
  { kind: 'approvals', label: 'Requests and month sheets waiting for my approval' },
  { kind: 'decisions', label: 'Decisions on my requests, month sheets and expense claims' },
] as const;

import { insertRows, type SeedContext } from '../../../../server/db/seed/context';
import type { SeedWorld } from '../../../../server/db/seed/world';
import { notificationText } from '../../../../resources/notification-texts';

// The bell: task assignments and comments for the people on the boards, pending HR requests for the
// reviewers, worded as the app's own notifications are. Older ones are read, the latest are not.

export const seedNotifications = async (context: SeedContext, world: SeedWorld) => {
  const userOf = (employeeId: number) => world.userIds.get(world.employees.find((employee) => employee.id === employeeId)!.email);
  const rows: { recipientId: number; message: string; parentTable: string | null; parent: number | null; seen: boolean }[] = [];
  const add = (recipientId: number | undefined, message: string, parentTable: string | null, parent: number | null, seen: boolean) => {
    if (recipientId !== undefined) rows.push({ recipientId, message, parentTable, parent, seen });
  };
  for (const employee of world.employees.filter((candidate) => candidate.endDay === null)) {
    const assigned = world.tasks.filter((task) => task.assigneeId === employee.id && task.status !== 'Done' && task.ownerId !== employee.id);
    assigned.slice(0, 4).forEach((task, index) =>
      add(userOf(employee.id), notificationText('Task {{number}} "{{title}}" was assigned to you', { number: task.number, title: task.title }), 'tasks', task.id, index >= 2),
    );
    const owned = world.tasks.filter((task) => task.ownerId === employee.id && task.status === 'In Review');
    owned.slice(0, 2).forEach((task) =>
      add(userOf(employee.id), notificationText('New comment on task {{number}} "{{title}}"', { number: task.number, title: task.title }), 'tasks', task.id, false),
    );
  }
  for (const reviewer of ['hr', 'admin']) {
    const recipient = world.userIds.get(reviewer);
    world.pendingRequests.slice(0, 6).forEach((request, index) =>
      add(recipient, notificationText('Request {{number}} is waiting for your approval', { number: request.number }), 'hr_timesheet_requests', request.id, index >= 4),
    );
  }
  const toApprove = world.payrolls.filter((payroll) => payroll.status === 'Calculated');
  if (toApprove.length > 0)
    add(world.userIds.get('accountant'), notificationText('{{payrolls}} calculated payrolls are waiting for approval', { payrolls: toApprove.length }), 'labour', toApprove[0].id, false);
  await insertRows(context, 'notifications', rows);
};

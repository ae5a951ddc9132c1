import { badRequest, conflict } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { WriteRule } from '../../../server/operations/write-rules';

/** A billed milestone keeps its amount and due date, and is not deleted: its invoice line bills it. */
export const keepBilledMilestones: WriteRule = (_tx, { before, after, isDelete, via }) => {
  if (via || !before?.invoiceLineId) return;
  if (isDelete || String(before.amount) !== String(after.amount) || String(before.dueDate) !== String(after.dueDate))
    throw conflict(message('Milestone {{title}} is billed: it can no longer be changed', { title: String(before.title) }));
};

/** A contract rate is for one person or for one role, never both nor neither. */
export const rateForPersonOrRole: WriteRule = (_tx, { after, isDelete }) => {
  if (isDelete) return;
  const hasPerson = after.employeeId !== null && after.employeeId !== undefined;
  const hasRole = typeof after.role === 'string' && after.role.trim() !== '';
  if (hasPerson === hasRole) {
    const why = message('Either a person or a role');
    throw badRequest(message('A rate is for one person or for one role'), { employeeId: why, role: why });
  }
};

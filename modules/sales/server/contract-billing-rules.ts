import { badRequest, conflict } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { WriteRule } from '../../../server/operations/write-rules';

/** A billed milestone keeps its amount and due date, and is not deleted: its invoice line bills it. */
export const keepBilledMilestones: WriteRule = (_tx, { before, after, isDelete, via }) => {
  if (via || !before?.invoiceLineId) return;
  if (isDelete || String(before.amount) !== String(after.amount) || String(before.dueDate) !== String(after.dueDate))
    throw conflict(message('Milestone {{title}} is billed: it can no longer be changed', { title: String(before.title) }));
};

/** A contract rate is for one person, one role or one product: exactly one of them. */
export const rateForPersonOrRole: WriteRule = (_tx, { after, isDelete }) => {
  if (isDelete) return;
  const hasPerson = after.employeeId !== null && after.employeeId !== undefined;
  const hasRole = typeof after.role === 'string' && after.role.trim() !== '';
  const hasProduct = after.productId !== null && after.productId !== undefined;
  if ([hasPerson, hasRole, hasProduct].filter(Boolean).length !== 1) {
    const why = message('Either a person, a role or a product');
    throw badRequest(message('A rate is for one person, one role or one product'), { employeeId: why, role: why, productId: why });
  }
};

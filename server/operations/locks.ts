import type { ResourceDeclaration } from '../../resources/declaration';
import { isLocked, statusFieldOf } from '../../resources/workflow';
import { conflict } from '../errors';

/** A record in a locking state (a Paid payroll, a Closed month) refuses generic edits and deletes with 409. */
export const checkNotLocked = (resource: ResourceDeclaration, record: Record<string, unknown>) => {
  if (!isLocked(resource, record)) return;
  const status = statusFieldOf(resource)!;
  const title = record[resource.titleField] ?? `#${String(record.id)}`;
  throw conflict(`${resource.singular} ${String(title)} is ${String(record[status.name])}: it can no longer be changed or deleted`);
};

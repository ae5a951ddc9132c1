import type { ResourceDeclaration } from '../../resources/declaration';
import { isLocked, statusFieldOf } from '../../resources/workflow';
import { conflict } from '../errors';
import { message, term } from '../i18n/message';

/** A record in a locking state (a Paid payroll, a Closed month) refuses generic edits and deletes with 409. */
export const checkNotLocked = (resource: ResourceDeclaration, record: Record<string, unknown>) => {
  if (!isLocked(resource, record)) return;
  const status = statusFieldOf(resource)!;
  const title = record[resource.titleField] ?? `#${String(record.id)}`;
  throw conflict(
    message('{{resource}} {{title}} is {{status}}: it can no longer be changed or deleted', {
      resource: term(resource.singular),
      title: String(title),
      status: term(String(record[status.name])),
    }),
  );
};

import { defineReadRoute } from './declaration';
import { AUDIT_API_PATHS } from './paths';
import type { ReplyShapeOf } from './reply-types';

/** What the trail records: the writes, and the sign-ins beside them (server/auth/sign-in-records.ts). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'sign-in', 'sign-in-failed', 'sign-in-locked'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * GET /api/admin/audit_trail (ADMIN only): a page of the trail, newest first, its count in X-Total-Count. Declared once
 * for the server's route, its API description and the audit screens (the trail, a record's history).
 */
export const AUDIT_TRAIL = defineReadRoute({
  path: AUDIT_API_PATHS.trail,
  tag: 'audit',
  summary: 'The audit trail (writes and sign-ins), newest first; ADMIN only',
  reply: {
    fields: {
      id: { type: 'integer', isRequired: true },
      at: { type: 'datetime', isRequired: true },
      // The sign-in name, which the filter goes by; `name` is who, as the journal names them.
      username: { type: 'text', isRequired: true },
      name: { type: 'text', isRequired: true },
      resource: { type: 'text', isRequired: true },
      recordId: { type: 'integer', isRequired: true },
      action: { type: 'enum', values: AUDIT_ACTIONS, isRequired: true },
      // The workflow action that made the change (e.g. `send`), when it was not a plain create/update/delete.
      via: { type: 'text' },
    },
    parts: { changes: { anyValue: 'Each changed field with its value before and after, as [before, after]; null stands for no value' } },
    isList: true,
  },
});

/** Each changed field with its value before and after; `null` stands for "no value". */
export type AuditChanges = Record<string, [unknown, unknown]>;

/** One line of the trail as the screens read it: the declared reply, its changes as the pairs they are. */
export type AuditLine = Omit<ReplyShapeOf<typeof AUDIT_TRAIL.reply>[number], 'changes'> & { changes: AuditChanges };

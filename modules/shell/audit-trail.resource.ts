import { definePage } from '../../resources/declaration';

// ADMIN's reading of the audit trail: every write and every sign-in, filtered by user, resource, record and day,
// exported as CSV. Read-only: the trail is written by the server alone (server/operations/audit.ts,
// server/auth/sign-in-records.ts) and read through GET /api/admin/audit_trail.
export const auditTrail = definePage({
  name: 'auditTrail',
  module: 'shell',
  label: 'Audit trail',
  routes: [
    {
      path: '/admin/audit_trail',
      roles: ['ADMIN'],
      screen: 'auditTrail',
      menu: { section: 'RBAC', label: 'Audit trail' },
      beyondSpec: 'issue 28: administrators read who changed what and who signed in',
    },
  ],
});

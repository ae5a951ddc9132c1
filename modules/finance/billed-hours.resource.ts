import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

// Which approved hours an issued invoice's line bills: one row per timesheet entry, written by the billing run
// (modules/finance/server/billing-run.ts). An entry is billed once: a unique index on it holds even when two runs
// for the same month race on PostgreSQL (the second fails and makes nothing). Deleting a draft or its line frees
// its hours for the next run.
export const billedHours = defineResource({
  name: 'billedHours',
  module: 'finance',
  label: 'Billed hours',
  singular: 'Billed hours',
  titleField: 'timesheetEntryId',
  fields: {
    invoiceLineId: { type: 'reference', resource: 'invoiceLines', onDelete: 'cascade', isRequired: true, isReadOnly: true, isListed: true, isFilterable: true, label: 'Invoice line' },
    timesheetEntryId: { type: 'reference', resource: 'timesheetEntries', onDelete: 'restrict', isRequired: true, isReadOnly: true, isUnique: true, isListed: true, isFilterable: true, label: 'Timesheet entry' },
    hours: { type: 'decimal', scale: 2, min: 0, isRequired: true, isReadOnly: true, isListed: true },
    hourlyRate: { type: 'decimal', isMoney: true, min: 0, isRequired: true, isReadOnly: true, isListed: true, label: 'Hourly rate' },
  },
  roles: TEAM_ROLES.finance,
  api: { admin: '/admin/finance/invoices/billed_hours' },
  defaultSort: { field: 'id', order: 'asc' },
});

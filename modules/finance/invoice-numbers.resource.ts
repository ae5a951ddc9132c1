import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

// The last number issued in a year and series of outgoing invoices. The issuing transaction locks its row
// (SELECT … FOR UPDATE) and takes the next number, so numbers have no gaps and no repeats: a number is taken only
// when the invoice is issued, and a failed issue rolls the counter back with it.
export const invoiceNumbers = defineResource({
  name: 'invoiceNumbers',
  module: 'finance',
  label: 'Invoice numbering',
  singular: 'Invoice numbering',
  titleField: 'series',
  canImport: false,
  fields: {
    year: { type: 'integer', isCode: true, min: 2000, max: 2100, isRequired: true, isReadOnly: true, isListed: true, isFilterable: true },
    series: { type: 'text', maxLength: 10, default: '', isReadOnly: true, isListed: true, isFilterable: true },
    lastNumber: { type: 'integer', min: 0, default: 0, isRequired: true, isReadOnly: true, isListed: true, label: 'Last number' },
  },
  uniqueTogether: [['year', 'series']],
  roles: TEAM_ROLES.finance,
  api: { admin: '/admin/finance/invoices/numbering' },
  defaultSort: { field: 'year', order: 'desc' },
});

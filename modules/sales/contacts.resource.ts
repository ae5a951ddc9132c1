import { defineResource } from '../../resources/declaration';
import { byLeadAction } from './by-lead-action';
import { TEAM_ROLES } from '../../resources/vocabulary';

// A person at a lead or a customer.
export const contacts = defineResource({
  name: 'contacts',
  module: 'sales',
  label: 'Contacts',
  singular: 'Contact',
  titleField: 'fullName',
  fields: {
    firstName: { type: 'text', isRequired: true, maxLength: 80 },
    lastName: { type: 'text', isRequired: true, maxLength: 80, isSortable: true },
    fullName: { type: 'text', generatedFrom: ['firstName', 'lastName'], isListed: true, isFilterable: true, label: 'Name' },
    jobTitle: { type: 'text', maxLength: 80, isListed: true },
    email: { type: 'email', isListed: true, isFilterable: true },
    phone: { type: 'text', maxLength: 30, isListed: true },
    leadId: { type: 'reference', resource: 'leads', onDelete: 'set null', isFilterable: true, label: 'Lead' },
    customerId: { type: 'reference', resource: 'customers', onDelete: 'set null', isFilterable: true, label: 'Customer' },
  },
  roles: TEAM_ROLES.sales,
  api: {
    admin: '/admin/sales/contact',
  },
  actions: [
    // GET /admin/sales/contact/lead/{id}: a lead's contacts.
    byLeadAction("A lead's contacts"),
  ],
  defaultSort: { field: 'lastName', order: 'asc' },
});

import { defineResource } from '../declaration';

const SALES = ['ADMIN', 'SALES MANAGE'] as const;

// A prospective customer, from first contact until it is qualified into opportunities or lost.
export const leads = defineResource({
  name: 'leads',
  module: 'sales',
  label: 'Leads',
  singular: 'Lead',
  titleField: 'name',
  fields: {
    name: { type: 'text', isRequired: true, maxLength: 160, isListed: true, isFilterable: true, label: 'Company name' },
    vatNumber: { type: 'text', maxLength: 20, label: 'VAT number' },
    email: { type: 'email', isListed: true, isFilterable: true },
    phone: { type: 'text', maxLength: 30 },
    source: { type: 'enum', values: ['Website', 'Referral', 'Event', 'Cold call', 'Partner', 'Other'], default: 'Other', isListed: true, isFilterable: true },
    status: { type: 'enum', values: ['New', 'Contacted', 'Qualified', 'Converted', 'Lost'], default: 'New', isListed: true, isFilterable: true },
    ownerId: { type: 'reference', resource: 'employees', onDelete: 'set null', isListed: true, isFilterable: true, label: 'Sales owner' },
    // The customer the lead became, once converted.
    customerId: { type: 'reference', resource: 'customers', onDelete: 'set null', isFilterable: true, label: 'Customer' },
    note: { type: 'longText', maxLength: 4000 },
  },
  roles: SALES,
  api: { admin: '/admin/sales/leads' },
  routes: [
    { path: '/admin/sales/lead', roles: SALES, screen: 'list', menu: { section: 'Sales', label: 'Lead' } },
    { path: '/admin/sales/leads/:id', roles: SALES, screen: 'show' },
  ],
  children: [
    { resource: 'contacts', foreignKey: 'leadId', label: 'Contacts' },
    { resource: 'opportunities', foreignKey: 'leadId', label: 'Opportunities' },
  ],
  defaultSort: { field: 'id', order: 'desc' },
});

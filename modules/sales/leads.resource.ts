import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';


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
    // Converted only by the convert action, which makes its customer, contacts and opportunity at once.
    status: {
      type: 'enum',
      values: ['New', 'Contacted', 'Qualified', 'Converted', 'Lost'],
      default: 'New',
      isReadOnly: true,
      isListed: true,
      isFilterable: true,
      transitions: [
        { from: 'New', to: 'Contacted' },
        { from: 'New', to: 'Qualified' },
        { from: 'Contacted', to: 'Qualified' },
        { from: 'Qualified', to: 'Converted' },
        { from: 'New', to: 'Lost' },
        { from: 'Contacted', to: 'Lost' },
        { from: 'Qualified', to: 'Lost' },
      ],
      locks: ['Converted'],
      colors: { New: 'default', Contacted: 'blue', Qualified: 'gold', Converted: 'green', Lost: 'red' },
    },
    ownerId: { type: 'reference', resource: 'employees', onDelete: 'set null', isListed: true, isFilterable: true, label: 'Sales owner' },
    // The customer the lead became, once converted.
    customerId: { type: 'reference', resource: 'customers', onDelete: 'set null', isFilterable: true, label: 'Customer' },
    note: { type: 'longText', maxLength: 4000 },
  },
  roles: TEAM_ROLES.sales,
  api: { admin: '/admin/sales/leads' },
  actions: [
    { name: 'contacted', label: 'Contacted', method: 'POST', path: '/contacted/:id', scope: 'admin', target: 'record', moves: { field: 'status', to: 'Contacted' }, reply: { resource: 'self' } },
    { name: 'qualify', label: 'Qualify', method: 'POST', path: '/qualify/:id', scope: 'admin', target: 'record', moves: { field: 'status', to: 'Qualified' }, reply: { resource: 'self' } },
    {
      name: 'lose',
      label: 'Lost',
      method: 'POST',
      path: '/lose/:id',
      scope: 'admin',
      target: 'record',
      moves: { field: 'status', to: 'Lost' },
      input: { reason: { type: 'longText', maxLength: 2000, isRequired: true } },
      reply: { resource: 'self' },
    },
    {
      name: 'convert',
      label: 'Convert to customer',
      method: 'POST',
      path: '/convert/:id',
      scope: 'admin',
      target: 'record',
      moves: { field: 'status', to: 'Converted' },
      // The lead's opportunities go to the customer; one is opened only for a lead that has none.
      makes: 'opportunities',
      input: {
        opportunityTitle: { type: 'text', maxLength: 160, label: 'Opportunity', help: "Default: the lead's name" },
        expectedAmount: { type: 'decimal', isMoney: true, min: 0, label: 'Expected amount' },
        expectedCloseDate: { type: 'date', label: 'Expected close' },
      },
      confirm: 'Make this lead a customer (found by VAT number or created), with its contacts and opportunities (one is opened if it has none)?',
      reply: { fields: {}, parts: { lead: { resource: 'self' }, customer: { resource: 'customers' }, contacts: { resource: 'contacts', isList: true }, opportunities: { resource: 'opportunities', isList: true } } },
    },
  ],
  routes: [
    { path: '/admin/sales/lead', roles: TEAM_ROLES.sales, screen: 'list', menu: { section: 'Sales', label: 'Lead' } },
    { path: '/admin/sales/leads/:id', roles: TEAM_ROLES.sales, screen: 'show' },
  ],
  children: [
    { resource: 'contacts', foreignKey: 'leadId', label: 'Contacts' },
    { resource: 'opportunities', foreignKey: 'leadId', label: 'Opportunities' },
  ],
  defaultSort: { field: 'id', order: 'desc' },
});

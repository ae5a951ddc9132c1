import { defineResource } from '../declaration';

const SALES = ['ADMIN', 'SALES MANAGE'] as const;

// A possible sale to a lead or customer, moved through the pipeline stages until won or lost.
export const opportunities = defineResource({
  name: 'opportunities',
  module: 'sales',
  label: 'Opportunities',
  singular: 'Opportunity',
  titleField: 'title',
  fields: {
    title: { type: 'text', isRequired: true, maxLength: 160, isListed: true, isFilterable: true },
    leadId: { type: 'reference', resource: 'leads', onDelete: 'restrict', isListed: true, isFilterable: true, label: 'Lead' },
    customerId: { type: 'reference', resource: 'customers', onDelete: 'restrict', isFilterable: true, label: 'Customer' },
    stage: { type: 'enum', values: ['Qualification', 'Proposal', 'Negotiation', 'Won', 'Lost'], default: 'Qualification', isListed: true, isFilterable: true },
    expectedAmount: { type: 'decimal', isMoney: true, min: 0, isListed: true, label: 'Expected amount' },
    probability: { type: 'integer', min: 0, max: 100, default: 20, label: 'Probability %' },
    expectedCloseDate: { type: 'date', isListed: true, isFilterable: true, label: 'Expected close' },
    ownerId: { type: 'reference', resource: 'employees', onDelete: 'set null', isFilterable: true, label: 'Sales owner' },
    note: { type: 'longText', maxLength: 4000 },
  },
  roles: SALES,
  api: {
    admin: '/admin/sales/opportunity',
  },
  actions: [
    // GET /admin/sales/opportunity/lead/{id}: a lead's opportunities.
    {
      name: 'byLead',
      label: "A lead's opportunities",
      method: 'GET',
      path: '/lead/:leadId',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: { leadId: { type: 'integer', min: 1, isRequired: true } },
    },
    // PUT /admin/sales/opportunity/{id} ("create uses PUT with id"): a new opportunity for lead {id}.
    {
      name: 'createForLead',
      label: 'New opportunity for the lead',
      method: 'PUT',
      path: '/:leadId',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: {
        leadId: { type: 'integer', min: 1, isRequired: true },
        title: { type: 'text', isRequired: true, maxLength: 160 },
        expectedAmount: { type: 'decimal', isMoney: true, min: 0 },
        probability: { type: 'integer', min: 0, max: 100 },
        expectedCloseDate: { type: 'date' },
        note: { type: 'longText', maxLength: 4000 },
      },
    },
  ],
  routes: [
    { path: '/admin/sales/opportunities', roles: SALES, screen: 'list', menu: { section: 'Sales', label: 'Opportunity' } },
    { path: '/admin/sales/opportunity/:id', roles: SALES, screen: 'show' },
  ],
  children: [{ resource: 'quotes', foreignKey: 'opportunityId', label: 'Quotes' }],
  defaultSort: { field: 'expectedCloseDate', order: 'asc' },
});

import { defineResource } from '../../resources/declaration';
import { byLeadAction } from './by-lead-action';
import { TEAM_ROLES } from '../../resources/vocabulary';

export const STAGES = ['Qualification', 'Proposal', 'Negotiation', 'Won', 'Lost'] as const;
const OPEN_STAGES = ['Qualification', 'Proposal', 'Negotiation'] as const;
/** Stages that close an opportunity and ask why. */
export const CLOSING_STAGES: readonly string[] = ['Won', 'Lost'];

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
    // Moved on the pipeline board (or the row's button) by the changeStage action; Won and Lost are final.
    stage: {
      type: 'enum',
      values: ['Qualification', 'Proposal', 'Negotiation', 'Won', 'Lost'],
      default: 'Qualification',
      isReadOnly: true,
      isListed: true,
      isFilterable: true,
      transitions: OPEN_STAGES.flatMap((from) => STAGES.filter((to) => to !== from).map((to) => ({ from, to }))),
      colors: { Qualification: 'default', Proposal: 'blue', Negotiation: 'gold', Won: 'green', Lost: 'red' },
    },
    expectedAmount: { type: 'decimal', isMoney: true, min: 0, isListed: true, label: 'Expected amount' },
    probability: { type: 'integer', min: 0, max: 100, default: 20, label: 'Probability %' },
    expectedCloseDate: { type: 'date', isListed: true, isFilterable: true, label: 'Expected close' },
    ownerId: { type: 'reference', resource: 'employees', onDelete: 'set null', isFilterable: true, label: 'Sales owner' },
    note: { type: 'longText', maxLength: 4000 },
    // Why it was won or lost, asked when it moves there.
    closeReason: { type: 'longText', maxLength: 2000, isReadOnly: true, label: 'Won/lost reason' },
  },
  roles: TEAM_ROLES.sales,
  api: {
    admin: '/admin/sales/opportunity',
  },
  actions: [
    {
      name: 'changeStage',
      label: 'Change stage',
      method: 'POST',
      path: '/stage/:id',
      scope: 'admin',
      target: 'record',
      moves: { field: 'stage' },
      input: {
        stage: { type: 'enum', values: STAGES, isRequired: true },
        reason: { type: 'longText', maxLength: 2000, help: 'Needed for Won and Lost' },
      },
      reply: { resource: 'self' },
    },
    // GET /admin/sales/opportunity/lead/{id}: a lead's opportunities.
    byLeadAction("A lead's opportunities"),
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
      reply: { resource: 'self' },
    },
  ],
  routes: [
    { path: '/admin/sales/opportunities', roles: TEAM_ROLES.sales, screen: 'opportunityBoard', menu: { section: 'Sales', label: 'Opportunity' } },
    { path: '/admin/sales/opportunity/:id', roles: TEAM_ROLES.sales, screen: 'show' },
  ],
  children: [{ resource: 'quotes', foreignKey: 'opportunityId', label: 'Quotes' }],
  defaultSort: { field: 'expectedCloseDate', order: 'asc' },
});

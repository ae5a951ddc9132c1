import { defineResource } from '../../resources/declaration';

// A statement of work: the signed scope, price and duration of a work order with its customer.
export const statementsOfWork = defineResource({
  name: 'statementsOfWork',
  module: 'legal',
  label: 'Statements of work',
  singular: 'Statement of work',
  titleField: 'title',
  fields: {
    number: { type: 'text', isReadOnly: true, isListed: true, isFilterable: true },
    title: { type: 'text', isRequired: true, maxLength: 160, isListed: true, isFilterable: true },
    workOrderId: { type: 'reference', resource: 'workOrders', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Work order' },
    // One statement of work per contract (a unique index); a work order may have several (one per contract or phase).
    customerContractId: { type: 'reference', resource: 'customerContracts', onDelete: 'set null', isFilterable: true, isUnique: true, label: 'Customer contract' },
    scope: { type: 'longText', maxLength: 20000 },
    signedDate: { type: 'date', isListed: true, isFilterable: true, label: 'Signed on' },
    startDate: { type: 'date', isFilterable: true },
    endDate: { type: 'date', isFilterable: true },
    amount: { type: 'decimal', isMoney: true, min: 0, isListed: true },
    status: { type: 'enum', values: ['Draft', 'Sent', 'Signed', 'Expired', 'Terminated'], default: 'Draft', isListed: true, isFilterable: true },
  },
  roles: ['ADMIN'],
  api: {
    admin: '/admin/sow',
  },
  actions: [
    // GET /admin/sow/work_order/{id}: the statements of work of a work order.
    {
      name: 'byWorkOrder',
      label: "A work order's statements of work",
      method: 'GET',
      path: '/work_order/:workOrderId',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: { workOrderId: { type: 'integer', min: 1, isRequired: true } },
      reply: { resource: 'self', isList: true },
    },
  ],
  routes: [
    { path: '/admin/sow', roles: ['ADMIN'], screen: 'list', menu: { section: 'Legal', label: 'Contracts' } },
    { path: '/admin/sow/:id', roles: ['ADMIN'], screen: 'show', beyondSpec: 'a statement of work with its signed PDF (issue 30)' },
  ],
  // The signed PDF (or its scan).
  attachments: { types: ['application/pdf', 'image/*'], maxBytes: 20 * 1024 * 1024, lockedIn: { status: ['Signed', 'Expired', 'Terminated'] } },
  numbering: { field: 'number', prefix: 'SOW' },
  search: { description: ['title', 'status'] },
  defaultSort: { field: 'id', order: 'desc' },
});

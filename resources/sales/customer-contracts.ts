import { defineResource } from '../declaration';

const SALES = ['ADMIN', 'SALES MANAGE'] as const;

// A framework or service contract signed with a customer (billing terms, duration, renewal).
export const customerContracts = defineResource({
  name: 'customerContracts',
  module: 'sales',
  label: 'Customer contracts',
  singular: 'Customer contract',
  titleField: 'title',
  fields: {
    number: { type: 'text', isReadOnly: true, isListed: true, isFilterable: true },
    title: { type: 'text', isRequired: true, maxLength: 160, isListed: true, isFilterable: true },
    customerId: { type: 'reference', resource: 'customers', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Customer' },
    startDate: { type: 'date', isRequired: true, isListed: true, isFilterable: true },
    endDate: { type: 'date', isFilterable: true },
    amount: { type: 'decimal', isMoney: true, min: 0, isListed: true },
    billingFrequency: { type: 'enum', values: ['One-off', 'Monthly', 'Quarterly', 'Yearly'], default: 'Monthly', label: 'Billing' },
    isAutoRenewed: { type: 'boolean', default: false, label: 'Auto-renewed' },
    status: { type: 'enum', values: ['Draft', 'Active', 'Expired', 'Terminated'], default: 'Draft', isListed: true, isFilterable: true },
    note: { type: 'longText', maxLength: 4000 },
    // Where it came from and what it started (set by the quote's and the contract's actions).
    quoteId: { type: 'reference', resource: 'quotes', onDelete: 'set null', isReadOnly: true, isFilterable: true, label: 'Quote' },
    workOrderId: { type: 'reference', resource: 'workOrders', onDelete: 'set null', isReadOnly: true, isFilterable: true, label: 'Work order' },
  },
  roles: SALES,
  api: {
    admin: '/admin/sales/customer_contracts',
  },
  actions: [
    {
      name: 'startWorkOrder',
      label: 'Start work order',
      method: 'POST',
      path: '/start_work_order/:id',
      scope: 'admin',
      target: 'record',
      confirm: "Start a work order with this contract's amount and the quote's budget hours?",
    },
    // The statement of work of the contract's work order, drafted from the contract (SOW is ADMIN's).
    {
      name: 'toStatementOfWork',
      label: 'Draft statement of work',
      method: 'POST',
      path: '/to_sow/:id',
      scope: 'admin',
      target: 'record',
      roles: ['ADMIN'],
      confirm: 'Draft a statement of work for this contract and its work order?',
    },
    // GET /admin/sales/customer_contracts/customer/{id}: a customer's contracts.
    {
      name: 'byCustomer',
      label: "A customer's contracts",
      method: 'GET',
      path: '/customer/:customerId',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: { customerId: { type: 'integer', min: 1, isRequired: true } },
    },
  ],
  routes: [{ path: '/admin/sales/contracts_customers', roles: SALES, screen: 'list' }],
  numbering: { field: 'number', prefix: 'CTR' },
  defaultSort: { field: 'startDate', order: 'desc' },
});

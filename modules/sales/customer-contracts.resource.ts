import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';
import { NATURE_CODES } from '../finance/domain/nature-codes';


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
    // One contract per quote (a unique index: two Make contract at once cannot both succeed).
    quoteId: { type: 'reference', resource: 'quotes', onDelete: 'set null', isReadOnly: true, isFilterable: true, isUnique: true, label: 'Quote' },
    workOrderId: { type: 'reference', resource: 'workOrders', onDelete: 'set null', isReadOnly: true, isFilterable: true, label: 'Work order' },
    statementOfWorkId: { type: 'reference', resource: 'statementsOfWork', onDelete: 'set null', isReadOnly: true, isFilterable: true, label: 'Statement of work' },
    // How a billing run bills it (modules/finance/server/billing-run.ts): its work order's approved hours month by
    // month at its rates, or its milestones when due. Blank: not billed by runs.
    billingMethod: { type: 'enum', values: ['Time and materials', 'Milestones'], isFilterable: true, label: 'Billing method' },
    hourlyRate: { type: 'decimal', isMoney: true, min: 0, label: 'Default hourly rate', help: 'For hours no contract rate or member rate covers' },
    vatRate: { type: 'decimal', scale: 2, min: 0, max: 100, default: 22, label: 'VAT rate %' },
    // Why its invoices carry no VAT (exempt, not taxable…); only with rate 0.
    vatNature: { type: 'enum', values: NATURE_CODES, label: 'Natura', help: 'Only for a VAT rate of 0' },
    // Public administration's procurement codes, carried on the FatturaPA.
    cig: { type: 'text', maxLength: 15, label: 'CIG' },
    cup: { type: 'text', maxLength: 15, label: 'CUP' },
    // The day sales users were told the contract is about to end (once per contract and end date).
    expiryNoticeOn: { type: 'date', isReadOnly: true, label: 'Expiry notified on' },
  },
  roles: TEAM_ROLES.sales,
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
      makes: 'workOrders',
      offeredWhen: { workOrderId: { is: 'absent', why: 'Contract {{number}} already started a work order' }, status: ['Draft', 'Active'] },
      confirm: "Start a work order with this contract's amount and the quote's budget hours?",
      reply: { fields: {}, parts: { contract: { resource: 'self' }, workOrder: { resource: 'workOrders' } } },
    },
    // The statement of work of the contract, drafted from it (SOW is ADMIN's); it starts the contract's work
    // order in the same action when there is none yet, since a statement of work is always on one.
    {
      name: 'toStatementOfWork',
      label: 'Draft statement of work',
      method: 'POST',
      path: '/to_sow/:id',
      scope: 'admin',
      target: 'record',
      roles: ['ADMIN'],
      makes: 'statementsOfWork',
      offeredWhen: { statementOfWorkId: [null], status: ['Draft', 'Active'] },
      confirm: 'Draft a statement of work for this contract (and its work order if it has none)?',
      reply: { resource: 'statementsOfWork' },
    },
    // Contracts ending within `days` (default 60), soonest first, Active or Draft.
    {
      name: 'expiring',
      label: 'Expiring contracts',
      method: 'GET',
      path: '/expiring',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: { days: { type: 'integer', min: 1, max: 366, default: 60, label: 'Within days' } },
      reply: { resource: 'self', isList: true },
    },
    // Tells sales users of contracts entering the 60-day window; the server also runs it daily on its own.
    {
      name: 'notifyExpiring',
      label: 'Notify expiring contracts',
      method: 'POST',
      path: '/notify_expiring',
      scope: 'admin',
      target: 'collection',
      isSerial: true,
      confirm: 'Tell sales users about contracts ending in the next 60 days that they have not been told about?',
      reply: { fields: { notified: { type: 'integer', isRequired: true } }, parts: { contracts: { resource: 'self', isList: true } } },
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
      reply: { resource: 'self', isList: true },
    },
  ],
  routes: [
    // Sales open the contracts their quotes became (SPEC's table has the list, with no menu item or record page).
    {
      path: '/admin/sales/contracts_customers',
      roles: TEAM_ROLES.sales,
      screen: 'list',
      menu: { section: 'Sales', label: 'Contracts' },
      beyondSpec: 'SPEC lists the route but no menu item: sales find the contracts made from their quotes there (issue 30)',
    },
    { path: '/admin/sales/contracts_customers/:id', roles: TEAM_ROLES.sales, screen: 'show', beyondSpec: 'the page of one customer contract, opened from the list, a quote or a customer (issue 30)' },
  ],
  children: [
    { resource: 'contractRates', foreignKey: 'customerContractId', label: 'Rates' },
    { resource: 'contractMilestones', foreignKey: 'customerContractId', label: 'Milestones' },
    { resource: 'quotes', foreignKey: 'customerContractId', label: 'Quote' },
    { resource: 'statementsOfWork', foreignKey: 'customerContractId', label: 'Statement of work' },
  ],
  numbering: { field: 'number', prefix: 'CTR' },
  search: { description: ['title', 'status'] },
  defaultSort: { field: 'startDate', order: 'desc' },
});

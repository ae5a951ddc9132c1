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
  },
  roles: SALES,
  api: {
    admin: '/admin/sales/customer_contracts',
    planned: ['GET /admin/sales/customer_contracts/customer/{id}'],
  },
  routes: [{ path: '/admin/sales/contracts_customers', roles: SALES, screen: 'list' }],
  numbering: { field: 'number', prefix: 'CTR' },
  defaultSort: { field: 'startDate', order: 'desc' },
});

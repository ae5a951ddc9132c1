import { defineResource } from '../../resources/declaration';
import { companyIdentityFields, paymentTermsDaysField, postalAddressFields } from '../../resources/company-fields';
import { TEAM_ROLES } from '../../resources/vocabulary';


// A customer company: its Italian tax identity and where its electronic invoices are delivered (SdI).
export const customers = defineResource({
  name: 'customers',
  module: 'sales',
  label: 'Customers',
  singular: 'Customer',
  titleField: 'name',
  fields: {
    ...companyIdentityFields,
    sdiCode: { type: 'text', maxLength: 7, pattern: '^[A-Z0-9]{6,7}$', label: 'SdI code', help: 'Codice destinatario; XXXXXXX abroad' },
    pec: { type: 'email', label: 'PEC' },
    email: { type: 'email', isListed: true, isFilterable: true },
    phone: { type: 'text', maxLength: 30 },
    ...postalAddressFields,
    paymentTermsDays: paymentTermsDaysField,
    isActive: { type: 'boolean', default: true, isListed: true, isFilterable: true, label: 'Active' },
  },
  roles: TEAM_ROLES.sales,
  api: { admin: '/admin/customers' },
  actions: [
    // The customer page's figures: quoted, contracted, hours budgeted and booked, open invoices and balance.
    { name: 'summary', label: 'Summary', method: 'GET', path: '/summary/:id', scope: 'admin', target: 'record', isHidden: true, reply: { fields: { quotedAmount: { type: 'decimal', isRequired: true }, contractedAmount: { type: 'decimal', isRequired: true }, budgetHours: { type: 'decimal', isRequired: true }, bookedHours: { type: 'decimal', isRequired: true }, openBalance: { type: 'decimal', isRequired: true } }, parts: { openInvoices: { fields: { id: { type: 'integer', isRequired: true }, number: { type: 'text', isRequired: true }, date: { type: 'date', isRequired: true }, dueDate: { type: 'date' }, total: { type: 'decimal', isRequired: true } }, isList: true } } } },
  ],
  routes: [
    { path: '/admin/sales/customers', roles: TEAM_ROLES.sales, screen: 'list', menu: { section: 'Sales', label: 'Customers' } },
    { path: '/admin/sales/details_customers/:id', roles: TEAM_ROLES.sales, screen: 'customerPage' },
  ],
  children: [
    { resource: 'contacts', foreignKey: 'customerId', label: 'Contacts' },
    { resource: 'opportunities', foreignKey: 'customerId', label: 'Opportunities' },
    { resource: 'quotes', foreignKey: 'customerId', label: 'Quotes' },
    { resource: 'customerContracts', foreignKey: 'customerId', label: 'Contracts' },
    { resource: 'workOrders', foreignKey: 'customerId', label: 'Work orders' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
});

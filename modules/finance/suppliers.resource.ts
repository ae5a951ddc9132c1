import { defineResource } from '../../resources/declaration';
import { exampleIban } from './domain/iban';
import { companyIdentityFields, paymentTermsDaysField, postalAddressFields } from '../../resources/company-fields';
import { TEAM_ROLES } from '../../resources/vocabulary';


// A supplier the firm buys from and receives invoices from.
export const suppliers = defineResource({
  name: 'suppliers',
  module: 'finance',
  label: 'Suppliers',
  singular: 'Supplier',
  titleField: 'name',
  fields: {
    ...companyIdentityFields,
    email: { type: 'email', isListed: true },
    pec: { type: 'email', label: 'PEC' },
    phone: { type: 'text', maxLength: 30 },
    ...postalAddressFields,
    iban: { type: 'text', isCompacted: true, maxLength: 34, pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$', example: exampleIban, label: 'IBAN' },
    paymentTermsDays: paymentTermsDaysField,
    isActive: { type: 'boolean', default: true, isListed: true, isFilterable: true, label: 'Active' },
  },
  roles: TEAM_ROLES.finance,
  api: { admin: '/admin/finance/suppliers' },
  routes: [{ path: '/admin/suppliers', roles: TEAM_ROLES.finance, screen: 'list', menu: { section: 'Finance', label: 'Suppliers' } }],
  defaultSort: { field: 'name', order: 'asc' },
});

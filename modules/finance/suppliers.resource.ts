import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';


// A supplier the firm buys from and receives invoices from.
export const suppliers = defineResource({
  name: 'suppliers',
  module: 'finance',
  label: 'Suppliers',
  singular: 'Supplier',
  titleField: 'name',
  fields: {
    name: { type: 'text', isRequired: true, maxLength: 160, isListed: true, isFilterable: true, label: 'Company name' },
    vatNumber: { type: 'text', maxLength: 20, isUnique: true, isListed: true, isFilterable: true, label: 'VAT number', help: 'Partita IVA (11 digits for Italy, with country prefix abroad)' },
    taxCode: { type: 'text', maxLength: 16, pattern: '^[A-Z0-9]{11,16}$', label: 'Tax code', help: 'Codice fiscale' },
    email: { type: 'email', isListed: true },
    pec: { type: 'email', label: 'PEC' },
    phone: { type: 'text', maxLength: 30 },
    address: { type: 'text', maxLength: 200 },
    city: { type: 'text', maxLength: 80, isListed: true, isFilterable: true },
    postalCode: { type: 'text', maxLength: 10, label: 'Postal code (CAP)' },
    province: { type: 'text', maxLength: 2, pattern: '^[A-Z]{2}$', help: 'Sigla, e.g. MI' },
    country: { type: 'text', maxLength: 2, pattern: '^[A-Z]{2}$', default: 'IT', isFilterable: true },
    iban: { type: 'text', isCompacted: true, maxLength: 34, pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$', label: 'IBAN' },
    paymentTermsDays: { type: 'integer', min: 0, max: 365, default: 30, label: 'Payment terms (days)' },
    isActive: { type: 'boolean', default: true, isListed: true, isFilterable: true, label: 'Active' },
  },
  roles: TEAM_ROLES.finance,
  api: { admin: '/admin/finance/suppliers' },
  routes: [{ path: '/admin/suppliers', roles: TEAM_ROLES.finance, screen: 'list', menu: { section: 'Finance', label: 'Suppliers' } }],
  defaultSort: { field: 'name', order: 'asc' },
});

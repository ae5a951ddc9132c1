import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';


// A product or service on the price list, used in quote lines.
export const products = defineResource({
  name: 'products',
  module: 'sales',
  label: 'Products',
  singular: 'Product',
  titleField: 'name',
  fields: {
    code: { type: 'text', isRequired: true, isUnique: true, maxLength: 40, isListed: true, isFilterable: true },
    name: { type: 'text', isRequired: true, maxLength: 160, isListed: true, isFilterable: true },
    description: { type: 'longText', maxLength: 4000 },
    unit: { type: 'enum', values: ['hour', 'day', 'month', 'year', 'piece', 'licence'], default: 'piece', isListed: true, isFilterable: true },
    unitPrice: { type: 'decimal', isMoney: true, min: 0, isRequired: true, isListed: true, label: 'Unit price' },
    vatRate: { type: 'decimal', scale: 2, min: 0, max: 100, default: 22, label: 'VAT rate %' },
    isActive: { type: 'boolean', default: true, isListed: true, isFilterable: true, label: 'Active' },
  },
  roles: TEAM_ROLES.sales,
  api: {
    admin: '/admin/sales/products',
    create: { method: 'POST' },
    update: { method: 'PUT' },
  },
  routes: [{ path: '/admin/sales/products', roles: TEAM_ROLES.sales, screen: 'list', menu: { section: 'Sales', label: 'Product' } }],
  defaultSort: { field: 'name', order: 'asc' },
});

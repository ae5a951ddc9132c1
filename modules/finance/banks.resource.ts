import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

// A bank the firm holds accounts with (created from the accounts screen by name).
export const banks = defineResource({
  name: 'banks',
  module: 'finance',
  label: 'Banks',
  singular: 'Bank',
  titleField: 'name',
  fields: {
    name: { type: 'text', isRequired: true, isUnique: true, maxLength: 120, isListed: true, isFilterable: true },
    abi: { type: 'text', maxLength: 5, pattern: '^[0-9]{5}$', isListed: true, label: 'ABI' },
    bic: { type: 'text', maxLength: 11, pattern: '^[A-Z0-9]{8}([A-Z0-9]{3})?$', isListed: true, label: 'BIC / SWIFT' },
  },
  roles: TEAM_ROLES.finance,
  api: { admin: '/admin/finance/accounts/banks' },
  defaultSort: { field: 'name', order: 'asc' },
});

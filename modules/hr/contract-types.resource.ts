import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

// The kinds of employment contract (tempo indeterminato, determinato, apprendistato…).
export const contractTypes = defineResource({
  name: 'contractTypes',
  module: 'hr',
  label: 'Contract types',
  singular: 'Contract type',
  titleField: 'name',
  fields: {
    code: { type: 'text', isRequired: true, isUnique: true, maxLength: 12, isListed: true, isFilterable: true },
    name: { type: 'text', isRequired: true, maxLength: 80, isListed: true, isFilterable: true },
    isFixedTerm: { type: 'boolean', default: false, isListed: true, label: 'Fixed term' },
    isActive: { type: 'boolean', default: true, isListed: true, isFilterable: true, label: 'Active' },
  },
  roles: TEAM_ROLES.hr,
  api: {
    admin: '/admin/contract_types',
    create: { method: 'PUT', suffix: '/create' },
  },
  // Not in SPEC's route table: HR keeps the catalogue from the browser, as the contract and request forms pick from it.
  routes: [
    {
      path: '/admin/contract_types',
      roles: TEAM_ROLES.hr,
      screen: 'list',
      menu: { section: 'HR', label: 'Contract types' },
      beyondSpec: 'the catalogue the contract form picks from, kept by HR (issue 10)',
    },
  ],
  defaultSort: { field: 'name', order: 'asc' },
});

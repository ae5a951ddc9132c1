import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

// The catalogue of absence causes an HR request may give (ferie, ROL, malattia, permesso 104…).
// Every employee reads it (GET /exceptions); HR maintains it.
export const absenceCauses = defineResource({
  name: 'exceptions', // the stored and wire name (audit rows, policies, URLs, tables): kept as it was
  module: 'hr',
  label: 'Absence causes',
  singular: 'Absence cause',
  titleField: 'name',
  fields: {
    code: { type: 'text', isRequired: true, isUnique: true, maxLength: 12, isListed: true, isFilterable: true },
    name: { type: 'text', isRequired: true, maxLength: 80, isListed: true, isFilterable: true },
    category: { type: 'enum', values: ['Leave', 'Permission', 'Sick leave', 'Other'], isRequired: true, isListed: true, isFilterable: true },
    isPaid: { type: 'boolean', default: true, isListed: true, label: 'Paid' },
    needsCertificate: { type: 'boolean', default: false, label: 'Needs a certificate' },
    isActive: { type: 'boolean', default: true, isListed: true, isFilterable: true, label: 'Active' },
  },
  roles: TEAM_ROLES.hr,
  api: {
    admin: '/admin/exceptions',
    create: { method: 'PUT', suffix: '/create' },
    // GET /exceptions: the catalogue is every employee's to read, not owned by anyone.
    plain: '/exceptions',
  },
  actions: [
    // The active causes, by code: what an employee may ask for.
    { name: 'catalogue', label: 'Absence causes', method: 'GET', path: '', scope: 'own', target: 'collection', isHidden: true, reply: { resource: 'self', isList: true } },
  ],
  // Not in SPEC's route table: HR keeps the catalogue from the browser, as the contract and request forms pick from it.
  routes: [
    {
      path: '/admin/exceptions',
      roles: TEAM_ROLES.hr,
      screen: 'list',
      menu: { section: 'HR', label: 'Absence causes' },
      beyondSpec: 'the catalogue of absence causes the request form picks from, kept by HR (issue 10)',
    },
  ],
  defaultSort: { field: 'code', order: 'asc' },
});

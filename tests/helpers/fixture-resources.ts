import { defineResource } from '../../resources/declaration';

// Resources that exist only in tests, so the API suite does not move when the real declarations do.
// They use every field type and every generic feature: numbering, a generated field, uniqueness,
// attachments, own paths, restrict / cascade / set-null references and a nested admin path.

export const testPeople = defineResource({
  name: 'testPeople',
  module: 'hr',
  label: 'People',
  singular: 'Person',
  titleField: 'fullName',
  fields: {
    number: { type: 'text', isReadOnly: true, isFilterable: true },
    firstName: { type: 'text', isRequired: true, maxLength: 40, isFilterable: true },
    lastName: { type: 'text', isRequired: true, maxLength: 40, isFilterable: true },
    fullName: { type: 'text', generatedFrom: ['firstName', 'lastName'], isFilterable: true },
    email: { type: 'email', isRequired: true, isUnique: true },
    taxCode: { type: 'text', maxLength: 16, pattern: '^[A-Z0-9]{16}$' },
    birthDate: { type: 'date', isFilterable: true },
    hourlyCost: { type: 'decimal', min: 0, isFilterable: true },
    level: { type: 'integer', min: 1, max: 10, isFilterable: true },
    team: { type: 'enum', values: ['Delivery', 'Sales'], isFilterable: true },
    isActive: { type: 'boolean', default: true, isFilterable: true },
    lastSeenAt: { type: 'datetime', isFilterable: true },
    notes: { type: 'longText', maxLength: 200 },
    badge: { type: 'text', isReadOnly: true },
  },
  roles: ['ADMIN', 'HR MANAGE'],
  api: { admin: '/admin/test_people', own: { path: '/test_people', ownerFields: ['id'] } },
  numbering: { field: 'number', prefix: 'PER' },
  attachments: { types: ['application/pdf', 'image/*', '.docx'], maxBytes: 1024, maxFiles: 3 },
  defaultSort: { field: 'lastName', order: 'asc' },
});

export const testClaims = defineResource({
  name: 'testClaims',
  module: 'finance',
  label: 'Claims',
  singular: 'Claim',
  titleField: 'description',
  fields: {
    number: { type: 'text', isReadOnly: true },
    personId: { type: 'reference', resource: 'testPeople', onDelete: 'restrict', isRequired: true },
    approverId: { type: 'reference', resource: 'testPeople', onDelete: 'set null' },
    amount: { type: 'decimal', isRequired: true, min: 0 },
    day: { type: 'date', isRequired: true, default: 'today' },
    description: { type: 'text', maxLength: 100 },
  },
  roles: ['ADMIN', 'FINANCE MANAGE'],
  api: {
    admin: '/admin/test_claims',
    own: { path: '/test_claims', ownerFields: ['personId', 'approverId'], canCreate: true, canUpdate: true },
    planned: ['POST /admin/test_claims/approve/{id}'],
  },
  numbering: { field: 'number', prefix: 'CLM' },
});

/** Nested under the claims' admin path, as finance's accounts/banks are. */
export const testClaimLines = defineResource({
  name: 'testClaimLines',
  module: 'finance',
  label: 'Claim lines',
  singular: 'Claim line',
  titleField: 'label',
  fields: {
    claimId: { type: 'reference', resource: 'testClaims', onDelete: 'cascade', isRequired: true },
    label: { type: 'text', isRequired: true, maxLength: 60 },
  },
  roles: ['ADMIN', 'FINANCE MANAGE'],
  api: { admin: '/admin/test_claims/lines', create: { method: 'POST', suffix: '/create' }, update: { method: 'PUT' } },
});

export const fixtureResources = [testPeople, testClaims, testClaimLines];

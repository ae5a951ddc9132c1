import { defineResource } from '../../resources/declaration';
import { postalAddressFields } from '../../resources/company-fields';
import { DEFAULT_FIRM_TIME_ZONE } from '../../resources/firm-calendar';

// The firm itself: the identity its documents carry (quotes, the FatturaPA direction, the footer), its language
// and time zone. One row at most, kept by the database (a unique index on a constant written into migration
// 0031_add_firm; a database pushed from the declarations, as some tests make, has none). COMPANY_* settings are
// only its first values (modules/firm/server/first-values.ts). `status` says whether the first administrator has
// finished the setup: until then the portal shows the setup wizard instead of the dashboard.
export const FIRM_LANGUAGES = ['Italian', 'English'] as const;

export const firm = defineResource({
  name: 'firm',
  module: 'firm',
  label: 'Firm',
  singular: 'Firm',
  titleField: 'name',
  fields: {
    name: { type: 'text', isRequired: true, maxLength: 160, isListed: true, label: 'Company name' },
    vatNumber: { type: 'text', isRequired: true, maxLength: 13, isListed: true, isCompacted: true, label: 'VAT number', help: 'Partita IVA: 11 digits, the last a check digit' },
    taxCode: { type: 'text', maxLength: 16, isCompacted: true, pattern: '^[A-Z0-9]{11,16}$', label: 'Tax code', help: 'Codice fiscale' },
    street: { type: 'text', isRequired: true, maxLength: 200, label: 'Street' },
    postalCode: { ...postalAddressFields.postalCode, isRequired: true },
    city: { ...postalAddressFields.city, isRequired: true, isFilterable: false },
    province: postalAddressFields.province,
    country: { ...postalAddressFields.country, isFilterable: false },
    email: { type: 'email', label: 'E-mail' },
    website: { type: 'text', maxLength: 200, label: 'Website' },
    pec: { type: 'email', label: 'PEC', help: 'Posta elettronica certificata' },
    sdiCode: { type: 'text', maxLength: 7, isCompacted: true, pattern: '^[A-Z0-9]{7}$', label: 'SdI code', help: 'Codice destinatario: 7 characters' },
    iban: { type: 'text', maxLength: 34, isCompacted: true, label: 'IBAN' },
    language: { type: 'enum', values: FIRM_LANGUAGES, default: 'Italian', isRequired: true, label: 'Language', help: 'What a quote is written in when its customer is not known' },
    timeZone: { type: 'text', maxLength: 64, default: DEFAULT_FIRM_TIME_ZONE, isRequired: true, label: 'Time zone', help: 'Whose calendar day is "today", e.g. Europe/Rome' },
    status: {
      type: 'enum',
      values: ['Setting up', 'Ready'],
      default: 'Setting up',
      isReadOnly: true,
      isListed: true,
      transitions: [{ from: 'Setting up', to: 'Ready' }],
    },
  },
  roles: ['ADMIN'],
  api: { admin: '/admin/firm' },
  attachments: { types: ['image/png', 'image/jpeg'], maxBytes: 2 * 1024 * 1024, maxFiles: 1 },
  actions: [
    {
      name: 'completeSetup',
      label: 'Finish the setup',
      method: 'POST',
      path: '/setup/:id',
      scope: 'admin',
      target: 'record',
      moves: { field: 'status', to: 'Ready' },
      isHidden: true,
      input: { withUsualCatalogues: { type: 'boolean', default: true, label: 'Add the usual Italian contract types and absence causes' } },
      reply: { resource: 'self' },
    },
  ],
  routes: [
    { path: '/admin/firm', roles: ['ADMIN'], screen: 'firmSettings', menu: { section: 'RBAC', label: 'Firm' }, beyondSpec: "the firm's identity, language, time zone and logo, kept in the database (issue 41)" },
    { path: '/admin/firm/setup', roles: ['ADMIN'], screen: 'firmSetup', beyondSpec: "the first administrator's setup of a new firm (issue 41)" },
  ],
  defaultSort: { field: 'id', order: 'asc' },
});

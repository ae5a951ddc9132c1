import type { IntegerField, TextField } from './vocabulary';

// A company the firm trades with (a customer, a supplier), written the same on both sides: its name and
// Italian tax identity, its postal address and the days it has to pay.

export const companyIdentityFields = {
  name: { type: 'text', isRequired: true, maxLength: 160, isListed: true, isFilterable: true, label: 'Company name' } as const satisfies TextField,
  vatNumber: { type: 'text', maxLength: 20, isUnique: true, isListed: true, isFilterable: true, label: 'VAT number', help: 'Partita IVA (11 digits for Italy, with country prefix abroad)' } as const satisfies TextField,
  taxCode: { type: 'text', maxLength: 16, pattern: '^[A-Z0-9]{11,16}$', label: 'Tax code', help: 'Codice fiscale' } as const satisfies TextField,
};

export const postalAddressFields = {
  address: { type: 'text', maxLength: 200 } as const satisfies TextField,
  city: { type: 'text', maxLength: 80, isListed: true, isFilterable: true } as const satisfies TextField,
  postalCode: { type: 'text', maxLength: 10, label: 'Postal code (CAP)' } as const satisfies TextField,
  province: { type: 'text', maxLength: 2, pattern: '^[A-Z]{2}$', help: 'Sigla, e.g. MI' } as const satisfies TextField,
  country: { type: 'text', maxLength: 2, pattern: '^[A-Z]{2}$', default: 'IT', isFilterable: true } as const satisfies TextField,
};

export const paymentTermsDaysField = { type: 'integer', min: 0, max: 365, default: 30, label: 'Payment terms (days)' } as const satisfies IntegerField;

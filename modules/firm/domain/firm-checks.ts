import { isTimeZone } from '../../../resources/firm-calendar';
import { isValidIban } from '../../finance/domain/iban';
import { isValidPartitaIva, isValidTaxCode, italianVatDigitsOf } from '../../sales/domain/italian-tax-ids';

// The firm's identity checks, one function for both sides: the server's write rule refuses what fails here, and the
// setup wizard and the Firm page show the same refusal on the field before sending. Each side words the refusal
// from its catalogue (FIRM_CHECK_TEXTS keys).

/** The fields with a check beyond the declaration's length and pattern. */
export type FirmCheckedField = 'vatNumber' | 'iban' | 'taxCode' | 'timeZone';

/** Why each checked field is refused, in the catalogue's English (both sides translate it). */
export const FIRM_CHECK_TEXTS: Readonly<Record<FirmCheckedField, string>> = {
  vatNumber: 'Not a valid partita IVA: 11 digits with a matching check digit',
  iban: 'Not a valid IBAN: its check digits do not match (mod 97)',
  taxCode: 'Not a valid codice fiscale: its check character does not match',
  timeZone: 'Not a time zone this server knows, e.g. Europe/Rome',
};

const textOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '').toUpperCase() : '');

/** The firm's partita IVA as FatturaPA's IdCodice writes it (`IT12345678903` → `12345678903`); empty when foreign. */
export const firmVatDigits = (vatNumber: string) => italianVatDigitsOf(vatNumber, 'IT') ?? '';

/** One field's verdict: true when its value passes (an empty optional value passes; required is the declaration's). */
export const isFirmFieldValid = (field: FirmCheckedField, value: unknown): boolean => {
  if (field === 'timeZone') return typeof value !== 'string' || value.trim() === '' || isTimeZone(value.trim());
  const text = textOf(value);
  if (text === '') return true;
  if (field === 'vatNumber') return isValidPartitaIva(firmVatDigits(text));
  if (field === 'iban') return isValidIban(text);
  return isValidTaxCode(text);
};

/** The checked fields among `values` that fail, in the order of FIRM_CHECK_TEXTS. */
export const firmFieldsRefused = (values: Readonly<Record<string, unknown>>): FirmCheckedField[] =>
  (Object.keys(FIRM_CHECK_TEXTS) as FirmCheckedField[]).filter((field) => field in values && !isFirmFieldValid(field, values[field]));

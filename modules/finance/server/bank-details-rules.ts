import { compactIban, isValidIban } from '../domain/iban';
import { isValidPartitaIva, isValidTaxCode, italianVatDigitsOf } from '../../sales/domain/italian-tax-ids';
import { badRequest, type FieldMessages } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { WriteRule } from '../../../server/operations/write-rules';
import { isVatToCheck } from '../../sales/server/vat-as-delivered';

// Check digits before a bank detail or tax identity is stored: an IBAN must pass mod 97 (a typo would send
// money nowhere), a supplier's partita IVA and codice fiscale their Italian check characters (foreign VAT
// numbers are left as given). IBANs are kept compact and in capitals. A VAT number as the exchange system (SdI)
// delivered it on an invoice is kept by the FatturaPA import even when its check digit fails (the invoice is
// flagged), and is checked again only when someone changes it.

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const IBAN_MESSAGE = message('Not a valid IBAN: its check digits do not match (mod 97)');

export const accountIban: WriteRule = (_tx, { after, isDelete }) => {
  if (isDelete) return;
  const iban = text(after.iban);
  if (!iban) return;
  if (!isValidIban(iban)) throw badRequest(message("The account's IBAN is not valid"), { iban: IBAN_MESSAGE });
  after.iban = compactIban(iban);
};

export const supplierIdentity: WriteRule = (_tx, { after, before, isDelete, via }) => {
  if (isDelete) return;
  const errors: FieldMessages = {};
  const iban = text(after.iban);
  if (iban && !isValidIban(iban)) errors.iban = IBAN_MESSAGE;
  else if (iban) after.iban = compactIban(iban);
  const vatNumber = text(after.vatNumber);
  const italianVat = vatNumber && isVatToCheck(vatNumber, before?.vatNumber, via) ? italianVatDigitsOf(vatNumber, text(after.country) ?? 'IT') : undefined;
  if (italianVat !== undefined && !isValidPartitaIva(italianVat)) errors.vatNumber = message('Not a valid partita IVA: 11 digits with a matching check digit');
  const taxCode = text(after.taxCode);
  if (taxCode && !isValidTaxCode(taxCode)) errors.taxCode = message('Not a valid codice fiscale: its check character does not match');
  if (Object.keys(errors).length > 0) throw badRequest(message("The supplier's bank or tax details are not valid"), errors);
};

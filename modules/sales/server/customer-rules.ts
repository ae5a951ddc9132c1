import { isValidTaxCode, italianVatDigitsOf, isValidPartitaIva } from '../domain/italian-tax-ids';
import { badRequest, type FieldMessages } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { WriteRule } from '../../../server/operations/write-rules';
import { isVatToCheck } from './vat-as-delivered';

// A customer's tax identity must be real before an invoice can carry it: the partita IVA and the codice
// fiscale with their check digits, and an Italian company with a VAT number reachable through SdI or PEC. A VAT
// number as SdI delivered it on an invoice is kept by the FatturaPA import (vat-as-delivered.ts).

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export const customerTaxIdentity: WriteRule = (_tx, { after, before, via }) => {
  const errors: FieldMessages = {};
  const vatNumber = text(after.vatNumber);
  const country = text(after.country) ?? 'IT';
  const italianVat = vatNumber && isVatToCheck(vatNumber, before?.vatNumber, via) ? italianVatDigitsOf(vatNumber, country) : undefined;
  if (italianVat !== undefined && !isValidPartitaIva(italianVat)) errors.vatNumber = message('Not a valid partita IVA: 11 digits with a matching check digit');
  const taxCode = text(after.taxCode);
  if (taxCode && !isValidTaxCode(taxCode)) errors.taxCode = message('Not a valid codice fiscale: its check character does not match');
  if (country === 'IT' && vatNumber && !text(after.sdiCode) && !text(after.pec))
    errors.sdiCode = message('An Italian company needs an SdI code or a PEC address for its electronic invoices');
  if (Object.keys(errors).length > 0) throw badRequest(message("The customer's tax identity is not valid"), errors);
};

import { FATTURAPA_IMPORT } from '../../finance/invoices.resource';

// A counterparty's VAT number as the exchange system (SdI) delivered it on an invoice: the FatturaPA import
// stores it even when its check digit fails (SdI accepted the invoice; the invoice is flagged isPartyVatInvalid),
// and the rules of suppliers and customers check it again only when someone changes it.

/** Whether a write's VAT number must pass its check digit: not as the import stores it, nor unchanged since. */
export const isVatToCheck = (vatNumber: string, before: unknown, via: string | undefined) => via !== FATTURAPA_IMPORT && vatNumber !== before;

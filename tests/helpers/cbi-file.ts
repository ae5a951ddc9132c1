import { schemaErrors, STANDARD_SCHEMAS, textsOf } from './xml-schema';

// A CBI payment order file as a bank would check it: valid against CBI's official schema.

/** xmllint's verdict on the file: '' when it validates, its complaints otherwise. */
export const cbiSchemaErrors = (xml: string) => schemaErrors(STANDARD_SCHEMAS.cbiPaymentRequest, xml);

/** What a test checks of the file: its control sum, its amounts and end-to-end ids, in order. */
export const cbiSummary = (xml: string) => ({
  controlSum: textsOf(xml, 'CtrlSum')[0],
  transfers: Number(textsOf(xml, 'NbOfTxs')[0]),
  amounts: textsOf(xml, 'InstdAmt'),
  endToEndIds: textsOf(xml, 'EndToEndId'),
  creditorIbans: textsOf(xml, 'IBAN').slice(1),
});

import { schemaErrors, STANDARD_SCHEMAS, textsOf } from './xml-schema';

// A FatturaPA file as the exchange system (SdI) would check it: valid against the official 1.2.2 schema (with the
// xmldsig schema it imports beside it).

/** xmllint's verdict on the file: '' when it validates, its complaints otherwise. */
export const fatturaPaSchemaErrors = (xml: string) => schemaErrors(STANDARD_SCHEMAS.fatturaPa, xml);

/** What a test checks of the file. */
export const fatturaPaSummary = (xml: string) => ({
  format: /versione="(FP[AR]12)"/.exec(xml)?.[1],
  documentType: textsOf(xml, 'TipoDocumento')[0],
  number: textsOf(xml, 'Numero')[0],
  total: textsOf(xml, 'ImportoTotaleDocumento')[0],
  lineTotals: textsOf(xml, 'PrezzoTotale'),
  taxables: textsOf(xml, 'ImponibileImporto'),
  taxes: textsOf(xml, 'Imposta'),
  payment: textsOf(xml, 'ImportoPagamento')[0],
  iban: textsOf(xml, 'IBAN')[0],
  cig: textsOf(xml, 'CodiceCIG')[0],
  stampDuty: textsOf(xml, 'ImportoBollo')[0],
  splitPayment: textsOf(xml, 'EsigibilitaIVA'),
  corrects: textsOf(xml, 'IdDocumento'),
});

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A FatturaPA file as the exchange system (SdI) would check it: valid against the official 1.2.2 schema (kept
// unchanged in tests/fixtures/standards/fatturapa, with the xmldsig schema it imports beside it), read with xmllint.

const SCHEMA = join(__dirname, '..', 'fixtures', 'standards', 'fatturapa', 'Schema_del_file_xml_FatturaPA_v1.2.2.xsd');

/** xmllint's verdict on the file: '' when it validates, its complaints otherwise. */
export const fatturaPaSchemaErrors = async (xml: string) => {
  const folder = await mkdtemp(join(tmpdir(), 'fatturapa-'));
  const file = join(folder, 'invoice.xml');
  try {
    await writeFile(file, xml);
    await promisify(execFile)('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, file]);
    return '';
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

export const textsOf = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => match[1]);

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

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A CBI payment order file as a bank would check it: valid against CBI's official schema (kept unchanged in
// tests/fixtures/standards/cbi), read with xmllint (Debian's libxml2-utils, installed by .ci/run).

const SCHEMA = join(__dirname, '..', 'fixtures', 'standards', 'cbi', 'CBIPaymentRequest.00.04.01.xsd');

/** xmllint's verdict on the file: '' when it validates, its complaints otherwise. */
export const cbiSchemaErrors = async (xml: string) => {
  const folder = await mkdtemp(join(tmpdir(), 'cbi-'));
  const file = join(folder, 'order.xml');
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

const textsOf = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((match) => match[1]);

/** What a test checks of the file: its control sum, its amounts and end-to-end ids, in order. */
export const cbiSummary = (xml: string) => ({
  controlSum: textsOf(xml, 'CtrlSum')[0],
  transfers: Number(textsOf(xml, 'NbOfTxs')[0]),
  amounts: textsOf(xml, 'InstdAmt'),
  endToEndIds: textsOf(xml, 'EndToEndId'),
  creditorIbans: textsOf(xml, 'IBAN').slice(1),
});

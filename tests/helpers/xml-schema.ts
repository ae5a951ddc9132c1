import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// An XML file the portal writes, checked as its receiver would: against the official schema kept unchanged under
// tests/fixtures/standards/, with xmllint (Debian's libxml2-utils, installed by .ci/run).

/** The official schemas the tests validate against. */
export const STANDARD_SCHEMAS = {
  cbiPaymentRequest: join(__dirname, '..', 'fixtures', 'standards', 'cbi', 'CBIPaymentRequest.00.04.01.xsd'),
  fatturaPa: join(__dirname, '..', 'fixtures', 'standards', 'fatturapa', 'Schema_del_file_xml_FatturaPA_v1.2.2.xsd'),
};

/** xmllint's verdict on the file: '' when it validates against the schema, its complaints otherwise. */
export const schemaErrors = async (schema: string, xml: string) => {
  const folder = await mkdtemp(join(tmpdir(), 'xml-schema-'));
  const file = join(folder, 'document.xml');
  try {
    await writeFile(file, xml);
    await promisify(execFile)('xmllint', ['--noout', '--nonet', '--schema', schema, file]);
    return '';
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

/** The texts of every element named `tag` (attributes allowed), in document order. */
export const textsOf = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`, 'g'))].map((match) => match[1]);

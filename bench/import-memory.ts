// `node --expose-gc --import tsx bench/import-memory.ts --case NAME`: how long the server takes and how much its
// memory grows while it imports the largest input each import accepts by default (a year: the IMPORT_* settings'
// defaults, resources/import-limits.ts), one case per process so that no case inherits another's heap.
// The result is printed and written to bench/results/<date>-<pglite|postgres>-import-<case>.json. The app is built in this process (buildApp, dev tokens) on DATA_DIR
// (PGlite, in the same process: its memory counts) or DATABASE_URL (PostgreSQL: the server's own memory does not).
// Growth is the peak above the level before the request, after a warm-up import of the same kind and a full GC:
// for RSS the kernel's own high-water mark (VmHWM, reset through /proc/self/clear_refs just before), which sees
// the synchronous stretches (XML parsing, PGlite's work) too; heap and Buffers are sampled every 10 ms, so their
// peaks within a synchronous stretch are missed. The RSS growth is the figure held under 100 MB. Cases:
//   camt      a camt.053 of IMPORT_LIMITS.statementMovements (100,000) entries, all new
//   csv       a CSV statement of IMPORT_LIMITS.statementMovements lines, all new
//   zip-year  a ZIP of IMPORT_LIMITS.zipInvoices (20,000) FatturaPA invoices of 3 lines, each with its PDF, the PDFs
//             (incompressible) sized so that the ZIP comes to just under zipBytes (200 MB)
//   zip-lines a ZIP of one FatturaPA file holding IMPORT_LIMITS.invoiceLines (10,000) invoice lines
//   --count N imports N movements or invoices instead of the limit (a smaller run).
// Example: for c in camt csv zip-year zip-lines; do DATA_DIR=$(mktemp -d) node --expose-gc --import tsx bench/import-memory.ts --case $c; done
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { InjectOptions } from 'fastify';
import JSZip from 'jszip';
import { ibanCheckDigitsOf } from '../modules/finance/domain/iban';
import { IMPORT_LIMITS } from '../resources/import-limits';
import { firmToday } from '../resources/firm-calendar';
import { buildApp } from '../server/app';
import { signDevToken } from '../server/auth/dev-token';
import { loadSigningKeys } from '../server/auth/signing-keys';
import { tokenAuthentication } from '../server/auth/token-authentication';
import { readConfig } from '../server/config';
import { multipartOf } from '../tests/helpers/multipart';

const { values: options } = parseArgs({ options: { case: { type: 'string', default: 'camt' }, count: { type: 'string' } } });
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc --import tsx bench/import-memory.ts');

const config = { ...readConfig(), authMode: 'dev' as const };
fs.mkdirSync(config.dataDir, { recursive: true });
const app = await buildApp({ config, authentication: tokenAuthentication, logger: false });
await app.ready();
const token = await signDevToken(config, await loadSigningKeys(app.portal.db, app.portal.config), 'admin', 3600);
const inject = (request: InjectOptions) => app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
const ok = async (request: InjectOptions) => {
  const response = await inject(request);
  if (response.statusCode >= 300) throw new Error(`${request.method} ${request.url}: ${response.statusCode} ${response.body.slice(0, 400)}`);
  return response.json();
};
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

// The firm (COMPANY_VAT_NUMBER's default) receives every invoice from one supplier.
const FIRM = '12345678903';
const invoiceXml = (number: string, { causale = 'Servizi', lines = 1 }: { causale?: string; lines?: number } = {}) => {
  const line = (index: number) =>
    `<DettaglioLinee><NumeroLinea>${index}</NumeroLinea><Descrizione>Consulenza tecnica ora ${index} progetto infrastruttura</Descrizione><Quantita>1.00</Quantita><PrezzoUnitario>10.00</PrezzoUnitario><PrezzoTotale>10.00</PrezzoTotale><AliquotaIVA>22.00</AliquotaIVA></DettaglioLinee>`;
  const taxable = (lines * 10).toFixed(2);
  const vat = (lines * 2.2).toFixed(2);
  return `<?xml version="1.0" encoding="UTF-8"?>
<p:FatturaElettronica versione="FPR12" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2"><FatturaElettronicaHeader>
<DatiTrasmissione><CodiceDestinatario>0000000</CodiceDestinatario></DatiTrasmissione>
<CedentePrestatore><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>09876543217</IdCodice></IdFiscaleIVA><Anagrafica><Denominazione>Fornitore Bench Srl</Denominazione></Anagrafica></DatiAnagrafici></CedentePrestatore>
<CessionarioCommittente><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>${FIRM}</IdCodice></IdFiscaleIVA><Anagrafica><Denominazione>La ditta</Denominazione></Anagrafica></DatiAnagrafici></CessionarioCommittente>
</FatturaElettronicaHeader><FatturaElettronicaBody>
<DatiGenerali><DatiGeneraliDocumento><TipoDocumento>TD01</TipoDocumento><Divisa>EUR</Divisa><Data>2026-10-15</Data><Numero>${number}</Numero><ImportoTotaleDocumento>${(lines * 12.2).toFixed(2)}</ImportoTotaleDocumento><Causale>${causale}</Causale></DatiGeneraliDocumento></DatiGenerali>
<DatiBeniServizi>${Array.from({ length: lines }, (_, index) => line(index + 1)).join('')}<DatiRiepilogo><AliquotaIVA>22.00</AliquotaIVA><ImponibileImporto>${taxable}</ImponibileImporto><Imposta>${vat}</Imposta></DatiRiepilogo></DatiBeniServizi>
</FatturaElettronicaBody></p:FatturaElettronica>`;
};
const zipOf = async (entries: [string, Buffer | string][]) => {
  const zip = new JSZip();
  for (const [name, content] of entries) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};

const bank = await ok({ method: 'PUT', url: '/api/admin/finance/accounts/banks', payload: { name: `Banca memoria ${Date.now()}` } });
const bban = `X05428111010000${String(Date.now()).slice(-8)}`;
const iban = `IT${ibanCheckDigitsOf('IT', bban)}${bban}`;
const account = await ok({ method: 'PUT', url: '/api/admin/finance/accounts', payload: { name: `Memoria ${bban}`, bankId: bank.id, iban, openingBalance: 0 } });

const camtOf = (count: number, tag: string, fileBytes?: number) => {
  let padding = '';
  const entry = (index: number) =>
    `<Ntry><Amt Ccy="EUR">${(1 + (index % 5000) / 100).toFixed(2)}</Amt><CdtDbtInd>${index % 2 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2025-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}</Dt></BookgDt><AcctSvcrRef>${tag}${index}</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Cliente ${index % 300}</Nm></Dbtr></RltdPties><RmtInf><Ustrd>Pagamento fattura ${tag}-${index} servizi di consulenza</Ustrd></RmtInf></TxDtls></NtryDtls><AddtlNtryInf>${padding}</AddtlNtryInf></Ntry>`;
  // Each entry's free text padded so that the file comes to `fileBytes`.
  if (fileBytes) padding = 'x'.repeat(Math.max(0, Math.floor((fileBytes - 4096) / count) - entry(count).length - 1));
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Acct><Id><IBAN>${iban}</IBAN></Id></Acct>${Array.from({ length: count }, (_, index) => entry(index)).join('\n')}</Stmt></BkToCstmrStmt></Document>`,
  );
};
const csvOf = (count: number, tag: string) =>
  Buffer.from(
    ['Data;Descrizione;Importo', ...Array.from({ length: count }, (_, index) => `${String(1 + (index % 28)).padStart(2, '0')}/${String(1 + (index % 12)).padStart(2, '0')}/2025;Movimento ${tag} ${index} servizi;${index % 2 ? '-' : ''}${1 + (index % 5000)},${String(index % 100).padStart(2, '0')}`)].join('\n'),
  );

type Input = { url: string; fileName: string; contentType: string; bytes: Buffer; fields?: Record<string, string | number> };
const statement = (bytes: Buffer, fileName: string): Input => ({ url: '/api/admin/finance/cashflow/csv', fileName, contentType: fileName.endsWith('.xml') ? 'application/xml' : 'text/csv', bytes, fields: { account_id: account.id } });
const invoiceZip = (bytes: Buffer): Input => ({ url: '/api/admin/finance/invoices/zip', fileName: 'fatture.zip', contentType: 'application/zip', bytes });

const { statementMovements, zipInvoices, zipBytes, invoiceLines } = IMPORT_LIMITS;
const count = (limit: number) => (options.count ? Number(options.count) : limit);
const cases: Record<string, (tag: string, isWarmUp: boolean) => Promise<Input>> = {
  camt: async (tag, isWarmUp) => statement(camtOf(isWarmUp ? 100 : count(statementMovements), tag), `${tag}.xml`),
  csv: async (tag, isWarmUp) => statement(csvOf(isWarmUp ? 100 : count(statementMovements), tag), `${tag}.csv`),
  'zip-year': async (tag, isWarmUp) => {
    const invoices = isWarmUp ? 2 : count(zipInvoices);
    const zip = new JSZip();
    const xmls = Array.from({ length: invoices }, (_, index) => invoiceXml(`${tag}-${index}`, { lines: 3 }));
    const xmlBytes = xmls.reduce((sum, xml) => sum + xml.length, 0) / 4; // FatturaPA XML deflates 4 to 1 or better
    // Each PDF random (stored, as PDFs barely compress), sized so that the ZIP comes to just under its limit.
    // (each entry costs ~250 bytes of headers and names beside its content; a 10 MB margin for the rest)
    const pdfBytes = isWarmUp ? 1000 : Math.max(1000, Math.floor((zipBytes - 10 * MB - xmlBytes) / invoices) - 500);
    xmls.forEach((xml, index) => {
      zip.file(`${tag}-${index}.xml`, xml, { compression: 'DEFLATE' });
      zip.file(`${tag}-${index}.pdf`, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(pdfBytes)]), { compression: 'STORE' });
    });
    return invoiceZip(await zip.generateAsync({ type: 'nodebuffer' }));
  },
  'zip-lines': async (tag, isWarmUp) => invoiceZip(await zipOf([[`${tag}-0.xml`, invoiceXml(`${tag}-0`, { lines: isWarmUp ? 10 : count(invoiceLines) })]])),
};
const make = cases[options.case!];
if (!make) throw new Error(`--case is one of ${Object.keys(cases).join(', ')}`);

const bodyOf = (input: Input) => multipartOf([{ fileName: input.fileName, contentType: input.contentType, content: input.bytes }], input.fields ?? {});
const send = async (body: ReturnType<typeof bodyOf>, input: Input) => {
  const started = performance.now();
  const response = await inject({ method: 'PUT', url: input.url, headers: body.headers, payload: body.payload });
  return { status: response.statusCode, body: response.body, seconds: (performance.now() - started) / 1000 };
};

const warmUp = await make('warm', true);
await send(bodyOf(warmUp), warmUp);
const input = await make('big', false);
const multipartSize = input.bytes.length;
// The request body is made before the baseline: it is the client's memory, not the server's.
const body = bodyOf(input);
gc();
await new Promise((resolve) => setTimeout(resolve, 200));
gc();
const statusOf = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? NaN) * 1024;
// Writing 5 resets the peak RSS (VmHWM) to the current RSS (Linux 4.0 and later).
fs.writeFileSync('/proc/self/clear_refs', '5');
const base = process.memoryUsage();
const baseRss = statusOf('VmRSS');
// external holds the Buffers (arrayBuffers is part of it); heap + external is what the JavaScript side holds.
let peak = { rss: base.rss, heapUsed: base.heapUsed, external: base.external, both: base.heapUsed + base.external };
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peak = {
    rss: Math.max(peak.rss, now.rss),
    heapUsed: Math.max(peak.heapUsed, now.heapUsed),
    external: Math.max(peak.external, now.external),
    both: Math.max(peak.both, now.heapUsed + now.external),
  };
}, 10);
const result = await send(body, input);
clearInterval(sampler);
const peakRss = statusOf('VmHWM');
const summary = result.status === 200 ? JSON.stringify(JSON.parse(result.body), (key, value) => (Array.isArray(value) ? `[${value.length}]` : value)).slice(0, 160) : result.body.slice(0, 300);
console.log(
  [
    `case ${options.case} on ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, Node ${process.version}: file ${mb(multipartSize)}, ${result.status} in ${result.seconds.toFixed(1)} s ${summary}`,
    `  RSS  before ${mb(baseRss)}, peak (VmHWM) ${mb(peakRss)}, growth ${mb(peakRss - baseRss)} (sampled: ${mb(peak.rss - base.rss)})`,
    `  heap before ${mb(base.heapUsed)}, peak ${mb(peak.heapUsed)}, growth ${mb(peak.heapUsed - base.heapUsed)}; buffers (external) growth ${mb(peak.external - base.external)}`,
    `  heap + buffers: peak growth ${mb(peak.both - base.heapUsed - base.external)}`,
  ].join('\n'),
);
const database = config.databaseUrl ? 'postgres' : 'pglite';
// Result files are named by the firm's day (Europe/Rome), as the other benches' are.
const day = firmToday();
const resultFile = path.join(import.meta.dirname, 'results', `${day}-${database}-import-${options.case}${options.count ? `-${options.count}` : ''}${process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : ''}.json`);
fs.writeFileSync(
  resultFile,
  `${JSON.stringify(
    {
      case: options.case,
      database,
      node: process.version,
      nodeFlags: process.execArgv.join(' ').replace('--import tsx', '').trim(),
      loadAverage: fs.readFileSync('/proc/loadavg', 'utf8').trim(),
      fileMB: +(multipartSize / MB).toFixed(1),
      status: result.status,
      seconds: +result.seconds.toFixed(1),
      reply: summary,
      rssBeforeMB: +(baseRss / MB).toFixed(1),
      rssPeakMB: +(peakRss / MB).toFixed(1),
      rssGrowthMB: +((peakRss - baseRss) / MB).toFixed(1),
      heapGrowthMB: +((peak.heapUsed - base.heapUsed) / MB).toFixed(1),
      heapAndBuffersGrowthMB: +((peak.both - base.heapUsed - base.external) / MB).toFixed(1),
    },
    null,
    2,
  )}\n`,
);
console.log(`  written to ${path.relative(process.cwd(), resultFile)}`);
await app.close();
if (process.env.BENCH_REMOVE_DATA_DIR === '1') fs.rmSync(path.resolve(config.dataDir), { recursive: true, force: true });

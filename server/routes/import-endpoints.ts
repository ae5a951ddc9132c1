import type { FastifyRequest } from 'fastify';
import { IMPORT_BATCH_REPLY, IMPORT_DONE_REPLY, IMPORT_PATHS, IMPORT_PREVIEW_REPLY, isImportable, MAPPING_PART } from '../../resources/imports';
import type { ResourceDeclaration } from '../../resources/declaration';
import { fileTooLarge, noFiles, notMultipart, tooManyFiles, unexpectedPart } from '../files/upload-refusals';
import { verifiedUpload } from '../files/verified-upload';
import { replyLanguage, replyText } from '../i18n/reply-language';
import { importFileName, reportOf, templateOf, XLSX_TYPE } from '../imports/import-files';
import { listImportBatches, undoImportBatch } from '../imports/import-batches';
import { runImport } from '../imports/run-import';
import { IMPORT_MAX_BYTES } from '../imports/spreadsheet-rows';
import { authorize } from '../operations/access';
import type { Scope } from '../operations/context';
import { contentDisposition } from './content-disposition';
import type { Endpoint, EndpointCall } from './endpoints';
import { parseRecordId } from './record-id';
import { message } from '../i18n/message';

// Import on every list (resources/imports.ts): the generic endpoints a resource gets on its admin path when its
// declaration lets it be created and imported. Each reads the request and calls the import operations, which run
// the access check (the create's) themselves.

const IMPORT_TYPES = new Set([XLSX_TYPE, 'text/csv', 'text/plain']);
const isOffered = (resource: ResourceDeclaration, scope: Scope) => scope === 'admin' && isImportable(resource);

/** The file (one part named `file`, XLSX or CSV, its type judged by its bytes) and the mapping part, if sent. */
const uploadOf = async (request: FastifyRequest) => {
  if (!request.isMultipart()) throw notMultipart('files');
  let file: { fileName: string; bytes: Buffer } | undefined;
  let mapping: string | undefined;
  for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 2 } })) {
    if (part.type === 'field') {
      if (part.fieldname === MAPPING_PART) mapping = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw unexpectedPart(part.fieldname);
    }
    if (file) throw tooManyFiles(1);
    const bytes = await part.toBuffer();
    if (bytes.length > IMPORT_MAX_BYTES) throw fileTooLarge(part.filename, IMPORT_MAX_BYTES);
    const verified = await verifiedUpload({ fileName: part.filename, contentType: part.mimetype, bytes }, ({ contentType }) => IMPORT_TYPES.has(contentType), 'XLSX, CSV');
    file = { fileName: verified.fileName, bytes: verified.bytes };
  }
  if (!file) throw noFiles();
  return { ...file, mapping };
};

const readImport = async ({ request, context }: EndpointCall, options: { isCommitted: boolean; refusalLimit: number }) => {
  // The role decides before the file is read (the route checked the admin API; import is the create's right).
  await authorize(context, 'create');
  const upload = await uploadOf(request);
  return runImport({ context, ...upload, language: replyLanguage(request), ...options });
};

const sendXlsx = (call: EndpointCall, fileName: string, bytes: Buffer) => {
  call.reply.header('content-type', XLSX_TYPE);
  call.reply.header('content-disposition', contentDisposition(fileName));
  call.reply.header('x-content-type-options', 'nosniff');
  return call.reply.send(bytes);
};

const MOST_LISTED_REFUSALS = 1000;

export const IMPORT_ENDPOINTS: readonly Endpoint[] = [
  {
    name: 'importTemplate',
    kind: 'download',
    reply: 'file',
    summary: (resource) => `An XLSX template for importing ${resource.label.toLowerCase()} (its header row)`,
    method: () => 'GET',
    suffix: () => IMPORT_PATHS.template,
    isOffered,
    handle: async (call) => {
      await authorize(call.context, 'create');
      return sendXlsx(call, importFileName(call.context.resource, 'template'), await templateOf(call.context.resource, replyLanguage(call.request)));
    },
  },
  {
    name: 'importPreview',
    kind: 'upload',
    reply: { declared: IMPORT_PREVIEW_REPLY, status: '200', description: 'What the import would make, and its refusals' },
    summary: (resource) => `Preview an import of ${resource.label.toLowerCase()} from XLSX or CSV (part file, optional part mapping); changes nothing`,
    method: () => 'POST',
    suffix: () => IMPORT_PATHS.preview,
    isOffered,
    handle: (call) => readImport(call, { isCommitted: false, refusalLimit: MOST_LISTED_REFUSALS }),
  },
  {
    name: 'importReport',
    kind: 'upload',
    reply: 'file',
    summary: (resource) => `The refusals of an import of ${resource.label.toLowerCase()}, as an XLSX report`,
    method: () => 'POST',
    suffix: () => IMPORT_PATHS.report,
    isOffered,
    handle: async (call) => {
      const outcome = await readImport(call, { isCommitted: false, refusalLimit: Number.POSITIVE_INFINITY });
      return sendXlsx(call, importFileName(call.context.resource, 'report'), await reportOf(call.context.resource, outcome.refusals, replyLanguage(call.request)));
    },
  },
  {
    name: 'importRun',
    kind: 'upload',
    reply: { declared: IMPORT_DONE_REPLY, status: '201', description: 'What the import made, and its batch' },
    summary: (resource) => `Import ${resource.label.toLowerCase()} from XLSX or CSV: all rows or none (400 with the refusals)`,
    method: () => 'PUT',
    suffix: () => IMPORT_PATHS.run,
    isOffered,
    handle: async (call) => {
      const outcome = await readImport(call, { isCommitted: true, refusalLimit: MOST_LISTED_REFUSALS });
      // Refused: the error shape, with the preview beside it so that the screen can show every refusal.
      if (outcome.batchId === undefined) {
        const text = message('Nothing was imported: {{count}} refusals; fix the file and try again', { count: outcome.refusalCount });
        return call.reply.code(400).send({ message: replyText(call.request, text), ...outcome });
      }
      call.reply.code(201);
      return outcome;
    },
  },
  {
    name: 'importBatches',
    kind: 'read',
    reply: { declared: { ...IMPORT_BATCH_REPLY, isList: true }, status: '200', description: 'The latest imports, newest first' },
    summary: (resource) => `The latest imports of ${resource.label.toLowerCase()}`,
    method: () => 'GET',
    suffix: () => IMPORT_PATHS.batches,
    isOffered,
    handle: ({ context }) => listImportBatches(context),
  },
  {
    name: 'importUndo',
    kind: 'read',
    reply: { declared: IMPORT_BATCH_REPLY, status: '200', description: 'The import, undone' },
    summary: (resource) => `Undo an import of ${resource.label.toLowerCase()} while none of its records has changed since (409 otherwise)`,
    method: () => 'POST',
    suffix: () => IMPORT_PATHS.undo,
    isOffered,
    handle: ({ request, context, deps }) =>
      undoImportBatch({ ...context, batchId: parseRecordId((request.params as Record<string, string | undefined>).batchId, 'batchId'), storage: deps.storage }),
  },
];

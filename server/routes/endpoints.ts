import type { FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ResourceDeclaration } from '../../resources/declaration';
import type { Database } from '../db/database';
import type { DatabaseSchema } from '../db/schema';
import { notMultipart, unexpectedPart } from '../files/upload-refusals';
import type { FileStorage } from '../files/storage';
import { addAttachments, listAttachments, MAX_FILES_PER_REQUEST, readAttachment, removeAttachment, removeAttachmentById, type IncomingFile } from '../operations/attachments';
import { servedTypeOf } from '../files/verified-upload';
import type { OperationContext, Scope, WriteHooks } from '../operations/context';
import { create } from '../operations/create';
import { get } from '../operations/get';
import { list } from '../operations/list';
import type { QueryString } from '../operations/list-plan';
import { remove } from '../operations/remove';
import { update } from '../operations/update';
import { contentDisposition } from './content-disposition';
import { IMPORT_ENDPOINTS } from './import-endpoints';
import { parseRecordId } from './record-id';
import type { EndpointReply } from './api-docs-replies';

// The generic endpoints every resource gets, as one table. Each handler only reads the request,
// calls an operation (which runs the access check) and shapes the reply.

export type ApiDeps = WriteHooks & {
  db: Database;
  schema: DatabaseSchema;
  storage: FileStorage;
};

export type EndpointCall = {
  request: FastifyRequest;
  reply: FastifyReply;
  context: OperationContext;
  deps: ApiDeps;
};

export type Endpoint = {
  name: string;
  summary: (resource: ResourceDeclaration) => string;
  method: (resource: ResourceDeclaration) => HTTPMethods;
  /** Below the admin or own base path. */
  suffix: (resource: ResourceDeclaration) => string;
  isOffered: (resource: ResourceDeclaration, scope: Scope) => boolean;
  handle: (call: EndpointCall) => Promise<unknown>;
  kind: 'list' | 'read' | 'write' | 'upload' | 'download' | 'delete';
  /** What it answers on success, for the API description (api-docs-replies.ts). */
  reply: EndpointReply;
};

type Params = Record<string, string | undefined>;
const idOf = (request: FastifyRequest) => parseRecordId((request.params as Params).id);
/** An administrator's reason for changing files kept as evidence (`?reason=`, server/operations/attachments.ts). */
const reasonOf = (request: FastifyRequest) => {
  const { reason } = request.query as Record<string, unknown>;
  return typeof reason === 'string' ? reason : undefined;
};
const attachmentIdOf = (request: FastifyRequest) => parseRecordId((request.params as Params).attachmentId, 'attachmentId');
/** The text after `?` in the URL (what a list's plan is kept by) and the values Fastify parsed from it. */
const queryStringOf = (request: FastifyRequest): QueryString => {
  const mark = request.url.indexOf('?');
  return { text: mark === -1 ? '' : request.url.slice(mark + 1), values: request.query as QueryString['values'] };
};

const ownMay = (permission: 'canCreate' | 'canUpdate' | 'canDelete') => (resource: ResourceDeclaration, scope: Scope) =>
  scope === 'admin' || resource.api.own?.[permission] === true;
const always = () => true;
const hasAttachments = (resource: ResourceDeclaration) => resource.attachments !== undefined;
/** Files are added and removed on the own path only where the employee may change them (not their payslips). */
const mayChangeAttachments = (resource: ResourceDeclaration, scope: Scope) =>
  hasAttachments(resource) && !(scope === 'own' && resource.attachments?.isReadOnlyOnOwnPath);

/** Multipart `file` parts as the attachment operation wants them; a non-multipart body is a 415. */
async function* filesOf(request: FastifyRequest, maxBytes: number): AsyncIterable<IncomingFile> {
  if (!request.isMultipart()) throw notMultipart('files');
  // One byte over the limit lets the operation see the excess and refuse with its own message.
  for await (const part of request.files({ limits: { fileSize: maxBytes + 1, files: MAX_FILES_PER_REQUEST } })) {
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw unexpectedPart(part.fieldname);
    }
    yield { fileName: part.filename, contentType: part.mimetype, content: part.file };
  }
}

export const ENDPOINTS: readonly Endpoint[] = [
  {
    name: 'list',
    kind: 'list',
    reply: 'rows',
    summary: (resource) => `List ${resource.label.toLowerCase()} (paged, filtered, sorted; total in X-Total-Count)`,
    method: () => 'GET',
    suffix: () => '',
    isOffered: always,
    handle: async ({ request, reply, context }) => {
      const { rows, total, isTotalEstimated, nextAfter } = await list({ ...context, query: queryStringOf(request) });
      reply.header('X-Total-Count', String(total));
      if (isTotalEstimated) reply.header('X-Total-Count-Estimated', 'true');
      if (nextAfter) reply.header('X-Next-After', nextAfter);
      return rows;
    },
  },
  {
    name: 'get',
    kind: 'read',
    reply: 'row',
    summary: (resource) => `Read one ${resource.singular.toLowerCase()}`,
    method: () => 'GET',
    suffix: () => '/:id',
    isOffered: always,
    handle: ({ request, context }) => get({ ...context, id: idOf(request) }),
  },
  {
    name: 'create',
    kind: 'write',
    reply: 'createdRow',
    summary: (resource) => `Create a ${resource.singular.toLowerCase()}`,
    method: (resource) => resource.api.create?.method ?? 'PUT',
    suffix: (resource) => resource.api.create?.suffix ?? '',
    isOffered: ownMay('canCreate'),
    handle: async ({ request, reply, context }) => {
      const row = await create({ ...context, body: request.body });
      reply.code(201);
      return row;
    },
  },
  {
    name: 'update',
    kind: 'write',
    reply: 'row',
    summary: (resource) => `Update a ${resource.singular.toLowerCase()} (send the version you read)`,
    method: (resource) => resource.api.update?.method ?? 'POST',
    suffix: () => '/:id',
    isOffered: ownMay('canUpdate'),
    handle: ({ request, context }) => update({ ...context, id: idOf(request), body: request.body }),
  },
  {
    name: 'remove',
    kind: 'delete',
    reply: 'nothing',
    summary: (resource) => `Delete a ${resource.singular.toLowerCase()}`,
    method: () => 'DELETE',
    suffix: () => '/:id',
    isOffered: ownMay('canDelete'),
    handle: async ({ request, reply, context, deps }) => {
      await remove({ ...context, id: idOf(request), storage: deps.storage });
      return reply.code(204).send();
    },
  },
  {
    name: 'listAttachments',
    kind: 'read',
    reply: 'attachments',
    summary: (resource) => `List the files attached to a ${resource.singular.toLowerCase()}`,
    method: () => 'GET',
    suffix: () => '/attachments/:id',
    isOffered: hasAttachments,
    handle: ({ request, context, deps }) => listAttachments({ ...context, id: idOf(request), storage: deps.storage }),
  },
  {
    name: 'addAttachments',
    kind: 'upload',
    reply: 'createdAttachments',
    summary: (resource) => `Attach files to a ${resource.singular.toLowerCase()} (multipart, parts named file)`,
    method: () => 'PUT',
    suffix: () => '/attachments/:id',
    isOffered: mayChangeAttachments,
    handle: async ({ request, reply, context, deps }) => {
      const id = idOf(request);
      const files = filesOf(request, context.resource.attachments!.maxBytes);
      const added = await addAttachments({ ...context, id, storage: deps.storage, files, reason: reasonOf(request) });
      reply.code(201);
      return added;
    },
  },
  {
    name: 'downloadAttachment',
    kind: 'download',
    reply: 'file',
    summary: () => 'Download one attached file',
    method: () => 'GET',
    suffix: () => '/attachments/:id/:attachmentId',
    isOffered: hasAttachments,
    handle: async ({ request, reply, context, deps }) => {
      const { attachment, content } = await readAttachment({
        ...context,
        id: idOf(request),
        attachmentId: attachmentIdOf(request),
        storage: deps.storage,
      });
      // Always a download, never shown inline; the browser must not guess another type than the verified one.
      reply.header('content-type', servedTypeOf(attachment.contentType));
      reply.header('content-length', String(attachment.size));
      reply.header('content-disposition', contentDisposition(attachment.fileName));
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(content);
    },
  },
  {
    name: 'removeAttachment',
    kind: 'delete',
    reply: 'nothing',
    summary: () => 'Remove one attached file',
    method: () => 'DELETE',
    suffix: () => '/attachments/:id/:attachmentId',
    isOffered: mayChangeAttachments,
    handle: async ({ request, reply, context, deps }) => {
      await removeAttachment({ ...context, id: idOf(request), attachmentId: attachmentIdOf(request), storage: deps.storage, reason: reasonOf(request) });
      return reply.code(204).send();
    },
  },
  {
    name: 'removeAttachmentById',
    kind: 'delete',
    reply: 'nothing',
    summary: () => 'Remove one attached file, named by its own id',
    method: () => 'DELETE',
    suffix: () => '/attachments/:attachmentId',
    isOffered: mayChangeAttachments,
    handle: async ({ request, reply, context, deps }) => {
      await removeAttachmentById({ ...context, attachmentId: attachmentIdOf(request), storage: deps.storage, reason: reasonOf(request) });
      return reply.code(204).send();
    },
  },
  // Import on every list: template, preview, report, import, batches and undo (import-endpoints.ts).
  ...IMPORT_ENDPOINTS,
];

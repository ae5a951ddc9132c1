import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActionDeclaration, FileReply, ResourceDeclaration } from '../../resources/declaration';
import { actionBasePathOf, API_PREFIX } from '../../resources/paths';
import { badRequest, HttpError } from '../errors';
import { isAllowedType } from '../operations/attachments';
import { handlerKeyOf, runAction, type ActionHandlers, type UploadedFile } from '../operations/actions/run-action';
import type { OperationContext } from '../operations/context';
import { actionDocsOf } from './api-docs';
import { contentDisposition } from './content-disposition';
import type { ApiDeps } from './endpoints';

// Declared actions mounted at their spec paths. The route only turns the request into an ActionRequest;
// runAction does the rest (access, input, transaction, handler, audit).

type Text = Record<string, string | undefined>;

/** Reads a multipart action body: text parts are input, file parts (named `file`) are checked against the declaration. */
const multipartReader = (request: FastifyRequest, action: ActionDeclaration) => async () => {
  if (!request.isMultipart()) throw new HttpError(415, 'Send this action as multipart/form-data, with files in parts named file');
  const rules = action.files!;
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts({ limits: { fileSize: rules.maxBytes + 1, files: (rules.maxFiles ?? 1) + 1 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw badRequest(`Unexpected part ${part.fieldname}: send files in parts named file`);
    }
    const bytes = await part.toBuffer();
    if (bytes.length > rules.maxBytes)
      throw new HttpError(413, `${part.filename}: Invalid file size, file size should be smaller than ${rules.maxBytes} bytes.`, { file: 'Too large' });
    const file = { fileName: part.filename, contentType: part.mimetype, bytes };
    if (!isAllowedType(rules.types, file))
      throw new HttpError(415, `${part.filename}: Invalid file type, allowed file types: ${rules.types.join(', ')}.`, { file: 'Wrong type' });
    files.push(file);
  }
  if (files.length > (rules.maxFiles ?? 1))
    throw badRequest(`Maximum number of files exceeded, limit is ${rules.maxFiles ?? 1} at most.`, { file: 'Too many files' });
  return { fields, files };
};

export type ActionRouteDeps = ApiDeps & { actionHandlers: ActionHandlers };

/** Every declared action of a resource, on its scope's base path. Fails at start when a handler is missing. */
export const registerActionRoutes = (
  app: FastifyInstance,
  deps: ActionRouteDeps,
  resource: ResourceDeclaration,
  contextOf: (request: FastifyRequest, scope: 'admin' | 'own') => OperationContext,
  claim: (key: string, owner: string) => void,
) => {
  for (const action of resource.actions ?? []) {
    const handler = deps.actionHandlers[handlerKeyOf(resource.name, action.name)];
    if (!handler) throw new Error(`No handler for the action ${handlerKeyOf(resource.name, action.name)}`);
    const base = actionBasePathOf(resource, action);
    if (base === undefined) throw new Error(`${resource.name}.${action.name} is an own action but the resource has no own path`);
    const url = `${API_PREFIX}${base.replace(/\/$/, '')}${action.path}`;
    claim(`${action.method} ${url}`, `${resource.name}.${action.name}`);
    app.route({
      method: action.method,
      url,
      schema: { tags: [resource.name], summary: action.label },
      config: { docs: actionDocsOf(action) },
      handler: async (request, reply) => {
        const result = await runAction({
          ...contextOf(request, action.scope),
          action,
          handler,
          storage: deps.storage,
          request: {
            params: request.params as Text,
            query: request.query as Text,
            body: action.files ? undefined : request.body,
            readMultipart: action.files ? multipartReader(request, action) : undefined,
            storage: deps.storage,
          },
        });
        if (action.download) {
          const file = result as FileReply;
          return reply.type(action.download.contentType).header('content-disposition', contentDisposition(file.fileName)).send(Buffer.from(file.bytes));
        }
        return result === undefined ? reply.code(204).send() : result;
      },
    });
  }
};

import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { ActionDeclaration, ResourceDeclaration } from '../../resources/declaration';
import { actionBasePathOf, API_PREFIX } from '../../resources/paths';
import { fileTooLarge, notMultipart, tooManyFiles, unexpectedPart } from '../files/upload-refusals';
import { removeUploads, spoolUpload, uploadFolderOf } from '../files/spooled-upload';
import { verifiedUpload } from '../files/verified-upload';
import type { ServerConfig } from '../config';
import { isAllowedType } from '../operations/attachments';
import { FileReply, handlerKeyOf, runAction, type ActionHandlers, type UploadedFile } from '../operations/actions/run-action';
import type { OperationContext } from '../operations/context';
import { actionDocsOf } from './api-docs';
import { contentDisposition } from './content-disposition';
import { replyLanguage } from '../i18n/reply-language';
import { holdsReplyText, inReplyLanguage } from '../i18n/reply-text';
import type { ApiDeps } from './endpoints';

// Declared actions mounted at their spec paths. The route only turns the request into an ActionRequest;
// runAction does the rest (access, input, transaction, handler, audit).

type Text = Record<string, string | undefined>;

/** The most bytes a file of the action may have: the setting the declaration names, else the declared size. */
const maxBytesOf = (action: ActionDeclaration, config: ActionRouteConfig) => {
  const rules = action.files!;
  return (rules.sizeLimit ? (config.importLimits as Record<string, number>)[rules.sizeLimit] : undefined) ?? rules.maxBytes;
};

/**
 * Reads a multipart action body: text parts are input, file parts (named `file`) are written to temporary files
 * (spooled-upload.ts; their paths added to `spooled`, which the route removes) and checked against the declaration.
 */
const multipartReader = (request: FastifyRequest, action: ActionDeclaration, config: ActionRouteConfig, spooled: string[]) => async () => {
  if (!request.isMultipart()) throw notMultipart('action');
  const rules = action.files!;
  const maxBytes = maxBytesOf(action, config);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts({ limits: { fileSize: maxBytes + 1, files: (rules.maxFiles ?? 1) + 1 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw unexpectedPart(part.fieldname);
    }
    const spool = await spoolUpload(part.file, uploadFolderOf(config.dataDir), maxBytes);
    if (!spool) throw fileTooLarge(part.filename, maxBytes);
    spooled.push(spool.path);
    const candidate = { fileName: part.filename, contentType: part.mimetype, bytes: spool.head };
    const verified = await verifiedUpload(candidate, (file) => isAllowedType(rules.types, file), rules.types.join(', '));
    files.push({ fileName: verified.fileName, contentType: verified.contentType, size: spool.size, path: spool.path });
  }
  if (files.length > (rules.maxFiles ?? 1)) throw tooManyFiles(rules.maxFiles ?? 1);
  return { fields, files };
};

/** What the action routes read of the settings: where uploads are spooled, and the sizes named by declarations. */
export type ActionRouteConfig = Pick<ServerConfig, 'dataDir' | 'importLimits'>;
export type ActionRouteDeps = ApiDeps & { actionHandlers: ActionHandlers; config: ActionRouteConfig };

/** Every declared action of a resource, on its scope's base path. Fails at start when a handler is missing. */
export const registerActionRoutes = (
  app: FastifyInstance,
  addUpload: (route: RouteOptions) => unknown,
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
    // An action taking files is mounted with the other upload routes (upload-routes.ts).
    const route = (action.files ? addUpload : app.route.bind(app)) as (options: RouteOptions) => unknown;
    route({
      method: action.method,
      url,
      schema: { tags: [resource.name], summary: action.label },
      config: { docs: actionDocsOf(action, resource) },
      handler: async (request, reply) => {
        const spooled: string[] = [];
        const result = await runAction({
          ...contextOf(request, action.scope),
          action,
          handler,
          storage: deps.storage,
          importLimits: deps.config.importLimits,
          request: {
            params: request.params as Text,
            query: request.query as Text,
            body: action.files ? undefined : request.body,
            readMultipart: action.files ? multipartReader(request, action, deps.config, spooled) : undefined,
            storage: deps.storage,
          },
        }).finally(() => removeUploads(spooled));
        if (result instanceof FileReply) {
          const { fileName, contentType, size, content } = result.file;
          return reply.header('content-type', contentType).header('content-length', String(size)).header('content-disposition', contentDisposition(fileName)).send(content);
        }
        if (result === undefined) return reply.code(204).send();
        // Texts of the reply meant for the reader (an import report's reasons) in the request's language.
        return holdsReplyText(result) ? inReplyLanguage(result, replyLanguage(request)) : result;
      },
    });
  }
};

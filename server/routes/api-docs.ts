import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ActionDeclaration, ResourceDeclaration } from '../../resources/declaration';
import type { Field } from '../../resources/vocabulary';
import { FILTER_OPERATORS } from '../../resources/list-query';
import { fieldTypeOf, isGenerated } from '../field-types';
import type { Endpoint } from './endpoints';
import { MAX_OFFSET } from '../operations/list-plan';
import { sortableFields } from '../../resources/sortable';
import { isOpenPath } from '../auth/plugin';
import { finishApiDocument, REPLIES_KEY, type OpenApiDocument } from './api-docs-responses';
import { actionResponses, endpointResponses, rowSchemas } from './api-docs-replies';
import type { Scope } from '../operations/context';

// The OpenAPI description at /api/docs, generated from the registry. The schemas here document the
// API only: they ride in the route's `config` and are merged in by swagger's transform, so Fastify
// never validates or coerces with them (validation is the operations' zod, with per-field messages).

export type RouteDocs = Pick<FastifySchema, 'body' | 'querystring' | 'params'> & {
  consumes?: string[];
  produces?: string[];
  /** The success replies as OpenAPI response objects (api-docs-replies.ts), put in place by finishApiDocument. */
  responses?: Record<string, unknown>;
};

// Every route's config may carry its docs (read by the document's transform below), whichever context mounts it.
declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

const compact = (schema: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));

const writableFields = (resource: ResourceDeclaration) =>
  Object.entries(resource.fields).filter(
    ([key, field]) => !field.isReadOnly && !isGenerated(field) && resource.numbering?.field !== key,
  );

const bodyOf = (resource: ResourceDeclaration, isCreate: boolean) => {
  const fields = writableFields(resource);
  const properties: Record<string, unknown> = Object.fromEntries(
    fields.map(([key, field]) => [key, compact({ ...fieldTypeOf(field).jsonSchema(field), description: field.help })]),
  );
  const required = isCreate ? fields.filter(([, field]) => field.isRequired).map(([key]) => key) : ['version'];
  if (!isCreate) properties.version = { type: 'integer', minimum: 1, description: 'The version you read' };
  return { type: 'object', properties, required, additionalProperties: false };
};

const listQuery = (resource: ResourceDeclaration) => {
  const operators = FILTER_OPERATORS.join(', ');
  const filters = Object.entries(resource.fields)
    .filter(([, field]) => field.isFilterable)
    .map(([key]) => [key, { type: 'string', description: `equals; ${key}_ne, _lt, _lte, _gt, _gte, _like, _nlike, _startswith, _endswith for the others` }]);
  return {
    type: 'object',
    properties: {
      _start: { type: 'integer', minimum: 0, description: `first row (0-based); at most ${MAX_OFFSET} without _after` },
      _end: { type: 'integer', minimum: 0, description: 'row after the last one' },
      _sort: { type: 'string', description: `comma-separated field names, among: ${[...sortableFields(resource)].join(', ')}` },
      _after: { type: 'string', description: 'the X-Next-After of the page before: this page starts after its last row' },
      _order: { type: 'string', description: 'asc or desc, one per sort field' },
      _where: { type: 'string', description: `JSON list of {field, operator, value} filters and {operator: and|or, value: [...]} groups; operators: ${operators}` },
      ...Object.fromEntries(filters),
    },
  };
};

const idParams = (names: string[]) => ({
  type: 'object',
  properties: Object.fromEntries(names.map((name) => [name, { type: 'integer', minimum: 1 }])),
  required: names,
});

export const docsOf = (endpoint: Endpoint, resource: ResourceDeclaration, path: string, scope: Scope): RouteDocs => {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const params = names.length > 0 ? idParams(names) : undefined;
  const responses = endpointResponses(endpoint.reply, resource, scope === 'lookup');
  switch (endpoint.kind) {
    case 'list':
      return { querystring: listQuery(resource), responses };
    case 'write':
      return { params, body: bodyOf(resource, endpoint.name === 'create'), responses };
    case 'upload':
      return {
        params,
        consumes: ['multipart/form-data'],
        body: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
        responses,
      };
    default:
      return { params, responses };
  }
};

const propertiesOf = (fields: Record<string, Field>) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, compact({ ...fieldTypeOf(field).jsonSchema(field), description: field.help })]));

/** An action's parameters, query or body (JSON or multipart) from its declared input and target. */
export const actionDocsOf = (action: ActionDeclaration, resource: ResourceDeclaration): RouteDocs => ({
  ...actionInputDocsOf(action),
  responses: actionResponses(action, resource),
});

const actionInputDocsOf = (action: ActionDeclaration): RouteDocs => {
  const fields = action.input ?? {};
  const pathNames = [...action.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const params = pathNames.length > 0
    ? { type: 'object', properties: Object.fromEntries(pathNames.map((name) => [name, name === 'id' ? { type: 'integer', minimum: 1 } : propertiesOf(fields)[name] ?? { type: 'string' }])), required: pathNames }
    : undefined;
  const bodyFields = Object.fromEntries(Object.entries(fields).filter(([key]) => !pathNames.includes(key)));
  const required = Object.entries(bodyFields).filter(([, field]) => field.isRequired).map(([key]) => key);
  const properties: Record<string, unknown> = propertiesOf(bodyFields);
  if (action.target === 'selection') {
    properties.ids = { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 1000, description: 'the chosen records' };
    required.push('ids');
  }
  const produces = action.isDownload ? ['application/octet-stream'] : undefined;
  if (action.method === 'GET' || action.method === 'DELETE') return { params, querystring: { type: 'object', properties, required }, ...(produces && { produces }) };
  if (action.files) {
    properties.file = { type: 'string', format: 'binary', description: `${action.files.types.join(', ')}, up to ${action.files.maxBytes} bytes` };
    return { params, consumes: ['multipart/form-data'], body: { type: 'object', properties, required: [...required, 'file'] } };
  }
  return { params, body: { type: 'object', properties, required, additionalProperties: false } };
};

const tagDescription = (resource: ResourceDeclaration) => {
  const planned = resource.api.planned ?? [];
  const attachments = resource.attachments ? ` Attachments: ${resource.attachments.types.join(', ')}, up to ${resource.attachments.maxBytes} bytes.` : '';
  return (
    `${resource.label} (roles: ${resource.roles.join(', ')}).${attachments}` +
    (planned.length > 0 ? ` Planned (SPEC §7 calls not built yet): ${planned.join('; ')}.` : '')
  );
};

/** Where the API description and its viewer (a page) are served. */
export const API_DOCS_PATH = '/api/docs';

export const registerApiDocs = async (app: FastifyInstance, resources: readonly ResourceDeclaration[]) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Staff portal API', version: '1', description: 'Generated from resources.config.ts. Errors are {"message", "errors": {field: message}}.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
      tags: resources.map((resource) => ({ name: resource.name, description: tagDescription(resource) })),
    },
    // The success replies ride as an extension (swagger would make a 200 of anything else) until finishApiDocument.
    transform: ({ schema, url, route }) => {
      const { responses, ...docs } = (route.config as { docs?: RouteDocs } | undefined)?.docs ?? {};
      return { schema: { ...schema, ...docs, ...(responses && { [REPLIES_KEY]: responses }) } as FastifySchema, url };
    },
    // A documented path such as /api/users/{id}/profile-picture is open when one of its URLs is.
    transformObject: (documentObject) =>
      finishApiDocument((documentObject as { openapiObject: OpenApiDocument }).openapiObject, (path) => isOpenPath(path.replace(/\{[^}]+\}/g, '1')), rowSchemas(resources)) as never,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
};

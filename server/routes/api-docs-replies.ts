import type { ActionDeclaration, ReadRoute, ReplyObject, ReplyPart, ReplyRows, ResourceDeclaration } from '../../resources/declaration';
import { ATTACHMENTS_REPLY } from '../../resources/attachments-reply';
import { DASHBOARD_REPLY } from '../../resources/dashboard-reply';
import type { Field } from '../../resources/vocabulary';
import { fieldTypeOf } from '../field-types';

// The success replies of the OpenAPI description, from the declarations: a resource's row is its stamps and its
// fields (what the table holds and every read returns), a list is a page of rows with its count in X-Total-Count,
// a create is a 201, a delete a 204, and an action answers what its declaration says (`reply`). Every operation
// also names the 503 a database outage gives, with its Retry-After.

/**
 * What a generic endpoint answers (server/routes/endpoints.ts): one of the generic replies, or a declared one
 * (`defineReply`; the imports' preview and batches) with the status it answers on success.
 */
export type EndpointReply =
  | 'rows' | 'row' | 'createdRow' | 'nothing' | 'attachments' | 'createdAttachments' | 'file' | 'object' | 'objects' | 'createdObject'
  | { declared: ReplyRows | ReplyObject; status: '200' | '201'; description: string };

/** The components/schemas name of a resource's row. */
export const rowSchemaName = (resourceName: string) => `${resourceName.replace(/[^A-Za-z0-9_.-]/g, '_')}Row`;
const rowRef = (resourceName: string) => ({ $ref: `#/components/schemas/${rowSchemaName(resourceName)}` });

// A reply describes what is stored: the type, format and values of each field, not the bounds a write is held to.
const replyValueOf = (field: Field) => {
  const { type, format, enum: values } = fieldTypeOf(field).jsonSchema(field) as { type: string; format?: string; enum?: string[] };
  // A value that may be missing is null: an enum names null among its values, as OpenAPI 3.0.3 asks of a nullable enum.
  const choices = values && !field.isRequired ? [...values, null] : values;
  return { type, ...(format && { format }), ...(choices && { enum: choices }), ...(field.help && { description: field.help }), ...(!field.isRequired && { nullable: true }) };
};

const STAMPS = {
  id: { type: 'integer', minimum: 1 },
  version: { type: 'integer', minimum: 1, description: 'Send it back with an update or a versioned action' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
  createdBy: { type: 'string', nullable: true },
  updatedBy: { type: 'string', nullable: true },
};

const objectOf = (fields: Record<string, Field>, stamps: Record<string, unknown> = {}, required: string[] = []) => ({
  type: 'object',
  properties: { ...stamps, ...Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, replyValueOf(field)])) },
  required: [...required, ...Object.entries(fields).filter(([, field]) => field.isRequired).map(([key]) => key)],
});

/** One schema per resource: its row as every read, create, update and record action returns it. */
export const rowSchemas = (resources: readonly ResourceDeclaration[]) =>
  Object.fromEntries(resources.map((resource) => [rowSchemaName(resource.name), objectOf(resource.fields, STAMPS, Object.keys(STAMPS).filter((key) => !key.endsWith('By')))]));

const PAGE_HEADERS = {
  'X-Total-Count': { description: 'How many rows match, all pages together', schema: { type: 'integer', minimum: 0 } },
  'X-Total-Count-Estimated': { description: '"true" when X-Total-Count is the planner\'s estimate (a very long list)', schema: { type: 'string', enum: ['true'] } },
  'X-Next-After': { description: 'Send it as _after to read the next page (keyset paging)', schema: { type: 'string' } },
};

const json = (description: string, schema: unknown, headers?: Record<string, unknown>) => ({
  description,
  ...(headers && { headers }),
  content: { 'application/json': { schema } },
});
const FILE = { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } };
const NOTHING = { description: 'Done; nothing to say' };

/** A lookup (`/lookup/…`) lists ids and titles only: a row's fields, none of them promised but the id. */
const lookupRows = (resource: ResourceDeclaration) => ({
  type: 'array',
  items: { type: 'object', properties: { id: STAMPS.id, ...objectOf(resource.fields).properties }, required: ['id'] },
});

export const endpointResponses = (reply: EndpointReply, resource: ResourceDeclaration, isLookup: boolean): Record<string, unknown> => {
  if (typeof reply === 'object') return { [reply.status]: json(reply.description, replySchemaOf(reply.declared, resource)) };
  switch (reply) {
    case 'rows':
      return { '200': json('A page of rows', isLookup ? lookupRows(resource) : { type: 'array', items: rowRef(resource.name) }, PAGE_HEADERS) };
    case 'row':
      return { '200': json(`The ${resource.singular.toLowerCase()}`, rowRef(resource.name)) };
    case 'createdRow':
      return { '201': json(`The ${resource.singular.toLowerCase()} as created`, rowRef(resource.name)) };
    case 'nothing':
      return { '204': NOTHING };
    case 'attachments':
      return { '200': json('The attached files', replySchemaOf(ATTACHMENTS_REPLY, resource)) };
    case 'createdAttachments':
      return { '201': json('The files attached', replySchemaOf(ATTACHMENTS_REPLY, resource)) };
    case 'file':
      return { '200': FILE };
    case 'object':
      return { '200': json('The outcome', { type: 'object' }) };
    case 'objects':
      return { '200': json('The outcomes', { type: 'array', items: { type: 'object' } }) };
    case 'createdObject':
      return { '201': json('The outcome', { type: 'object' }) };
  }
};

/** A declared reply's object or rows, nested parts included, as a schema. */
const replySchemaOf = (reply: ReplyPart, resource?: ResourceDeclaration): Record<string, unknown> => {
  if ('anyValue' in reply) return { description: reply.anyValue };
  if ('listOf' in reply) return { type: 'array', items: replyValueOf(reply.listOf) };
  if ('mapOf' in reply) return { type: 'object', additionalProperties: replyValueOf(reply.mapOf) };
  const one = 'fields' in reply ? withParts(objectOf(reply.fields), reply, resource) : rowWithParts(reply, resource);
  return reply.isList ? { type: 'array', items: one } : one;
};

const rowOf = (reply: ReplyRows, resource?: ResourceDeclaration) => {
  const name = reply.resource === 'self' ? resource?.name : reply.resource;
  if (!name) throw new Error("A reply outside a resource names its rows' resource");
  const row = rowRef(name);
  return reply.with && Object.keys(reply.with).length > 0 ? { allOf: [row, objectOf(reply.with)] } : row;
};

/** Rows with parts: the row, and an object of its parts beside it. */
const rowWithParts = (reply: ReplyRows, resource?: ResourceDeclaration) => {
  const row = rowOf(reply, resource);
  const parts = withParts(objectOf({}), reply, resource);
  return parts.required.length === 0 ? row : { allOf: [row, parts] };
};

const withParts = (object: ReturnType<typeof objectOf>, reply: ReplyObject | ReplyRows, resource?: ResourceDeclaration) => {
  const parts = Object.entries(reply.parts ?? {});
  if (parts.length === 0) return object;
  return {
    ...object,
    properties: { ...object.properties, ...Object.fromEntries(parts.map(([key, part]) => [key, replySchemaOf(part, resource)])) },
    required: [...object.required, ...parts.map(([key]) => key)],
  };
};

/** What an action answers, as its declaration says (`reply`). */
export const actionResponses = (action: ActionDeclaration, resource: ResourceDeclaration): Record<string, unknown> => {
  const { reply } = action;
  if (reply === 'file') return { '200': FILE };
  if (reply === 'nothing') return { '204': NOTHING };
  const description = 'fields' in reply ? (reply.isList ? 'The outcomes' : 'The outcome') : reply.isList ? 'The records' : 'The record';
  return { '200': json(description, replySchemaOf(reply, resource)) };
};

/** A module's own read route described from its declaration (`ReadRoute`): its tag, summary and reply. */
export const readRouteDocs = (route: ReadRoute) => ({
  schema: { tags: [route.tag], summary: route.summary },
  config: { docs: { responses: { '200': json('isList' in route.reply && route.reply.isList ? 'The rows' : 'The answer', replySchemaOf(route.reply)) } } },
});

/**
 * A dashboard's route described: its month and cards (`DASHBOARD_REPLY`), and each module panel it may carry under
 * the panel's name, as the panel's declared reply says; a panel is absent for a caller who may not read its figures.
 */
export const dashboardDocs = (summary: string, panels: readonly { name: string; reply: ReplyRows | ReplyObject }[]) => {
  // An object of fields and parts: its schema lists its properties, to which the panels are added.
  const dashboard = replySchemaOf(DASHBOARD_REPLY) as { properties: Record<string, unknown> };
  const described = panels.map((panel) => [panel.name, { ...replySchemaOf(panel.reply), description: 'Present when the caller may read what it shows' }]);
  return {
    schema: { tags: ['dashboard'], summary },
    config: { docs: { responses: { '200': json('The dashboard of the month', { ...dashboard, properties: { ...dashboard.properties, ...Object.fromEntries(described) } }) } } },
  };
};

export const UNAVAILABLE = {
  description: 'The database cannot be reached for now (or the sign-in service): try again after Retry-After seconds',
  headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } } },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/**
 * The sign-in provider's posts (/oidc: password forms, the token endpoint) are counted per client address; past the
 * limit they answer 429 with Retry-After. The API's own paths are not rate-limited, so no operation here names it;
 * it is described for clients of the provider's token endpoint (docs/operators/sign-in.md).
 */
export const TOO_MANY_REQUESTS = {
  description: 'Too many sign-in posts or token requests from this address (the provider under /oidc only): wait Retry-After seconds',
  headers: {
    'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } },
    'X-RateLimit-Limit': { description: 'Requests allowed per minute', schema: { type: 'integer' } },
    'X-RateLimit-Remaining': { description: 'Requests left in this minute', schema: { type: 'integer' } },
    'X-RateLimit-Reset': { description: 'Seconds until the count starts again', schema: { type: 'integer' } },
  },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

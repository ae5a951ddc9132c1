// The finishing touches on the generated OpenAPI document: only the API's own paths (the embedded OpenID provider
// under /oidc answers methods OpenAPI 3.0 has no word for, such as QUERY, and is described by its own
// /.well-known/openid-configuration), no empty `required` lists (OpenAPI 3.0 wants at least one name), every
// operation's success replies from the declarations (api-docs-replies.ts), and its refusals in the one JSON error
// shape that server/routes/error-handler.ts sends, a database outage's 503 with Retry-After among them.
import { TOO_MANY_REQUESTS, UNAVAILABLE } from './api-docs-replies';

/** The route schema's extension carrying an operation's success replies to the finished document. */
export const REPLIES_KEY = 'x-portal-replies';

type Operation = { responses?: Record<string, unknown>; security?: unknown[]; [key: string]: unknown };
type PathItem = Record<string, Operation>;
export type OpenApiDocument = { paths?: Record<string, PathItem>; components?: Record<string, Record<string, unknown>>; [key: string]: unknown };

const OPERATION_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const ERROR_SCHEMA = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'What went wrong, in the language the request asked for (Accept-Language)' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Per field: why its value was refused (400 only)' },
    requestId: { type: 'string', description: 'On a 500 only: the id the server log carries for this request' },
  },
  required: ['message'],
};

// One shared response per refusal; every operation points at them.
const REFUSALS = {
  '400': ['BadRequest', 'Bad input: `errors` names each refused field'],
  '401': ['Unauthorized', 'No bearer token, or an invalid one'],
  '403': ['Forbidden', "The caller's roles do not allow this, or the record is not theirs"],
  '404': ['NotFound', 'No such record or path'],
  '409': ['Conflict', 'Stale version (someone saved first), a duplicate, or a status that does not allow this'],
} as const;

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

/** Drops each `required: []` (anywhere in the document): invalid in OpenAPI 3.0, and it means the same as none. */
const withoutEmptyRequired = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutEmptyRequired);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key === 'required' && Array.isArray(inner) && inner.length === 0))
      .map(([key, inner]) => [key, withoutEmptyRequired(inner)]),
  );
};

/** Paths that answer without a token (server/auth/plugin.ts): no security requirement, no 401/403. */
export const finishApiDocument = (document: OpenApiDocument, isOpenPath: (path: string) => boolean, rowSchemas: Record<string, unknown> = {}): OpenApiDocument => {
  const paths = Object.entries(document.paths ?? {})
    .filter(([path]) => path.startsWith('/api/'))
    .map(([path, item]) => {
      const isOpen = isOpenPath(path);
      const operations = Object.entries(item).map(([method, operation]) => {
        if (!OPERATION_METHODS.has(method)) return [method, operation];
        const refusals = Object.entries(REFUSALS)
          .filter(([status]) => !isOpen || (status !== '401' && status !== '403'))
          .map(([status, [name]]) => [status, { $ref: `#/components/responses/${name}` }]);
        const { [REPLIES_KEY]: replies, ...described } = operation;
        const successes = (replies as Record<string, unknown> | undefined) ?? operation.responses;
        return [method, { ...described, ...(isOpen && { security: [] }), responses: { ...successes, ...Object.fromEntries(refusals), '503': { $ref: '#/components/responses/Unavailable' } } }];
      });
      return [path, Object.fromEntries(operations.filter(([method]) => OPERATION_METHODS.has(method as string) || method === 'parameters'))];
    });
  const components = document.components ?? {};
  return withoutEmptyRequired({
    ...document,
    paths: Object.fromEntries(paths),
    components: {
      ...components,
      schemas: { ...components.schemas, ...rowSchemas, Error: ERROR_SCHEMA },
      responses: {
        ...components.responses,
        ...Object.fromEntries(Object.values(REFUSALS).map(([name, description]) => [name, errorResponse(description)])),
        Unavailable: UNAVAILABLE,
        TooManyRequests: TOO_MANY_REQUESTS,
      },
    },
  }) as OpenApiDocument;
};

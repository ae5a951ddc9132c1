import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { InjectOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';

// A real reply checked against the success reply the API description promises for its operation (/api/docs/json),
// for suites whose subject is a declared reply (the month grid, the hours report): '' when it matches, else why not.

type Described = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>> };

export const describedReplies = async (inject: (options: InjectOptions) => Promise<LightMyRequestResponse>, headers: Record<string, string>) => {
  const document = (await inject({ method: 'GET', url: '/api/docs/json', headers })).json() as Described & { components: unknown };
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  // The document's own schemas, under an id of their own so that its `#/components/…` references resolve.
  ajv.addSchema(JSON.parse(JSON.stringify({ components: document.components }).replaceAll('"#/components/', '"api#/components/')), 'api');
  /** `template`: the described path (`/api/admin/month/sheet/{id}`). */
  return (method: 'get' | 'post' | 'put', template: string, reply: LightMyRequestResponse) => {
    const schema = document.paths[template]?.[method]?.responses[String(reply.statusCode)]?.content?.['application/json']?.schema;
    if (!schema) return `${method} ${template} describes no JSON reply for ${reply.statusCode}`;
    const check = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"api#/components/')));
    return check(reply.json()) ? '' : ajv.errorsText(check.errors);
  };
};

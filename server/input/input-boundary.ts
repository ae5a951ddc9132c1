import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors';
import { message, type Message } from '../i18n/message';
import { CONTROL_MESSAGE, isMultiLineText, isSingleLineText } from './safe-text';

// The one boundary every request crosses before a handler reads it (SPEC: bad input is a 400 naming the
// field, never a 500). It knows nothing of resources: per-field rules (single-line text, integer and date
// ranges) stay with the field types; this layer refuses what no field may hold:
// - a JSON body that is not valid UTF-8 (instead of storing U+FFFD);
// - control characters in any path segment, query value or key (tab and line breaks are allowed in body
//   text, where a long-text field may need them);
// - a path segment of digits beyond int4: every id in our tables is an int4;
// - lists longer than MAX_LIST_ITEMS and nesting deeper than MAX_DEPTH anywhere in a body or query.

/** The longest list a body may carry: a page of ids is at most 1000, a membership change a few hundred. */
export const MAX_LIST_ITEMS = 5000;
const MAX_DEPTH = 32;
const INT4_MAX = 2_147_483_647;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

type Where = 'params' | 'query' | 'body';

const refuse = (field: string, why: Message): never => {
  throw badRequest(message('{{field}}: {{why}}', { field, why }), { [field]: why });
};

/**
 * Where in the request a value sits: its keys and indexes from the top, kept as a trail the walk extends and
 * shortens, and joined into a field's name only for a refusal (most requests have none to make).
 */
type Trail = (string | number)[];
const fieldOf = (where: Where, trail: Trail) => (trail.length === 0 ? where : trail.join('.'));

const checkText = (where: Where, trail: Trail, text: string) => {
  const isFine = where === 'body' ? isMultiLineText(text) : isSingleLineText(text);
  if (!isFine) refuse(fieldOf(where, trail), CONTROL_MESSAGE);
  if (where === 'params' && /^\d+$/.test(text) && (text.length > 10 || Number(text) > INT4_MAX))
    refuse(fieldOf(where, trail), message('Must be a whole number up to {{max}}', { max: INT4_MAX }));
};

/** Walks a parsed value; keys are checked like values (a key is a field name the API will look up). */
const checkValue = (where: Where, trail: Trail, value: unknown): void => {
  if (trail.length > MAX_DEPTH) refuse(fieldOf(where, trail), message('Nested more than {{max}} levels', { max: MAX_DEPTH }));
  if (typeof value === 'string') return checkText(where, trail, value);
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return;
  if (Array.isArray(value)) {
    if (value.length > MAX_LIST_ITEMS) refuse(fieldOf(where, trail), message('At most {{max}} items in one list', { max: MAX_LIST_ITEMS }));
    for (let index = 0; index < value.length; index++) {
      trail.push(index);
      checkValue(where, trail, value[index]);
      trail.pop();
    }
    return;
  }
  for (const key of Object.keys(value)) {
    if (!isSingleLineText(key)) refuse(fieldOf(where, trail), message('A field name must not contain control characters'));
    trail.push(key);
    checkValue(where, trail, (value as Record<string, unknown>)[key]);
    trail.pop();
  }
};

export const checkRequestInput = (request: FastifyRequest) => {
  checkValue('params', [], request.params);
  checkValue('query', [], request.query);
  // A body parsed as text or left as a stream (the sign-in provider's own parsers) is not ours to judge.
  if (typeof request.body === 'object') checkValue('body', [], request.body);
};

export const registerInputBoundary = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(badRequest(message('The body is not valid UTF-8'), { body: message('Not valid UTF-8') }), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  // A callback, not an async hook: the check is synchronous (a refusal is thrown, and Fastify answers it as a 400).
  app.addHook('preValidation', (request, _reply, done) => {
    checkRequestInput(request);
    done();
  });
};

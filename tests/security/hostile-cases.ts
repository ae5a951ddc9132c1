// The hostile requests the suite throws, as fast-check arbitraries: texts with control characters and
// lone surrogates, numbers and dates beyond any column, prototype names, injection-looking strings, broken
// JSON and multipart bodies. Not a test file itself; tests/security/hostile-input.test.ts runs them.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f'];

/** Text a field, filter or segment must refuse or take harmlessly. */
export const hostileText = fc.oneof(
  fc.tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 6 })).map((parts) => parts.join('')),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__'),
  fc.constantFrom('2147483648', '99999999999', '-2147483649', '1e300', '-1e300', 'NaN', 'Infinity', '-0', '0x10', '1.5', '9007199254740993', '0', '-1'),
  fc.constantFrom('0000-01-01', '9999-12-31', '-000001-01-01', '2024-02-30', '0000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '1899-12-31'),
  fc.constantFrom("' OR 1=1 --", '%', '_', '\\', '../../etc/passwd', '<script>alert(1)</script>', '=HYPERLINK("http://x")', '${7*7}', '\u202Eexe.pdf', 'true', 'null'),
  fc.constantFrom('\ud800', 'a\udc00b', '\ufffe', '\u2028'),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ maxLength: 300, minLength: 260 }),
);

/** A JSON value of any shape, hostile at the leaves. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.constantFrom(2147483648, 1e300, -1e300, Number.MAX_SAFE_INTEGER + 2, 0.1, -1, 0, 1, 1.005, -2147483649),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A body object: some of the route's own field names and hostile keys, each with a hostile value. */
export const hostileBody = (fieldNames: readonly string[]) =>
  fc.oneof(
    fc.dictionary(fieldNames.length > 0 ? fc.oneof(fc.constantFrom(...fieldNames), hostileText) : hostileText, hostileValue, { minKeys: 1, maxKeys: 6 }),
    hostileValue,
  );

const QUERY_KEYS = ['_start', '_end', '_sort', '_order', '_where', 'q', 'term', 'id', 'id_gt', 'createdAt_gte', 'version_lt', 'year', 'month'];
const SUFFIXES = ['', '_ne', '_lt', '_gte', '_like', '_startswith'];

/** Query pairs on the route's fields and the list language's reserved keys. */
export const hostileQuery = (fieldNames: readonly string[]) =>
  fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...QUERY_KEYS),
        fieldNames.length > 0 ? fc.tuple(fc.constantFrom(...fieldNames), fc.constantFrom(...SUFFIXES)).map(([field, suffix]) => field + suffix) : fc.constantFrom('x'),
        hostileText,
      ),
      fc.oneof(hostileText, fc.constantFrom('[{"field":"__proto__","operator":"eq","value":1}]', '[{"operator":"or","value":[{"field":"id","operator":"gt","value":1e300}]}]', '{', '[]')),
    ),
    { minLength: 1, maxLength: 4 },
  );

/** Percent-encodes text for a URL; a lone surrogate becomes the invalid UTF-8 it would be on the wire. */
export const encodeSegment = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

export const queryString = (pairs: readonly (readonly [string, string])[]) => pairs.map(([key, value]) => `${encodeSegment(key)}=${encodeSegment(value)}`).join('&');

const BOUNDARY = 'hostileBoundary7MA4YWxk';
const part = (headers: string, content: string | Buffer) => Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** Raw bodies no parser should turn into a 500: broken JSON and UTF-8, and malformed multipart. */
export const hostileRawBodies: { name: string; headers: Record<string, string>; payload: Buffer }[] = [
  { name: 'invalid UTF-8 JSON', headers: { 'content-type': 'application/json' }, payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]) },
  { name: 'truncated JSON', headers: { 'content-type': 'application/json' }, payload: Buffer.from('{"name": "a') },
  { name: 'prototype pollution', headers: { 'content-type': 'application/json' }, payload: Buffer.from('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}') },
  { name: 'deep nesting', headers: { 'content-type': 'application/json' }, payload: Buffer.from(`${'['.repeat(5000)}${']'.repeat(5000)}`) },
  { name: 'a long list', headers: { 'content-type': 'application/json' }, payload: Buffer.from(JSON.stringify({ ids: Array.from({ length: 5001 }, (_, index) => index), userIds: Array.from({ length: 5001 }, (_, index) => index) })) },
  { name: 'an unknown charset', headers: { 'content-type': 'application/json; charset=latin1' }, payload: Buffer.from('{"a":1}') },
  { name: 'plain text', headers: { 'content-type': 'text/plain' }, payload: Buffer.from('\u0000\u0001') },
  { name: 'multipart without a boundary', headers: { 'content-type': 'multipart/form-data' }, payload: part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', PNG_HEAD) },
  { name: 'multipart with a wrong boundary', headers: { 'content-type': 'multipart/form-data; boundary=other' }, payload: part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', PNG_HEAD) },
  { name: 'multipart cut short', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', PNG_HEAD).subarray(0, 60) },
  { name: 'multipart part type with a control character', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: Buffer.concat([part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\u0001', PNG_HEAD), Buffer.from(`--${BOUNDARY}--\r\n`)]) },
  { name: 'multipart file name with a NUL', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: Buffer.concat([part('Content-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png', PNG_HEAD), Buffer.from(`--${BOUNDARY}--\r\n`)]) },
  { name: 'multipart HTML as a PDF', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: Buffer.concat([part('Content-Disposition: form-data; name="file"; filename="x.pdf"\r\nContent-Type: application/pdf', '<html><script>alert(1)</script></html>'), Buffer.from(`--${BOUNDARY}--\r\n`)]) },
  { name: 'multipart text field with a NUL', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: Buffer.concat([part('Content-Disposition: form-data; name="comment"', 'a\u0000b'), Buffer.from(`--${BOUNDARY}--\r\n`)]) },
];

export type HostileCase = { path: string; query: string; body?: Pick<InjectOptions, 'headers' | 'payload'> };

/** One request on one route pattern: its `:params` hostile (or a small id), a hostile query and body. */
export const hostileCase = (route: { method: string; url: string }, fieldNames: readonly string[]): fc.Arbitrary<HostileCase> => {
  const params = route.url.split('/').filter((segment) => segment.startsWith(':'));
  const segment = fc.oneof(hostileText.map(encodeSegment), fc.constantFrom('1', '2', '3'));
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const body: fc.Arbitrary<HostileCase['body']> = hasBody
    ? fc.oneof(
        { weight: 3, arbitrary: hostileBody(fieldNames).map((value) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(value) ?? 'null' })) },
        { weight: 1, arbitrary: fc.constantFrom(...hostileRawBodies).map(({ headers, payload }) => ({ headers, payload })) },
      )
    : fc.constant(undefined);
  return fc.record({
    path: fc.tuple(...params.map(() => segment)).map((values) => {
      let index = 0;
      return route.url.replace(/:[A-Za-z_]+/g, () => values[index++]);
    }),
    query: fc.oneof(fc.constant(''), hostileQuery(fieldNames).map(queryString)),
    body,
  });
};

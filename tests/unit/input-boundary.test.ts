import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../server/errors';
import { checkRequestInput } from '../../server/input/input-boundary';

// The boundary every request crosses (server/input/input-boundary.ts): what it refuses, and the field it names.

const requestWith = (parts: { params?: unknown; query?: unknown; body?: unknown }) => ({ params: {}, query: {}, ...parts }) as unknown as FastifyRequest;

/** The field a refusal names, or undefined when the request passes. */
const refusedField = (parts: Parameters<typeof requestWith>[0]) => {
  try {
    checkRequestInput(requestWith(parts));
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    expect(error.status).toBe(400);
    return Object.keys(error.errors ?? {})[0];
  }
};

test('clean params, query and body pass, tab and line breaks in body text included', () => {
  expect(refusedField({ params: { id: '12' }, query: { name_contains: 'Rossi', id: ['1', '2'] }, body: { notes: 'a\tb\r\nc', lines: [{ hours: 8 }] } })).toBeUndefined();
});

test('a control character is refused under the name of the field that holds it, however deep', () => {
  expect(refusedField({ query: { name: 'a\u0000b' } })).toBe('name');
  expect(refusedField({ query: { id: ['1', '2\u0007'] } })).toBe('id.1');
  expect(refusedField({ body: { lines: [{ hours: 8 }, { note: 'x\u001by' }] } })).toBe('lines.1.note');
  expect(refusedField({ params: { id: 'a\u0085' } })).toBe('id');
  // A line break is text in a body, not in a query.
  expect(refusedField({ query: { name: 'a\nb' } })).toBe('name');
});

test('a key with a control character is refused under the name of the object that holds it', () => {
  expect(refusedField({ body: { lines: [{ ['bad\u0000key']: 1 }] } })).toBe('lines.0');
  expect(refusedField({ query: { ['x\u0001']: '1' } })).toBe('query');
});

test('a path segment of digits beyond int4, a list too long and nesting too deep are refused', () => {
  expect(refusedField({ params: { id: '2147483648' } })).toBe('id');
  expect(refusedField({ params: { id: '2147483647' } })).toBeUndefined();
  expect(refusedField({ body: { ids: Array.from({ length: 5001 }, (_, index) => index) } })).toBe('ids');
  let deep: unknown = 'leaf';
  for (let level = 0; level < 40; level++) deep = { d: deep };
  expect(refusedField({ body: deep })).toMatch(/^d(\.d)+$/);
  let shallow: unknown = 'leaf';
  for (let level = 0; level < 30; level++) shallow = { d: shallow };
  expect(refusedField({ body: shallow })).toBeUndefined();
});

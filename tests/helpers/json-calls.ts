import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

/** A stored row as the API answers it. */
export type JsonRow = Record<string, unknown> & { id: number; version: number };

/**
 * The API's JSON calls as one test caller makes them (`headers`, from tests/helpers/test-caller.ts; another
 * caller's headers may be given per call). `app` is read at each call: the test app starts in `beforeAll`.
 */
export const jsonCalls = (app: () => FastifyInstance, headers: Record<string, string>) => {
  const inject = (options: InjectOptions) => app().inject(options);
  /** PUT a new row: it must be created (201); answers the stored row. */
  const create = async (url: string, payload: Record<string, unknown>, as = headers) => {
    const response = await inject({ method: 'PUT', url, headers: as, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as JsonRow;
  };
  const read = async (url: string, as = headers) => (await inject({ method: 'GET', url, headers: as })).json() as JsonRow;
  const post = (url: string, payload: Record<string, unknown> = {}, as = headers) => inject({ method: 'POST', url, headers: as, payload });
  return { inject, create, read, post };
};

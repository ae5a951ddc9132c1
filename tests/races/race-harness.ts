// What the race suite shares: the API on a copy of the demo firm, and a burst of identical requests sent at
// once. On PostgreSQL `inject` calls run side by side on the pool's connections (a real race); PGlite has one
// connection and serialises them, so there the suite checks the same outcomes without the overlap.
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestDatabaseKind } from '../helpers/databases';
import { startTestApp, type TestApp } from '../helpers/api-app';
import { as, callerWith } from '../helpers/test-caller';

/** How many identical requests each burst sends at once (the issue asks for 8 to 16). */
export const BURST = 12;

export const admin = as(callerWith(['ADMIN'], { username: 'race-admin' }));

export type RaceApp = TestApp & { inject: (options: InjectOptions) => Promise<LightMyRequestResponse>; count: (table: string, where?: ReturnType<typeof sql>) => Promise<number> };

export const startRaceApp = async (kind: TestDatabaseKind): Promise<RaceApp> => {
  const started = await startTestApp(kind, { database: 'seeded' });
  const { db } = started.app.portal;
  return {
    ...started,
    inject: (options) => started.app.inject(options),
    count: async (table, where) => {
      const result = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} ${where ? sql`where ${where}` : sql``}`)) as unknown as { rows: { n: number }[] };
      return result.rows[0].n;
    },
  };
};

/** The same request `times` times at once; each answer's status and body. */
export const burst = async (app: RaceApp, request: () => InjectOptions, times = BURST) => {
  const responses = await Promise.all(Array.from({ length: times }, () => app.inject(request())));
  return responses.map((response) => ({ status: response.statusCode, body: response.body }));
};

const isSuccess = (status: number) => status === 200 || status === 201;

/** Only successes (200, or 201 for a create) and 409s in the JSON error shape, and how many of each. */
export const tally = (answers: { status: number; body: string }[]) => {
  const odd = answers.filter((answer) => !isSuccess(answer.status) && answer.status !== 409);
  const conflicts = answers.filter((answer) => answer.status === 409);
  return {
    odd: odd.map((answer) => `${answer.status} ${answer.body.slice(0, 200)}`),
    ok: answers.length - odd.length - conflicts.length,
    /** The bodies of the successes. */
    bodies: answers.filter((answer) => isSuccess(answer.status)).map((answer) => answer.body),
    conflicts: conflicts.length,
    isErrorShaped: conflicts.every((answer) => typeof (JSON.parse(answer.body) as { message?: unknown }).message === 'string'),
  };
};

// The two caches in front of every request: a caller is kept for its time and no longer, a token until its `exp`
// (server/auth/known-callers.ts, verified-tokens.ts). Both check the clock themselves; the clock here is vitest's.
import { createKnownCallers } from '../../server/auth/known-callers';
import type { Caller } from '../../server/auth/caller';
import { keepingVerifiedTokens } from '../../server/auth/verified-tokens';

const START = new Date('2026-11-27T08:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

test('a caller is read once, given to each request as its own copy, and read again once its time is over', async () => {
  const callers = createKnownCallers({ keptForMs: 60_000 });
  let reads = 0;
  const resolve = async (): Promise<Caller> => ({ userId: ++reads, username: 'anna', name: 'Anna', employeeId: null, roles: ['EMPLOYEE'] });
  const first = await callers.callerOf('anna', resolve);
  const second = await callers.callerOf('anna', resolve);
  expect(reads).toBe(1);
  expect(second).toEqual(first);
  expect(second).not.toBe(await callers.callerOf('anna', resolve));
  vi.setSystemTime(START.getTime() + 59_999);
  expect((await callers.callerOf('anna', resolve)).userId).toBe(1);
  vi.setSystemTime(START.getTime() + 60_000);
  expect((await callers.callerOf('anna', resolve)).userId).toBe(2);
  callers.forget();
  expect((await callers.callerOf('anna', resolve)).userId).toBe(3);
});

test('a token is verified once and again once its exp has come', async () => {
  let verifications = 0;
  const exp = START.getTime() / 1000 + 30;
  const verify = keepingVerifiedTokens(async () => ({ exp, sub: `check ${++verifications}` }));
  expect((await verify('token-a')).sub).toBe('check 1');
  vi.setSystemTime(START.getTime() + 29_999);
  expect((await verify('token-a')).sub).toBe('check 1');
  vi.setSystemTime(START.getTime() + 30_000);
  expect((await verify('token-a')).sub).toBe('check 2');
  expect((await verify('token-b')).sub).toBe('check 3');
});

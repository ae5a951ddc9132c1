import { monthRangeOf, weekRangeOf } from '../../../modules/workout/domain/workout-periods';
import type { Caller } from '../../../server/auth/caller';
import { testDatabaseKinds } from '../../helpers/databases';
import { employeeRow, useShellApi } from '../../helpers/shell-api';
import { as, callerWith } from '../../helpers/test-caller';

// The Fit{product} area: workouts logged on the own path from the admin's activity list, the employee's
// week and month totals, and the month's team board, where only those who opted in are shown to others.

type Json = Record<string, unknown> & { id: number };

describe('workout periods', () => {
  test.each([
    ['2026-11-18', { from: '2026-11-16', to: '2026-11-22' }],
    ['2026-11-16', { from: '2026-11-16', to: '2026-11-22' }],
    ['2026-11-22', { from: '2026-11-16', to: '2026-11-22' }],
    ['2026-12-31', { from: '2026-12-28', to: '2027-01-03' }],
  ])('the week of %s runs Monday to Sunday', (day, range) => expect(weekRangeOf(day)).toEqual(range));
  test('the month of a day, leap February included', () => {
    expect(monthRangeOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRangeOf('2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});

describe.each(testDatabaseKinds)('the workout area on %s', (kind) => {
  const { inject, insert } = useShellApi(kind);
  const admin = as(callerWith(['ADMIN'], { username: 'ada' }));
  let anna: Caller;
  let bruno: Caller;
  let running: Json;
  let yoga: Json;
  let retired: Json;

  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, caller: Caller | Record<string, string>, payload?: object) => {
    const response = await inject({ method, url: `/api${url}`, headers: 'roles' in caller ? as(caller as Caller) : (caller as Record<string, string>), payload });
    return { status: response.statusCode, body: response.json() as Json };
  };
  const log = (caller: Caller, workout: Record<string, unknown>) => call('PUT', '/workouts', caller, workout);

  beforeAll(async () => {
    const activity = async (payload: object) => {
      const { status, body } = await call('PUT', '/admin/workout_activities', admin, payload);
      expect(status).toBe(201);
      return body;
    };
    running = await activity({ name: `Running ${kind}`, hasDistance: true });
    yoga = await activity({ name: `Yoga ${kind}` });
    retired = await activity({ name: `Squash ${kind}`, isActive: false });
    const employee = async (firstName: string) => {
      const row = await insert('employees', employeeRow({ firstName }));
      return callerWith(['EMPLOYEE'], { username: firstName.toLowerCase(), employeeId: row.id });
    };
    anna = await employee('Anna');
    bruno = await employee('Bruno');
  });

  test('the activity list is the admin\'s; an employee reads it only through the lookup', async () => {
    expect((await call('PUT', '/admin/workout_activities', anna, { name: 'Padel' })).status).toBe(403);
    expect((await call('GET', '/admin/workout_activities', anna)).status).toBe(403);
    expect((await call('GET', '/lookup/workoutActivities', anna)).status).toBe(200);
  });

  test('a workout names an offered activity, whose name it keeps', async () => {
    const logged = await log(anna, { activityId: running.id, date: '2026-11-16', minutes: 30, distanceKm: 5.25 });
    expect(logged.status).toBe(201);
    expect(logged.body).toMatchObject({ activity: `Running ${kind}`, employeeId: anna.employeeId, minutes: 30, distanceKm: 5.25 });
    const missing = await log(anna, { date: '2026-11-16', minutes: 30 });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors as object)).toContain('activityId');
    const stale = await log(anna, { activityId: retired.id, date: '2026-11-16', minutes: 30 });
    expect(stale.status).toBe(400);
    expect(stale.body.errors).toMatchObject({ activityId: 'Not offered' });
    expect((await log(anna, { activityId: yoga.id, date: '2026-11-16', minutes: 0 })).status).toBe(400);
  });

  test('week and month totals of the employee', async () => {
    await log(anna, { activityId: yoga.id, date: '2026-11-18', minutes: 45 });
    await log(anna, { activityId: running.id, date: '2026-11-02', minutes: 60, distanceKm: 10.1 });
    await log(anna, { activityId: running.id, date: '2026-10-31', minutes: 20, distanceKm: 3 });
    await log(bruno, { activityId: running.id, date: '2026-11-17', minutes: 90, distanceKm: 15 });
    const { status, body } = await call('GET', '/workouts/totals?date=2026-11-18', anna);
    expect(status).toBe(200);
    // Anna's: the 16th (30 min, 5.25 km, from the test before) and the 18th in the week; the 2nd too in the month.
    expect(body).toEqual({
      week: { from: '2026-11-16', to: '2026-11-22', count: 2, minutes: 75, distanceKm: 5.25 },
      month: { from: '2026-11-01', to: '2026-11-30', count: 3, minutes: 135, distanceKm: 15.35 },
    });
    expect((await call('GET', '/workouts/totals?date=2026-13-01', anna)).status).toBe(400);
  });

  test('the team board shows colleagues only once they opt in, and always one\'s own line', async () => {
    const board = async (caller: Caller) => (await call('GET', '/workouts/team_board?year=2026&month=11', caller)).body as unknown as { isShared: boolean; rows: Json[] };
    // Who is on the board (in id order), and that it lists most minutes first.
    const namesOn = async (caller: Caller) => {
      const { rows } = await board(caller);
      const minutes = rows.map((row) => Number(row.minutes));
      expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
      return rows.map((row) => Number(row.employeeId)).sort((a, b) => a - b);
    };
    await log(bruno, { activityId: running.id, date: '2026-11-20', minutes: 25 });

    expect(await namesOn(anna)).toEqual([anna.employeeId]);
    expect((await board(anna)).isShared).toBe(false);
    expect((await call('POST', '/workouts/team_board', bruno, { isShared: true })).body).toEqual({ isShared: true });
    // Anna sees him now, beside herself.
    expect(await namesOn(anna)).toEqual([anna.employeeId, bruno.employeeId]);
    expect((await board(anna)).rows.find((row) => row.employeeId === bruno.employeeId)).toMatchObject({ isMe: false, isShared: true });
    expect((await board(anna)).rows.find((row) => row.employeeId === anna.employeeId)).toMatchObject({ isMe: true, isShared: false });
    expect((await board(bruno)).isShared).toBe(true);

    await call('POST', '/workouts/team_board', bruno, { isShared: false });
    expect(await namesOn(anna)).toEqual([anna.employeeId]);
    expect((await call('POST', '/workouts/team_board', bruno, {})).status).toBe(400);
    expect((await call('GET', '/workouts/team_board?year=2026', anna)).status).toBe(400);
  });

  test('an employee reads only their own workouts', async () => {
    const mine = (await call('GET', '/workouts', bruno)).body as unknown as Json[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.employeeId === bruno.employeeId)).toBe(true);
  });
});

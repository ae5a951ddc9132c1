import { fixedFirmToday, fixFirmToday } from '../../resources/firm-calendar';
import { testDatabaseKinds } from '../helpers/databases';
import { employeeRow, useShellApi } from '../helpers/shell-api';
import { as, callerWith } from '../helpers/test-caller';

// The server's "today" is the firm's day in Europe/Rome: at 00:30 in Rome (23:30 UTC the day before) a record
// whose date defaults to today gets Rome's date, not UTC's yesterday.
describe.each(testDatabaseKinds)("the firm's today on %s", (kind) => {
  const { inject, insert } = useShellApi(kind);
  // This test moves the clock itself: a run with PORTAL_TODAY set lets go of its fixed day here, and gets it back.
  const runsFixedDay = fixedFirmToday();
  beforeEach(() => fixFirmToday(undefined));
  afterEach(() => {
    vi.useRealTimers();
    fixFirmToday(runsFixedDay);
  });

  test('a workout logged at 00:30 in Rome without a date is on the Rome day', async () => {
    const admin = as(callerWith(['ADMIN'], { username: 'ada' }));
    const activity = await inject({ method: 'PUT', url: '/api/admin/workout_activities', headers: admin, payload: { name: `Walking ${kind}` } });
    expect(activity.statusCode).toBe(201);
    const employee = await insert('employees', employeeRow({ firstName: 'Notte' }));
    const owner = as(callerWith(['EMPLOYEE'], { username: 'notte', employeeId: employee.id }));

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T23:30:00Z'));
    const logged = await inject({ method: 'PUT', url: '/api/workouts', headers: owner, payload: { activityId: activity.json().id, minutes: 20 } });
    expect(logged.statusCode).toBe(201);
    expect(logged.json().date).toBe('2026-11-26');

    // The totals' week is Rome's: on Sunday 29 November at 23:30 UTC it is Monday 30 November in Rome, a new week.
    vi.setSystemTime(new Date('2026-11-29T23:30:00Z'));
    const totals = await inject({ method: 'GET', url: '/api/workouts/totals', headers: owner });
    expect(totals.statusCode).toBe(200);
    expect(totals.json().week).toMatchObject({ from: '2026-11-30', to: '2026-12-06' });
  });
});

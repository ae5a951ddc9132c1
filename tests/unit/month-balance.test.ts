// One employee's month (modules/pm/domain/month-balance.ts): working days at the contract's daily hours, leave
// and permissions counted as done, rounded half-up to 2 decimals.
import { monthBalance } from '../../modules/pm/domain/month-balance';

test('April 2026 at 36 hours a week: Easter Monday off, a day of leave and a permission of its own hours', () => {
  const balance = monthBalance({
    first: '2026-04-01',
    last: '2026-04-30',
    employee: { hireDate: '2020-01-01', endDate: null },
    contracts: [{ startDate: '2020-01-01', weeklyHours: 36 }],
    leave: [
      { startDate: '2026-04-07', endDate: '2026-04-07', hours: null },
      { startDate: '2026-04-08', endDate: '2026-04-08', hours: 2.5 },
      // On Easter Monday nothing was expected, so nothing counts.
      { startDate: '2026-04-06', endDate: '2026-04-06', hours: null },
    ],
    booked: 140.3,
  });
  // 22 weekdays, Easter Monday (6 April) off; Liberation Day falls on a Saturday.
  expect(balance).toEqual({ workingDays: 21, expected: 151.2, booked: 140.3, leave: 9.7, balance: -1.2, overtime: 0, missing: 1.2 });
});

test('a contract that changes within the month, and a hire in its middle', () => {
  const balance = monthBalance({
    first: '2026-03-01',
    last: '2026-03-31',
    employee: { hireDate: '2026-03-16', endDate: null },
    contracts: [
      { startDate: '2026-03-16', endDate: '2026-03-22', weeklyHours: 20 },
      { startDate: '2026-03-23', weeklyHours: 40 },
    ],
    leave: [],
    booked: 100,
  });
  // 16–20 March at 4 h, 23–31 March (7 weekdays) at 8 h.
  expect(balance).toEqual({ workingDays: 12, expected: 76, booked: 100, leave: 0, balance: 24, overtime: 24, missing: 0 });
});

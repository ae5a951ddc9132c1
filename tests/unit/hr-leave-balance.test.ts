import { balancesOf, workingDaysBetween, type BalanceRequest } from '../../modules/hr/domain/leave-balance';

// Balances on worked examples (hours): CCNL defaults FER 208 h, ROL 72 h a year for 40 h a week.

const causes = [
  { id: 1, code: 'FER', name: 'Ferie' },
  { id: 2, code: 'ROL', name: 'Permesso ROL' },
  { id: 3, code: 'MAL', name: 'Malattia' },
];
const today = '2031-06-30';
const fer = (startDate: string, endDate: string, state = 'Approved', hours: number | null = null): BalanceRequest => ({ exceptionId: 1, startDate, endDate, state, hours });
const balance = (input: Partial<Parameters<typeof balancesOf>[0]>) =>
  balancesOf({ year: 2031, today, employee: { hireDate: '2020-01-01' }, contracts: [{ startDate: '2020-01-01', weeklyHours: 40 }], causes, requests: [], ...input });

describe('leave balances', () => {
  test('working days skip weekends and Italian public holidays (Ferragosto)', () => {
    expect(workingDaysBetween('2030-08-12', '2030-08-18')).toEqual(['2030-08-12', '2030-08-13', '2030-08-14', '2030-08-16']);
  });

  test('working days across a year end: Christmas, Santo Stefano, New Year and Epiphany off', () => {
    expect(workingDaysBetween('2026-12-23', '2027-01-07')).toEqual([
      '2026-12-23', '2026-12-24', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-04', '2027-01-05', '2027-01-07',
    ]);
    expect(workingDaysBetween('2027-01-07', '2027-01-07')).toEqual(['2027-01-07']);
    expect(workingDaysBetween('2027-01-08', '2027-01-07')).toEqual([]);
  });

  test('a month asked again gets the kept days, which no caller can change; a long span is walked whole', () => {
    const november = workingDaysBetween('2026-11-01', '2026-11-30');
    expect(november).toHaveLength(21);
    expect(workingDaysBetween('2026-11-01', '2026-11-30')).toBe(november);
    expect(() => (november as string[]).push('2026-11-31')).toThrow(TypeError);
    expect(workingDaysBetween('2026-11-01', '2026-11-30')).toHaveLength(21);
    const twoYears = workingDaysBetween('2025-01-01', '2026-12-31');
    expect(twoYears).toHaveLength(505);
    expect(twoYears.at(-1)).toBe('2026-12-31');
  });

  test('full time: the whole allowance, only for causes that have one', () => {
    const [holidays, rol] = balance({});
    expect(balance({}).map((row) => row.code)).toEqual(['FER', 'ROL']);
    expect(holidays).toMatchObject({ entitlement: 208, carriedOver: 208, taken: 0, left: 416 });
    expect(rol).toMatchObject({ entitlement: 72 });
  });

  test('part time at 20 hours: half the allowance, days count 4 hours', () => {
    const [holidays] = balance({ contracts: [{ startDate: '2020-01-01', weeklyHours: 20 }], requests: [fer('2030-01-01', '2030-12-31', 'Refused'), fer('2031-01-07', '2031-01-09')] });
    expect(holidays).toMatchObject({ entitlement: 104, carriedOver: 104, taken: 12, left: 196 });
  });

  test('hired in June: seven months of accrual, nothing carried over', () => {
    const [holidays] = balance({ employee: { hireDate: '2031-06-01' }, contracts: [{ startDate: '2031-06-01', weeklyHours: 40 }] });
    expect(holidays).toMatchObject({ entitlement: 121.33, carriedOver: 0, left: 121.33 });
  });

  test('carry-over, taken, planned and pending on a full-time year', () => {
    const requests = [
      fer('2030-08-05', '2030-08-16'), // 9 working days last year (Ferragosto excluded): 72 h
      fer('2031-01-07', '2031-01-09'), // taken: 24 h
      fer('2031-08-04', '2031-08-08'), // planned: 40 h
      fer('2031-07-01', '2031-07-01', 'Reviewing'), // pending: 8 h
      fer('2031-07-02', '2031-07-02', 'Refused'),
      { exceptionId: 2, startDate: '2031-03-03', endDate: '2031-03-03', state: 'Approved', hours: 3 },
    ];
    const [holidays, rol] = balance({ requests });
    expect(holidays).toEqual({ exceptionId: 1, code: 'FER', name: 'Ferie', entitlement: 208, carriedOver: 136, taken: 24, planned: 40, pending: 8, left: 272, dailyHours: 8 });
    expect(rol).toMatchObject({ taken: 3, carriedOver: 72, left: 141 });
  });

  test('an opening figure at go-live: that year counts from the day, the next carries over what was left', () => {
    const openings = [{ exceptionId: 1, countedOn: '2031-07-01', hoursLeft: 100 }];
    const requests = [fer('2031-03-03', '2031-03-07'), fer('2031-07-07', '2031-07-11')];
    const july = workingDaysBetween('2031-07-07', '2031-07-11').length * 8;
    const [holidays, rol] = balance({ requests, openings });
    // July to December accrue (six months of 208 h a year); the March request lies inside the opening figure.
    expect(holidays).toMatchObject({ carriedOver: 100, entitlement: 104, taken: 0, planned: july, left: 204 - july });
    // A cause without an opening figure is counted as before.
    expect(rol).toMatchObject({ carriedOver: 72, entitlement: 72 });
    const [nextYear] = balance({ year: 2032, today: '2032-01-10', requests, openings });
    expect(nextYear).toMatchObject({ carriedOver: 204 - july, entitlement: 208 });
  });
});

import { afterEach, beforeEach } from 'vitest';
import dated from '../dated-suites.json';
import { fixedFirmToday, fixFirmToday } from '../../resources/firm-calendar';

// The days that break date code (tests/dated-suites.json), for unit tests that run themselves on each of them in
// process: the firm calendar's today is fixed through its one function, which costs milliseconds, where
// `npm run test:dates` runs whole suites (with a server and a seed) once per day.

/** Each listed day, with why it is listed. */
export const FIXED_DAYS: readonly { day: string; why: string }[] = dated.days;

/** In a describe block: its tests run with the firm's today fixed to `day`, and the run's own day is given back after. */
export const onFixedDay = (day: string) => {
  const runsDay = fixedFirmToday();
  beforeEach(() => fixFirmToday(day));
  afterEach(() => fixFirmToday(runsDay));
};

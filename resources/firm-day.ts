// The firm's calendar day (Europe/Rome), not UTC's: a course due "today" or a certificate expiring "today"
// follows the office's clock, also between midnight and 01:00/02:00 UTC.
const ROME = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Rome as `YYYY-MM-DD`. */
export const firmToday = (now: Date = new Date()): string => ROME.format(now);

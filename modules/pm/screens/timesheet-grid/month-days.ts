import { publicHolidayOn } from '../../../../resources/italian-public-holidays';
import { weekdayShortName } from '../../../../src/i18n';

// The days of a month as the grid's columns: weekends, Italian public holidays (the table written from the
// date-holidays rules, so Easter Monday and the rest move with the calendar) and the firm's own closing days
// (modules/firm) marked.

export type GridDay = {
  /** YYYY-MM-DD */
  date: string;
  dayOfMonth: number;
  /** Mon, Tue, … */
  weekday: string;
  isWeekend: boolean;
  /** The public holiday's or the firm's closing day's name, if the day is one. */
  holiday?: string;
};

const pad = (value: number) => String(value).padStart(2, '0');

export const isoDay = (year: number, month: number, dayOfMonth: number) => `${year}-${pad(month)}-${pad(dayOfMonth)}`;

export const holidayOn = (date: string): string | undefined => publicHolidayOn(date);

/** The month's days; `closingDays` (day → name) are the firm's own, off like a public holiday. */
export const monthDays = (year: number, month: number, closingDays: ReadonlyMap<string, string> = new Map()): GridDay[] => {
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => {
    const date = isoDay(year, month, index + 1);
    const weekday = new Date(Date.UTC(year, month - 1, index + 1)).getUTCDay();
    return { date, dayOfMonth: index + 1, weekday: weekdayShortName(weekday), isWeekend: weekday === 0 || weekday === 6, holiday: holidayOn(date) ?? closingDays.get(date) };
  });
};

export const isWorkingDay = (day: GridDay) => !day.isWeekend && !day.holiday;

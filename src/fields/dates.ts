import dayjs, { type Dayjs } from 'dayjs';
import { localeSettings } from '../i18n/current-locale';

// Dates as the reader's language writes them (SPEC §9: mm/dd/yy in English; dd/mm/yyyy in Italian), weeks
// starting on the locale's first day (src/i18n/locales.ts). The wire format is always ISO.

export const WIRE_DATE = 'YYYY-MM-DD';

/** The display formats of the language in force. */
export const displayDateFormat = () => localeSettings().date;
export const displayDateTimeFormat = () => localeSettings().dateTime;

/** A format's four-digit-year form (`MM/DD/YY` → `MM/DD/YYYY`); a format that has one is its own. */
const withFullYear = (format: string) => (format.includes('YYYY') ? format : format.replace('YY', 'YYYY'));

/**
 * What a date input accepts when typed: the language's format first (the one it shows), then its four-digit-year
 * form, then ISO. A picker commits each valid prefix while one types, so `02/16/20` is taken on the way to
 * `02/16/2027`; with the four-digit form listed, the whole text wins and the year stays 2027, not 2020. (A short
 * year is not offered where the language writes four digits: its prefix would be committed and re-shown in full.)
 */
export const typedDateFormats = (format = displayDateFormat()) => [...new Set([format, withFullYear(format), WIRE_DATE])];
export const typedDateTimeFormats = (format = displayDateTimeFormat()) => [...new Set([format, withFullYear(format), `${WIRE_DATE} HH:mm`])];

/**
 * What a month picker accepts when typed: the language's month (`MM/YYYY`, a four-digit year, which it shows) and
 * ISO's `YYYY-MM`; antd shows the first and parses with any.
 */
export const typedMonthFormats = (shown = localeSettings().month) => [...new Set([shown, localeSettings().month, 'YYYY-MM'])];

const parse = (value: unknown): Dayjs | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return undefined;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : undefined;
};

export const formatDate = (value: unknown, format = displayDateFormat()): string => parse(value)?.format(format) ?? '';
export const formatDateTime = (value: unknown): string => formatDate(value, displayDateTimeFormat());
/** A day without its year, where the year is plain from around it (a chart's axis, a month's board). */
export const formatDayMonth = (value: unknown): string => formatDate(value, localeSettings().dayMonth);

/** A picker's value → the `YYYY-MM-DD` the API stores (a calendar day, no time zone). */
export const toWireDate = (value: Dayjs | null | undefined): string | undefined => value?.format(WIRE_DATE);

export const toDayjs = (value: unknown): Dayjs | undefined => parse(value);

/**
 * A day as a person types it in the language's order (month first in English, day first in Italian): one or two
 * digits for the day and the month, a two-digit year read as 20YY or a four-digit one, any of / . - or a space
 * between; or ISO's YYYY-MM-DD. Undefined when the text names no day of the calendar (`2/30/27`, `16/2`).
 */
export const readTypedDay = (text: string, format = displayDateFormat()): Dayjs | undefined => {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const parts = iso ? [iso[2], iso[3], iso[1]] : trimmed.split(/\s*[/.\-\s]\s*/);
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part))) return undefined;
  const isMonthFirst = iso !== null || format.indexOf('M') < format.indexOf('D');
  const [month, day] = (isMonthFirst ? [parts[0], parts[1]] : [parts[1], parts[0]]).map(Number);
  const yearText = parts[2];
  if (parts[0].length > 2 || parts[1].length > 2 || (yearText.length !== 2 && yearText.length !== 4)) return undefined;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const parsed = dayjs(new Date(year, month - 1, day));
  // Date rolls 2/30 over into March: a day that is not on the calendar is not read.
  return month >= 1 && month <= 12 && parsed.isValid() && parsed.year() === year && parsed.month() === month - 1 && parsed.date() === day ? parsed : undefined;
};

/** A day and an optional time (`2/16/27 9:30`, `16/2/27 09:30`): the day as `readTypedDay` reads it. */
export const readTypedMoment = (text: string): Dayjs | undefined => {
  const match = /^(.*?)(?:\s+(\d{1,2}):(\d{2}))?$/.exec(text.trim());
  const day = match ? readTypedDay(match[1]) : undefined;
  if (!day || !match) return undefined;
  const [hour, minute] = [Number(match[2] ?? 0), Number(match[3] ?? 0)];
  return hour <= 23 && minute <= 59 ? day.hour(hour).minute(minute) : undefined;
};

/**
 * A month as a person types it in the language's order (month, then year): one or two digits for the month, a
 * two-digit year read as 20YY or a four-digit one, any of / . - or a space between (`2/27`, `02/2027`); or ISO's
 * YYYY-MM. Undefined when the text names no month (`13/27`, `2`). The first day of the month.
 */
export const readTypedMonth = (text: string, format = localeSettings().month): Dayjs | undefined => {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})$/.exec(trimmed);
  const parts = iso ? [iso[2], iso[1]] : trimmed.split(/\s*[/.\-\s]\s*/);
  if (parts.length !== 2 || parts.some((part) => !/^\d+$/.test(part))) return undefined;
  const [monthText, yearText] = iso !== null || format.indexOf('M') < format.indexOf('Y') ? parts : [parts[1], parts[0]];
  if (monthText.length > 2 || (yearText.length !== 2 && yearText.length !== 4)) return undefined;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 ? dayjs(new Date(year, month - 1, 1)) : undefined;
};

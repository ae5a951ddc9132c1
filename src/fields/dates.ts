import dayjs, { type Dayjs } from 'dayjs';
import { localeSettings } from '../i18n/current-locale';

// Dates as the reader's language writes them (SPEC §9: mm/dd/yy in English; dd/mm/yyyy in Italian), weeks
// starting on the locale's first day (src/i18n/locales.ts). The wire format is always ISO.

export const WIRE_DATE = 'YYYY-MM-DD';

/** The display formats of the language in force. */
export const displayDateFormat = () => localeSettings().date;
export const displayDateTimeFormat = () => localeSettings().dateTime;

const parse = (value: unknown): Dayjs | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return undefined;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : undefined;
};

export const formatDate = (value: unknown, format = displayDateFormat()): string => parse(value)?.format(format) ?? '';
export const formatDateTime = (value: unknown): string => formatDate(value, displayDateTimeFormat());

/** A picker's value → the `YYYY-MM-DD` the API stores (a calendar day, no time zone). */
export const toWireDate = (value: Dayjs | null | undefined): string | undefined => value?.format(WIRE_DATE);

export const toDayjs = (value: unknown): Dayjs | undefined => parse(value);

import dayjs, { type Dayjs } from 'dayjs';
import updateLocale from 'dayjs/plugin/updateLocale';
import 'dayjs/locale/en';

// SPEC §9: dates shown mm/dd/yy, weeks starting on Sunday, English labels. The wire format is ISO.
dayjs.extend(updateLocale);
dayjs.locale('en');
dayjs.updateLocale('en', { weekStart: 0 });

export const DISPLAY_DATE = 'MM/DD/YY';
export const DISPLAY_DATE_TIME = 'MM/DD/YY HH:mm';
export const WIRE_DATE = 'YYYY-MM-DD';

const parse = (value: unknown): Dayjs | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return undefined;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : undefined;
};

export const formatDate = (value: unknown, format = DISPLAY_DATE): string => parse(value)?.format(format) ?? '';

/** A picker's value → the `YYYY-MM-DD` the API stores (a calendar day, no time zone). */
export const toWireDate = (value: Dayjs | null | undefined): string | undefined => value?.format(WIRE_DATE);

export const toDayjs = (value: unknown): Dayjs | undefined => parse(value);

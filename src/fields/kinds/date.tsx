import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { KeyboardEvent } from 'react';
import type { DateField, DateTimeField } from '../../../resources/vocabulary';
import { formatDate, formatDateTime, toDayjs, toWireDate, typedDateFormats, typedDateTimeFormats, WIRE_DATE } from '../dates';
import { EMPTY_VALUE } from '../labels';
import { DATE_OPERATORS } from '../operators';
import type { FieldKind, InputProps } from '../types';
import { firmTodayDayjs } from '../../config/firm-today';

/**
 * Enter confirms the typed date inside the picker; it must not also submit the surrounding form (the
 * browser's implicit submission), so a half-filled form is never sent by finishing a date.
 */
const keepEnterInPicker = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** A calendar day: the picker shows the language's date format and the form holds `YYYY-MM-DD`. */
const DayInput = ({ field: _field, context: _context, value, onChange, ...rest }: InputProps<DateField | DateTimeField>) => (
  <DatePicker
    {...rest}
    style={{ width: '100%' }}
    format={typedDateFormats()}
    onKeyDown={keepEnterInPicker}
    value={toDayjs(value) ?? null}
    onChange={(next) => onChange?.(toWireDate(next) ?? null)}
  />
);

const MomentInput = ({ field: _field, context: _context, value, onChange, ...rest }: InputProps<DateTimeField>) => (
  <DatePicker
    {...rest}
    showTime={{ format: 'HH:mm' }}
    style={{ width: '100%' }}
    format={typedDateTimeFormats()}
    onKeyDown={keepEnterInPicker}
    value={toDayjs(value) ?? null}
    onChange={(next) => onChange?.(next ? next.toISOString() : null)}
  />
);

/** A spreadsheet has no time zones: the day (and time) as the screen shows it, stored as that UTC moment. */
const sheetDate = (value: unknown, hasTime: boolean): Date | null => {
  const parsed = toDayjs(value);
  if (!parsed) return null;
  return new Date(Date.UTC(parsed.year(), parsed.month(), parsed.date(), hasTime ? parsed.hour() : 0, hasTime ? parsed.minute() : 0));
};

export const dateKind: FieldKind<DateField> = {
  operators: DATE_OPERATORS,
  toText: (value) => formatDate(value),
  toCell: (value) => sheetDate(value, false),
  Display: ({ value }) => <>{formatDate(value) || EMPTY_VALUE}</>,
  Input: DayInput,
  initialValue: (field) => (field.default === 'today' ? firmTodayDayjs().format(WIRE_DATE) : undefined),
};

export const dateTimeKind: FieldKind<DateTimeField> = {
  operators: DATE_OPERATORS,
  toText: (value) => formatDateTime(value),
  toCell: (value) => sheetDate(value, true),
  Display: ({ value }) => <>{formatDateTime(value) || EMPTY_VALUE}</>,
  Input: MomentInput,
  // Filters compare calendar days (SPEC §9 "date is / before / after").
  FilterInput: DayInput,
  initialValue: (field) => (field.default === 'now' ? new Date().toISOString() : undefined),
};

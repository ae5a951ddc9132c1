import { DatePicker } from 'antd';
import type { DateField, DateTimeField } from '../../../resources/vocabulary';
import { UnreadDate, useTypedText } from '../typed-text';
import { formatDate, formatDateTime, readTypedDay, readTypedMoment, toDayjs, toWireDate, typedDateFormats, typedDateTimeFormats, WIRE_DATE } from '../dates';
import { EMPTY_VALUE } from '../labels';
import { DATE_OPERATORS } from '../operators';
import type { FieldKind, InputProps } from '../types';
import { firmTodayDayjs } from '../../config/firm-today';

/** A calendar day: the picker shows the language's date format and the form holds `YYYY-MM-DD`. */
const DayInput = ({ field: _field, context: _context, value, onChange, ...rest }: InputProps<DateField | DateTimeField>) => {
  const day = toDayjs(value);
  const typed = useTypedText(day ? formatDate(day) : '', readTypedDay, (next) => onChange?.(toWireDate(next) ?? null));
  return (
    <>
      <DatePicker
        {...rest}
        style={{ width: '100%' }}
        format={typedDateFormats()}
        onBlur={typed.onBlur}
        onKeyDown={typed.onKeyDown}
        status={typed.unread ? 'error' : undefined}
        value={day ?? null}
        onChange={(next) => {
          typed.picked();
          onChange?.(toWireDate(next) ?? null);
        }}
      />
      {typed.unread !== undefined && <UnreadDate text={typed.unread} example={formatDate(firmTodayDayjs())} />}
    </>
  );
};

const MomentInput = ({ field: _field, context: _context, value, onChange, ...rest }: InputProps<DateTimeField>) => {
  const moment = toDayjs(value);
  const typed = useTypedText(moment ? formatDateTime(moment) : '', readTypedMoment, (next) => onChange?.(next ? next.toISOString() : null));
  return (
    <>
      <DatePicker
        {...rest}
        showTime={{ format: 'HH:mm' }}
        style={{ width: '100%' }}
        format={typedDateTimeFormats()}
        onBlur={typed.onBlur}
        onKeyDown={typed.onKeyDown}
        status={typed.unread ? 'error' : undefined}
        value={moment ?? null}
        onChange={(next) => {
          typed.picked();
          onChange?.(next ? next.toISOString() : null);
        }}
      />
      {typed.unread !== undefined && <UnreadDate text={typed.unread} example={formatDateTime(firmTodayDayjs().hour(9))} />}
    </>
  );
};

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

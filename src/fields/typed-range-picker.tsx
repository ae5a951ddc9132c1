import { DatePicker, type GetProps } from 'antd';
import type { Dayjs } from 'dayjs';
import type { FocusEvent, KeyboardEvent } from 'react';
import { formatDate, readTypedDay, typedDateFormats } from './dates';
import { UnreadDate, useTypedText } from './typed-text';
import { firmTodayDayjs } from '../config/firm-today';

type DayRange = [Dayjs | null, Dayjs | null];
type RangePickerProps = Omit<GetProps<typeof DatePicker.RangePicker>, 'format' | 'value' | 'onChange' | 'onBlur' | 'onKeyDown' | 'status'> & {
  value?: DayRange | null;
  onChange?: (range: DayRange | null) => void;
};

/** Which of a range picker's two inputs an event comes from: 0 the start, 1 the end. */
const endOf = (event: { target: EventTarget | null }) => {
  const input = event.target instanceof HTMLInputElement ? event.target : undefined;
  const inputs = input?.closest('.ant-picker-range')?.querySelectorAll('input');
  return inputs && inputs.length > 1 && inputs[1] === input ? 1 : 0;
};

/**
 * A range of days whose two ends also read the language's short forms when typed (one-digit day and month, a
 * two-digit year as 20YY), as a single date input does, and say so under it when they cannot read one.
 */
export const TypedRangePicker = ({ value, onChange, ...rest }: RangePickerProps) => {
  const [start, end] = value ?? [null, null];
  // An end typed past the other one empties the other, as picking it in the calendar does: the range stays in order.
  const typedStart = useTypedText(start ? formatDate(start) : '', readTypedDay, (day) => onChange?.([day, end && !end.isBefore(day, 'day') ? end : null]));
  const typedEnd = useTypedText(end ? formatDate(end) : '', readTypedDay, (day) => onChange?.([start && !start.isAfter(day, 'day') ? start : null, day]));
  const typedAt = (event: { target: EventTarget | null }) => (endOf(event) === 1 ? typedEnd : typedStart);
  const unread = typedStart.unread ?? typedEnd.unread;
  return (
    <span style={{ display: 'inline-block' }}>
      <DatePicker.RangePicker
        {...rest}
        format={typedDateFormats()}
        value={value ?? null}
        status={unread !== undefined ? 'error' : undefined}
        onBlur={(event: FocusEvent<HTMLElement>) => typedAt(event).onBlur(event)}
        onKeyDown={(event: KeyboardEvent<HTMLElement>) => typedAt(event).onKeyDown(event)}
        onChange={(next) => {
          typedStart.picked();
          typedEnd.picked();
          onChange?.(next ? [next[0] ?? null, next[1] ?? null] : null);
        }}
      />
      {unread !== undefined && <UnreadDate text={unread} example={formatDate(firmTodayDayjs())} />}
    </span>
  );
};

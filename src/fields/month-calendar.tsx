import { DatePicker, type GetProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { typedMonthFormats } from './dates';
import type { useTypedText } from './typed-text';

export type MonthCalendarProps = Omit<GetProps<typeof DatePicker>, 'picker' | 'format' | 'value' | 'onChange' | 'onBlur' | 'onKeyDown' | 'status'> & {
  value: Dayjs;
  onChange: (month: Dayjs) => void;
  /** The typed text's reading, held by TypedMonthPicker so that it outlives the swap to this picker. */
  typed: ReturnType<typeof useTypedText>;
};

/**
 * antd's month picker (rc-picker), which TypedMonthPicker loads on first use: the calendar, and the formats it reads
 * itself; the language's short forms go through `typed`.
 */
export const MonthCalendar = ({ value, onChange, typed, ...rest }: MonthCalendarProps) => (
  <DatePicker
    allowClear={false}
    {...rest}
    picker="month"
    format={typedMonthFormats()}
    value={value}
    status={typed.unread ? 'error' : undefined}
    onBlur={typed.onBlur}
    onKeyDown={typed.onKeyDown}
    onChange={(next: unknown) => {
      typed.picked();
      if (dayjs.isDayjs(next)) onChange(next.startOf('month'));
    }}
  />
);

import { CalendarOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState, type ComponentType } from 'react';
import { localeSettings } from '../i18n/current-locale';
import { readTypedMonth } from './dates';
import type { MonthCalendarProps } from './month-calendar';
import { UnreadDate, useTypedText } from './typed-text';
import { firmTodayDayjs } from '../config/firm-today';

type MonthPickerProps = Omit<MonthCalendarProps, 'typed'>;

// antd's month picker brings rc-picker (~27 KB brotli), which the time sheet's first paint on a phone need not
// carry (issue 45): until it is first used, the month shows in a plain input (antd's Input, already in the shell).
let loadedCalendar: ComponentType<MonthCalendarProps> | undefined;
let loadingCalendar: Promise<ComponentType<MonthCalendarProps>> | undefined;
const loadCalendar = () =>
  (loadingCalendar ??= import('./month-calendar').then(
    (module) => (loadedCalendar = module.MonthCalendar),
    (error: unknown) => {
      loadingCalendar = undefined; // tried again on the next use
      throw error;
    },
  ));

/**
 * A month picker that also reads the language's short forms when typed (`2/27`, `02/2027`, `2027-02`), as the date
 * inputs do (../fields/kinds/date.tsx), and says so under it when it cannot read the text. Always holds a month.
 * Focusing or pointing at it loads the calendar; the plain input gives way to it once it is in, unless the person is
 * typing there (then once they leave it, their text read first); an input still focused hands its focus on, open.
 */
export const TypedMonthPicker = ({ value, onChange, ...rest }: MonthPickerProps) => {
  const shown = value.format(localeSettings().month);
  const typed = useTypedText(shown, readTypedMonth, onChange);
  const [Calendar, setCalendar] = useState(() => loadedCalendar);
  const [text, setText] = useState(shown);
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  // A key pressed here (even Ctrl+A, a selection) keeps the plain input until the person leaves it.
  const [keyed, setKeyed] = useState(false);
  useEffect(() => setText(shown), [shown]);
  useEffect(() => {
    if (!wanted || Calendar) return;
    let current = true;
    loadCalendar().then(
      (loaded) => current && setCalendar(() => loaded),
      (error: unknown) => console.error('Loading the month picker failed', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, Calendar]);

  const unread = typed.unread !== undefined && <UnreadDate isMonth text={typed.unread} example={firmTodayDayjs().format(localeSettings().month)} />;
  if (Calendar && !(focused && (keyed || text !== shown)))
    return (
      <span style={{ display: 'inline-block' }}>
        <Calendar {...rest} value={value} onChange={onChange} typed={typed} autoFocus={focused || rest.autoFocus} defaultOpen={focused || rest.defaultOpen} />
        {unread}
      </span>
    );
  const want = () => setWanted(true);
  return (
    <span style={{ display: 'inline-block' }} onPointerEnter={want}>
      <Input
        aria-label={rest['aria-label']}
        id={rest.id}
        disabled={rest.disabled === true}
        autoComplete="off"
        style={{ width: '9em' }}
        status={typed.unread ? 'error' : undefined}
        suffix={<CalendarOutlined />}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => {
          setFocused(true);
          want();
        }}
        onBlur={(event) => {
          setFocused(false);
          setKeyed(false);
          typed.onBlur(event);
          setText(shown);
        }}
        onKeyDown={(event) => {
          setKeyed(true);
          typed.onKeyDown(event);
        }}
      />
      {unread}
    </span>
  );
};

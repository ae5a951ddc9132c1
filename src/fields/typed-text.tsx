import { Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { translate } from '../i18n/translate';

/**
 * What a person typed into a picker, read when they leave the input or press Enter: the picker itself takes only its
 * formats (and puts the old value back on anything else), so the language's short forms (`2/16/27`, `16/2/27`,
 * `2/27`) are read here, and a text that names no day or month says so under the input instead of vanishing. An
 * emptied input is a choice. Enter must not also submit the surrounding form (the browser's implicit submission).
 */
export const useTypedText = (shown: string, read: (text: string) => Dayjs | undefined, commit: (value: Dayjs) => void) => {
  const [unread, setUnread] = useState<string>();
  const readTyped = (text: string) => {
    if (text.trim() === '' || text === shown) return setUnread(undefined);
    const typed = read(text);
    setUnread(typed ? undefined : text);
    if (typed) commit(typed);
  };
  return {
    unread,
    /** A value picked or typed in a format the picker reads: nothing left unread. */
    picked: () => setUnread(undefined),
    /** Reads the input's text (the picker's input, `event.target`). */
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.target instanceof HTMLInputElement) readTyped(event.target.value);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      if (event.target instanceof HTMLInputElement) readTyped(event.target.value);
    },
  };
};

/** Said under an input whose text could not be read, with an example of what it takes. */
export const UnreadDate = ({ text, example, isMonth = false }: { text: string; example: string; isMonth?: boolean }) => (
  <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
    {isMonth
      ? translate('"{{text}}" is not a month that can be read: type it as {{example}}', { text, example })
      : translate('"{{text}}" is not a date that can be read: type it as {{example}}', { text, example })}
  </Typography.Text>
);

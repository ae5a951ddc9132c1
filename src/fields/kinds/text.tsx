import { Input, Typography } from 'antd';
import { compactText, type EmailField, type LongTextField, type TextField } from '../../../resources/vocabulary';
import { EMPTY_VALUE } from '../labels';
import { TEXT_OPERATORS } from '../operators';
import type { FieldKind, InputProps } from '../types';
import { translate } from '../../i18n/translate';
import { notificationInReadersWords } from '../../shell/notifications/notification-words';

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

const PlainText = ({ value }: { value: unknown }) => <>{asText(value) || EMPTY_VALUE}</>;

const LineInput = ({ field, context: _context, value, onChange, ...rest }: InputProps<TextField | EmailField>) => {
  // A compacted field (an IBAN) takes a value pasted with spaces and drops them as the server would, so its
  // length limit is the server's check of the compacted value, not the input's.
  const isCompacted = field.type === 'text' && field.isCompacted === true;
  return (
    <Input
      {...rest}
      type={field.type === 'email' ? 'email' : 'text'}
      maxLength={field.type === 'text' && !isCompacted ? field.maxLength : undefined}
      value={asText(value)}
      onChange={(event) => onChange?.(isCompacted ? compactText(event.target.value) : event.target.value)}
    />
  );
};

export const textKind: FieldKind<TextField> = {
  operators: TEXT_OPERATORS,
  defaultOperator: 'contains',
  toText: asText,
  Display: PlainText,
  Input: LineInput,
  rules: (field, label) => [
    ...(field.maxLength ? [{ max: field.maxLength, message: translate('{{label}} must be at most {{max}} characters', { label, max: field.maxLength }) }] : []),
    ...(field.pattern ? [{ pattern: new RegExp(field.pattern), message: translate('{{label}} is not in the expected format', { label }) }] : []),
  ],
  initialValue: (field) => field.default,
};

/** A long text as its reader reads it: a notification's stored English in the reader's language. */
const longText = (value: unknown, field: LongTextField) => (field.isNotificationText && value ? notificationInReadersWords(asText(value)) : asText(value));

export const longTextKind: FieldKind<LongTextField> = {
  operators: TEXT_OPERATORS,
  defaultOperator: 'contains',
  toText: longText,
  Display: ({ value, field }) => <span style={{ whiteSpace: 'pre-wrap' }}>{longText(value, field) || EMPTY_VALUE}</span>,
  Input: ({ field, context: _context, value, onChange, ...rest }) => (
    <Input.TextArea
      {...rest}
      autoSize={{ minRows: 3, maxRows: 8 }}
      maxLength={field.maxLength}
      value={asText(value)}
      onChange={(event) => onChange?.(event.target.value)}
    />
  ),
  FilterInput: ({ field: _field, context: _context, value, onChange, ...rest }) => (
    <Input {...rest} value={asText(value)} onChange={(event) => onChange?.(event.target.value)} />
  ),
  rules: (field, label) =>
    field.maxLength ? [{ max: field.maxLength, message: translate('{{label}} must be at most {{max}} characters', { label, max: field.maxLength }) }] : [],
};

export const emailKind: FieldKind<EmailField> = {
  operators: TEXT_OPERATORS,
  defaultOperator: 'contains',
  toText: asText,
  Display: ({ value }) =>
    value ? <Typography.Link href={`mailto:${asText(value)}`}>{asText(value)}</Typography.Link> : <>{EMPTY_VALUE}</>,
  Input: LineInput,
  rules: (_field, label) => [{ type: 'email', message: translate('{{label}} is not a valid email address', { label }) }],
};

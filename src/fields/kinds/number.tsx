import { InputNumber } from 'antd';
import type { DecimalField, IntegerField } from '../../../resources/vocabulary';
import { localeSettings } from '../../i18n/current-locale';
import { formatFixed, formatMoney } from '../../i18n/formats';
import { EMPTY_VALUE } from '../labels';
import { NUMERIC_OPERATORS } from '../operators';
import type { FieldKind, InputProps } from '../types';
import { translate } from '../../i18n/translate';

const asNumber = (value: unknown): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

const formatNumber = (value: unknown, field: IntegerField | DecimalField): string => {
  const number = asNumber(value);
  if (number === undefined) return '';
  if (field.type === 'decimal' && field.isMoney) return formatMoney(number);
  if (field.type === 'integer' && field.isCode) return String(Math.trunc(number));
  const digits = field.type === 'decimal' ? (field.scale ?? 2) : 0;
  return formatFixed(number, digits);
};

const NumberInput = ({ field, context: _context, value, onChange, ...rest }: InputProps<IntegerField | DecimalField>) => (
  <InputNumber<number>
    {...rest}
    style={{ width: '100%' }}
    min={field.min}
    max={field.max}
    precision={field.type === 'integer' ? 0 : (field.scale ?? 2)}
    decimalSeparator={localeSettings().decimalSeparator}
    addonAfter={field.type === 'decimal' && field.isMoney ? 'EUR' : undefined}
    value={asNumber(value) ?? null}
    onChange={(next) => onChange?.(next ?? null)}
  />
);

const rangeRules = (field: IntegerField | DecimalField, label: string) => [
  ...(field.min !== undefined ? [{ type: 'number' as const, min: field.min, message: translate('{{label}} must be at least {{min}}', { label, min: field.min }) }] : []),
  ...(field.max !== undefined ? [{ type: 'number' as const, max: field.max, message: translate('{{label}} must be at most {{max}}', { label, max: field.max }) }] : []),
];

const numberKind = <F extends IntegerField | DecimalField>(): FieldKind<F> => ({
  operators: NUMERIC_OPERATORS,
  // Spreadsheets read plain numbers with the reader's decimal mark; grouping and currency signs would make them text.
  toText: (value) => String(asNumber(value) ?? '').replace('.', localeSettings().decimalSeparator),
  toCell: (value) => asNumber(value) ?? null,
  Display: ({ value, field }) => <>{formatNumber(value, field) || EMPTY_VALUE}</>,
  Input: NumberInput,
  rules: rangeRules,
  initialValue: (field) => field.default,
});

export const integerKind = numberKind<IntegerField>();
export const decimalKind = numberKind<DecimalField>();

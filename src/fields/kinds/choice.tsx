import { Select, Switch } from 'antd';
import type { BooleanField, EnumField } from '../../../resources/vocabulary';
import { EMPTY_VALUE } from '../labels';
import { EnumValue } from './enum-value';
import { EQUALS_ONLY } from '../operators';
import type { FieldKind } from '../types';
import { translate } from '../../i18n/translate';

const yesNo = (value: unknown) => (value === true ? translate('Yes') : value === false ? translate('No') : '');

export const booleanKind: FieldKind<BooleanField> = {
  operators: EQUALS_ONLY,
  toText: yesNo,
  Display: ({ value }) => <>{yesNo(value) || EMPTY_VALUE}</>,
  Input: ({ field: _field, context: _context, value, onChange, ...rest }) => (
    <Switch {...rest} checked={value === true} onChange={(checked) => onChange?.(checked)} />
  ),
  FilterInput: ({ field: _field, context: _context, value, onChange, ...rest }) => (
    <Select
      {...rest}
      style={{ width: '100%' }}
      value={typeof value === 'boolean' ? value : undefined}
      onChange={(next: boolean) => onChange?.(next)}
      options={[
        { value: true, label: translate('Yes') },
        { value: false, label: translate('No') },
      ]}
    />
  ),
  initialValue: (field) => field.default ?? false,
};

export const enumKind: FieldKind<EnumField> = {
  operators: EQUALS_ONLY,
  // In the reader's words, as on screen (an import reads them back: server/imports/cell-values.ts).
  toText: (value) => (value === undefined || value === null ? '' : translate(String(value))),
  Display: EnumValue,
  Input: ({ field, context: _context, value, onChange, ...rest }) => (
    <Select
      {...rest}
      allowClear
      style={{ width: '100%' }}
      value={typeof value === 'string' ? value : undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      options={field.values.map((choice) => ({ value: choice, label: translate(choice) }))}
    />
  ),
  initialValue: (field) => field.default,
};

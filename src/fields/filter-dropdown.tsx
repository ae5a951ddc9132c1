import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import type { FieldFilter, FilterOperator } from '../../resources/list-query';
import type { Field } from '../../resources/vocabulary';
import { fieldLabel } from './labels';
import { kindOf } from './registry';
import type { FieldContext } from './types';
import { translate } from '../i18n';

export type FieldFilterDropdownProps = {
  name: string;
  field: Field;
  context: FieldContext;
  /** The filter now applied to this field, if any. */
  current?: FieldFilter;
  onApply: (filter: FieldFilter | undefined) => void;
  close?: () => void;
};

/** Operator and value for one field (SPEC §9 filter options of its kind). */
export const FieldFilterDropdown = ({ name, field, context, current, onApply, close }: FieldFilterDropdownProps) => {
  const kind = kindOf(field);
  const ValueInput = kind.FilterInput ?? kind.Input;
  // A condition this dropdown cannot write (a link's "is one of") stays in the active filters above the list, where
  // it reads and is removed; here the field starts afresh with its own operators.
  const editable = current && kind.operators.some((option) => option.value === current.operator) ? current : undefined;
  const [operator, setOperator] = useState<FilterOperator>(editable?.operator ?? kind.defaultOperator ?? kind.operators[0].value);
  const [value, setValue] = useState<unknown>(editable?.value ?? undefined);
  const label = fieldLabel(name, field);
  const apply = (filter: FieldFilter | undefined) => {
    onApply(filter);
    close?.();
  };
  const isEmpty = value === undefined || value === null || value === '';

  return (
    <div style={{ padding: 8, width: 260 }} onKeyDown={(event) => event.stopPropagation()}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select<FilterOperator>
          aria-label={translate('{{label}} filter operator', { label })}
          style={{ width: '100%' }}
          value={operator}
          onChange={setOperator}
          options={kind.operators.map((option) => ({ ...option, label: translate(option.label) }))}
          disabled={kind.operators.length === 1}
        />
        <ValueInput field={field} context={context} value={value} onChange={setValue} placeholder={translate('{{label}} value', { label })} id={`filter-${name}`} />
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => apply(undefined)}>
            {translate('Clear')}
          </Button>
          <Button
            size="small"
            type="primary"
            disabled={isEmpty}
            onClick={() => apply({ field: name, operator, value: value as FieldFilter['value'] })}
          >
            {translate('Apply')}
          </Button>
        </Space>
      </Space>
    </div>
  );
};

import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Field } from '../../resources/vocabulary';
import { fieldLabel } from './labels';
import { kindOf } from './registry';
import type { FieldContext } from './types';
import { translate } from '../i18n/translate';

/** One labelled input of a create/edit form; the server's message for this field appears under it (refine's useForm). */
export const FieldFormItem = ({ name, field, context }: { name: string; field: Field; context: FieldContext }) => {
  const kind = kindOf(field);
  const label = fieldLabel(name, field);
  const when = field.isRequiredWhen;
  const rules: Rule[] = [
    ...(field.isRequired ? [{ required: true, message: translate('{{label}} is required', { label }) }] : []),
    // Required by the form's other values (a received invoice's supplier), as the server judges it.
    ...(when
      ? [
          ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
            required: Object.entries(when.values).every(([other, values]) => (values as readonly unknown[]).includes(getFieldValue(other))),
            message: translate(when.why),
          }),
        ]
      : []),
    ...(kind.rules?.(field, label) ?? []),
  ];
  return (
    <Form.Item name={name} label={label} rules={rules} extra={field.help && translate(field.help)} dependencies={when ? Object.keys(when.values) : undefined}>
      <kind.Input field={field} context={context} />
    </Form.Item>
  );
};

/** A value the form shows but does not send (read-only and computed fields). */
export const FieldReadOnlyItem = ({ name, field, value, context }: { name: string; field: Field; value: unknown; context: FieldContext }) => {
  const { Display } = kindOf(field);
  return (
    <Form.Item label={fieldLabel(name, field)}>
      <Display value={value} field={field} context={context} />
    </Form.Item>
  );
};

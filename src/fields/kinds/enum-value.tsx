import { Tag } from 'antd';
import type { EnumField } from '../../../resources/vocabulary';
import { translate } from '../../i18n/translate';
import { EMPTY_VALUE } from '../labels';

// A status reads at a glance as a coloured tag: its declared colour, else one by its place in the flow.
const STATUS_COLORS = ['default', 'processing', 'gold', 'green', 'purple', 'cyan'];
const colorOf = (field: EnumField, value: string) =>
  field.colors?.[value] ?? (field.transitions ? STATUS_COLORS[field.values.indexOf(value) % STATUS_COLORS.length] : undefined);

/**
 * A choice as the enum kind displays it (./choice.tsx), in a file of its own: a screen that only shows a status (the
 * time sheet on a phone) need not load every kind's input (forms, selects, pickers, uploads).
 */
export const EnumValue = ({ value, field }: { value: unknown; field: EnumField }) => {
  if (value === undefined || value === null || value === '') return <>{EMPTY_VALUE}</>;
  const color = colorOf(field, String(value));
  const text = translate(String(value));
  return color ? <Tag color={color}>{text}</Tag> : <>{text}</>;
};

import { ArrowDownOutlined, ArrowUpOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover } from 'antd';
import type { Field } from '../../../../resources/vocabulary';
import { fieldLabel } from '../../../fields';
import { translate } from '../../../i18n';

export type ColumnChooserProps = {
  /** Every field the list may show, in the declaration's order. */
  fields: readonly (readonly [string, Field])[];
  /** The columns shown, in their order. */
  shown: readonly string[];
  onChange: (columns: string[]) => void;
  /** Back to the declaration's listed columns. */
  onReset: () => void;
};

/**
 * Which of the declaration's fields the list shows, and in what order: the shown ones first, each movable up or down
 * (buttons, not dragging, so a keyboard and a phone's finger move them alike), then the others to tick.
 */
export const ColumnChooser = ({ fields, shown, onChange, onReset }: ColumnChooserProps) => {
  const labelOf = new Map(fields.map(([name, field]) => [name, fieldLabel(name, field)]));
  const ordered = [...shown.filter((name) => labelOf.has(name)), ...fields.map(([name]) => name).filter((name) => !shown.includes(name))];
  const move = (name: string, step: -1 | 1) => {
    const next = [...shown];
    const at = next.indexOf(name);
    [next[at], next[at + step]] = [next[at + step], next[at]];
    onChange(next);
  };
  const toggle = (name: string, isShown: boolean) =>
    // At least one column stays: a list of no columns shows nothing to open.
    onChange(isShown ? [...shown, name] : shown.length > 1 ? shown.filter((other) => other !== name) : [...shown]);
  const content = (
    <Flex vertical gap={4} style={{ maxWidth: 'min(320px, calc(100vw - 48px))', maxHeight: '60vh', overflowY: 'auto' }}>
      {ordered.map((name) => {
        const at = shown.indexOf(name);
        const label = labelOf.get(name)!;
        return (
          <Flex key={name} align="center" justify="space-between" gap={8}>
            <Checkbox checked={at >= 0} onChange={(event) => toggle(name, event.target.checked)}>
              {label}
            </Checkbox>
            {at >= 0 && (
              <span style={{ whiteSpace: 'nowrap' }}>
                <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={at === 0} aria-label={translate('Move {{column}} up', { column: label })} onClick={() => move(name, -1)} />
                <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={at === shown.length - 1} aria-label={translate('Move {{column}} down', { column: label })} onClick={() => move(name, 1)} />
              </span>
            )}
          </Flex>
        );
      })}
      <Button size="small" onClick={onReset}>
        {translate('Declared columns')}
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" content={content} title={translate('Columns')} placement="bottomRight">
      <Button icon={<TableOutlined />}>{translate('Columns')}</Button>
    </Popover>
  );
};

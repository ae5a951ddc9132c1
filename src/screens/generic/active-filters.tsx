import { Space, Tag, Typography } from 'antd';
import type { FieldFilter } from '../../../resources/list-query';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { fieldLabel, kindOf, type FieldContext } from '../../fields';
import { translate } from '../../i18n';

export type ActiveFiltersProps = {
  declaration: ResourceDeclaration;
  context: FieldContext;
  conditions: readonly FieldFilter[];
  onRemove: (condition: FieldFilter) => void;
};

/**
 * The filters a list is opened on, one closable tag each, so a list that opens on "what needs doing" says so
 * and one click shows everything.
 */
export const ActiveFilters = ({ declaration, context, conditions, onRemove }: ActiveFiltersProps) => {
  if (conditions.length === 0) return null;
  return (
    <Space wrap size={[4, 4]} style={{ marginBottom: 12 }} aria-label={translate('Filters')}>
      <Typography.Text type="secondary">{translate('Filtered on')}</Typography.Text>
      {conditions.map((condition) => {
        const field = declaration.fields[condition.field];
        if (!field) return null;
        const kind = kindOf(field);
        // "Is one of" (a link's `in`) is no column filter's choice: a list opened on it names its values.
        const values: unknown[] = Array.isArray(condition.value) ? condition.value : [condition.value];
        const operator =
          (condition.operator as string) === 'in'
            ? translate('Is one of')
            : translate(kind.operators.find((option) => option.value === condition.operator)?.label ?? condition.operator);
        const { Display } = kind;
        return (
          <Tag
            key={`${condition.field}-${condition.operator}-${String(condition.value)}`}
            closable
            closeIcon={<span aria-label={translate('Remove filter')}>×</span>}
            onClose={(event) => {
              event.preventDefault();
              onRemove(condition);
            }}
          >
            {fieldLabel(condition.field, field)} {operator.toLowerCase()}{' '}
            {values.map((value, index) => (
              <span key={String(value)}>
                {index > 0 && ', '}
                <Display value={value} field={field} context={context} />
              </span>
            ))}
          </Tag>
        );
      })}
    </Space>
  );
};

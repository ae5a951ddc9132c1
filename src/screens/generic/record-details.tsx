import type { BaseRecord } from '@refinedev/core';
import { Descriptions } from 'antd';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { fieldLabel, kindOf, type FieldContext } from '../../fields';
import { fieldEntries } from './screen-props';

/** Every field of a record with its label, in declaration order (but those a section of the page shows its own way). */
export const RecordDetails = ({ declaration, record, context }: { declaration: ResourceDeclaration; record: BaseRecord; context: FieldContext }) => (
  <Descriptions
    bordered
    size="small"
    column={{ xs: 1, md: 2 }}
    items={fieldEntries(declaration)
      .filter(([, field]) => !field.isShownBySection)
      .map(([name, field]) => {
        const { Display } = kindOf(field);
        return { key: name, label: fieldLabel(name, field), children: <Display value={record[name]} field={field} context={context} /> };
      })}
  />
);

import type { BaseRecord } from '@refinedev/core';
import { Descriptions } from 'antd';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { fieldLabel, kindOf } from '../../../../src/fields';
import type { Scope } from '../../../../src/providers/dataProvider';

/** Some fields of a record, by name, shown as the generic record page shows them. */
export const RecordSummary = ({ declaration, record, fields, scope = 'admin' }: { declaration: ResourceDeclaration; record: BaseRecord; fields: readonly string[]; scope?: Scope }) => (
  <Descriptions
    bordered
    size="small"
    column={{ xs: 1, md: 2 }}
    items={fields.map((name) => {
      const field = declaration.fields[name];
      const { Display } = kindOf(field);
      return { key: name, label: fieldLabel(name, field), children: <Display value={record[name]} field={field} context={{ scope }} /> };
    })}
  />
);

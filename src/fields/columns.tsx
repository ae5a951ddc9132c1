import { getDefaultSortOrder } from '@refinedev/antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import type { FieldFilter } from '../../resources/list-query';
import type { Field } from '../../resources/vocabulary';
import { FieldFilterDropdown } from './filter-dropdown';
import { fieldLabel } from './labels';
import { kindOf } from './registry';
import type { FieldContext } from './types';

export type FieldColumnOptions = {
  name: string;
  field: Field;
  context: FieldContext;
  /** The rows on screen: a reference column looks all their titles up at once. */
  rows: readonly BaseRecord[];
  /** Present when the list sorts on the server (the column then shows and sets the sort). */
  sorters?: readonly CrudSort[];
  /** Present when the column offers its filter. */
  filter?: { current?: FieldFilter; onApply: (filter: FieldFilter | undefined) => void };
};

/** An antd Table column for one field: its display, and its sorter and filter when the list offers them. */
export const fieldColumn = ({ name, field, context, rows, sorters, filter }: FieldColumnOptions): TableColumnType<BaseRecord> => {
  const { Display } = kindOf(field);
  const cellContext: FieldContext = { ...context, columnValues: rows.map((row) => row[name]) };
  return {
    key: name,
    dataIndex: name,
    title: fieldLabel(name, field),
    render: (value: unknown) => <Display value={value} field={field} context={cellContext} />,
    ...(sorters ? { sorter: true, sortOrder: getDefaultSortOrder(name, [...sorters]) ?? null } : {}),
    ...(filter
      ? {
          filtered: filter.current !== undefined,
          filterDropdown: ({ close }: { close: () => void }) => (
            <FieldFilterDropdown name={name} field={field} context={context} current={filter.current} onApply={filter.onApply} close={close} />
          ),
        }
      : {}),
  };
};

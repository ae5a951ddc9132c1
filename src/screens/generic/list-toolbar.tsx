import { DownloadOutlined, FilterFilled, FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popover, Segmented, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import type { FieldFilter } from '../../../resources/list-query';
import type { Field } from '../../../resources/vocabulary';
import { FieldFilterDropdown, fieldLabel, type FieldContext } from '../../fields';
import type { MatchMode } from './use-column-filters';
import { translate } from '../../i18n';
import type { ListFileKind } from './list-export';

type HiddenFieldFilterProps = {
  name: string;
  field: Field;
  context: FieldContext;
  current?: FieldFilter;
  onApply: (filter: FieldFilter | undefined) => void;
};

/** A filter on a field that has no column (filterable but not listed). */
const HiddenFieldFilter = ({ name, field, context, current, onApply }: HiddenFieldFilterProps) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Popover
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger="click"
      content={
        <FieldFilterDropdown name={name} field={field} context={context} current={current} onApply={onApply} close={() => setIsOpen(false)} />
      }
    >
      <Button size="small" icon={current ? <FilterFilled /> : <FilterOutlined />}>
        {fieldLabel(name, field)}
      </Button>
    </Popover>
  );
};

export type ListToolbarProps = {
  mode: MatchMode;
  onModeChange: (mode: MatchMode) => void;
  hiddenFilters: HiddenFieldFilterProps[];
  isExporting: boolean;
  /** XLSX first: it opens right in every office's spreadsheet; CSV for other tools. */
  onExport: (kind: ListFileKind) => void;
  onCreate?: () => void;
  /** The resource's collection actions (generate, import), beside Create. */
  actions?: ReactNode;
  /** The saved views and the column chooser, first. */
  views?: ReactNode;
};

export const ListToolbar = ({ mode, onModeChange, hiddenFilters, isExporting, onExport, onCreate, actions, views }: ListToolbarProps) => (
  <Space wrap>
    {views}
    {hiddenFilters.map((filter) => (
      <HiddenFieldFilter key={filter.name} {...filter} />
    ))}
    <Segmented<MatchMode>
      aria-label={translate('Combine filters')}
      value={mode}
      onChange={onModeChange}
      options={[
        { value: 'and', label: translate('Match all') },
        { value: 'or', label: translate('Match any') },
      ]}
    />
    <Button icon={<DownloadOutlined />} loading={isExporting} onClick={() => onExport('xlsx')}>
      {translate('Export XLSX')}
    </Button>
    <Button icon={<DownloadOutlined />} loading={isExporting} onClick={() => onExport('csv')}>
      {translate('Export CSV')}
    </Button>
    {actions}
    {onCreate && (
      <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
        {translate('Create')}
      </Button>
    )}
  </Space>
);

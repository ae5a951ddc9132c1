import { Alert, Select, Space, Table, Typography } from 'antd';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { importFieldsOf, type ImportPreview, type ImportRefusal } from '../../../../resources/imports';
import { fieldLabel } from '../../../fields';
import { translate } from '../../../i18n';
import type { ColumnChoice } from './import-api';

// A read file before it is imported: a field chosen for each column (found by its header, changed at will), the
// first rows and every refused one, each refusal written in the cell it is about (or beside the row).

type ImportPreviewTableProps = {
  declaration: ResourceDeclaration;
  preview: ImportPreview;
  onMappingChange: (mapping: ColumnChoice) => void;
};

type PreviewRow = { row: number; cells: string[] };

const LEFT_OUT = '';

export const ImportPreviewTable = ({ declaration, preview, onMappingChange }: ImportPreviewTableProps) => {
  const fieldOptions = [
    { value: LEFT_OUT, label: translate('Leave out') },
    ...importFieldsOf(declaration).map(([name, field]) => ({ value: name, label: fieldLabel(name, field) })),
  ];
  const refusalsOf = (row: number, column: number | null) => preview.refusals.filter((refusal) => refusal.row === row && refusal.column === column);
  const choose = (index: number, field: string) =>
    onMappingChange(Object.fromEntries(preview.columns.map((column) => [column.index, column.index === index ? field || null : column.field])));
  const said = (refusals: ImportRefusal[]) =>
    refusals.map((refusal, index) => (
      <Typography.Text key={index} type="danger" style={{ display: 'block', fontSize: 12 }}>
        {refusal.message}
      </Typography.Text>
    ));

  const columns = [
    { key: 'row', title: translate('Row'), dataIndex: 'row', width: 64, fixed: 'left' as const },
    ...preview.columns.map((column) => ({
      key: String(column.index),
      title: (
        <Space direction="vertical" size={4}>
          <span>{column.header || translate('Column {{number}}', { number: column.index + 1 })}</span>
          <Select
            size="small"
            style={{ minWidth: 160 }}
            aria-label={translate('Field for column {{column}}', { column: column.header || column.index + 1 })}
            value={column.field ?? LEFT_OUT}
            options={fieldOptions}
            onChange={(field: string) => choose(column.index, field)}
          />
        </Space>
      ),
      render: (_: unknown, record: PreviewRow) => {
        const refusals = refusalsOf(record.row, column.index);
        return (
          <div style={refusals.length > 0 ? { background: 'rgba(255, 77, 79, 0.15)', padding: 4 } : undefined}>
            <span style={column.field === null ? { opacity: 0.45 } : undefined}>{record.cells[column.index]}</span>
            {said(refusals)}
          </div>
        );
      },
    })),
    { key: 'refusals', title: translate('Refusals'), render: (_: unknown, record: PreviewRow) => said(refusalsOf(record.row, null)) },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {preview.refusalCount > 0 ? (
        <Alert
          type="error"
          showIcon
          message={translate('{{count}} refusals in {{rows}} rows: fix the file and read it again', { count: preview.refusalCount, rows: preview.rowCount - preview.validCount })}
        />
      ) : (
        <Alert type="success" showIcon message={translate('All {{count}} rows can be imported', { count: preview.rowCount })} />
      )}
      <Table<PreviewRow>
        rowKey="row"
        size="small"
        columns={columns}
        dataSource={preview.rows}
        pagination={false}
        scroll={{ x: 'max-content', y: 360 }}
        rowClassName={(record) => (preview.refusals.some((refusal) => refusal.row === record.row) ? 'import-refused-row' : '')}
      />
    </Space>
  );
};

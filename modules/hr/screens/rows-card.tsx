import { Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';

/**
 * A small card listing the rows a declared action read (who misses a course, which certificates expire): ten a
 * page, the pager hidden when one page holds them, and a sentence in place of an empty table.
 */
export const RowsCard = <Row extends object>({
  title,
  label,
  emptyText,
  rowKey,
  rows,
  isLoading,
  columns,
}: {
  title: string;
  /** The table's accessible name. */
  label: string;
  emptyText: string;
  rowKey: keyof Row & string;
  /** The action's answer as `useActionRead<Row[]>` reads it: undefined until it arrives, then shown as no rows. */
  rows: readonly Row[] | undefined;
  isLoading: boolean;
  columns: ColumnsType<Row>;
}) => (
  <Card size="small" title={title}>
    <Table<Row>
      size="small"
      rowKey={rowKey}
      loading={isLoading}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      dataSource={rows ?? []}
      aria-label={label}
      locale={{ emptyText }}
      columns={columns}
    />
  </Card>
);

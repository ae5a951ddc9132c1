import { Card, Descriptions, Table, Typography } from 'antd';
import type { QuoteTotals } from '../../../resources/sales/quote-totals';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

type QuoteTotalsCardProps = {
  /** The figures to show: the server's, or the editor's preview with the line being written. */
  totals: QuoteTotals;
  /** Shown when the figures are a preview that is not saved yet. */
  isPreview: boolean;
};

/** Taxable, VAT and total of a quote with its VAT summary per rate. */
export const QuoteTotalsCard = ({ totals, isPreview }: QuoteTotalsCardProps) => (
  <Card size="small" title="Totals" extra={isPreview && <Typography.Text type="warning">Preview with the new line (not saved)</Typography.Text>}>
    <Table
      size="small"
      pagination={false}
      rowKey="rate"
      aria-label="VAT summary"
      dataSource={totals.byRate}
      columns={[
        { key: 'rate', title: 'VAT rate', render: (_, row) => `${row.rate}%` },
        { key: 'taxable', title: 'Taxable', align: 'right', render: (_, row) => money.format(row.taxable) },
        { key: 'vat', title: 'VAT', align: 'right', render: (_, row) => money.format(row.vat) },
      ]}
    />
    <Descriptions
      size="small"
      column={3}
      style={{ marginTop: 12 }}
      items={[
        { key: 'taxable', label: 'Taxable', children: <span data-testid="quote-taxable">{money.format(totals.taxable)}</span> },
        { key: 'vat', label: 'VAT', children: <span data-testid="quote-vat">{money.format(totals.vat)}</span> },
        { key: 'total', label: 'Total', children: <strong data-testid="quote-total">{money.format(totals.total)}</strong> },
      ]}
    />
  </Card>
);

import { Card, Descriptions, Table, Typography } from 'antd';
import type { QuoteTotals } from '../domain/quote-totals';
import { formatMoney, translate } from '../../../src/i18n';


type QuoteTotalsCardProps = {
  /** The figures to show: the server's, or the editor's preview with the line being written. */
  totals: QuoteTotals;
  /** Shown when the figures are a preview that is not saved yet. */
  isPreview: boolean;
};

/** Taxable, VAT and total of a quote with its VAT summary per rate. */
export const QuoteTotalsCard = ({ totals, isPreview }: QuoteTotalsCardProps) => (
  <Card size="small" title={translate('Totals')} extra={isPreview && <Typography.Text type="warning">{translate('Preview with the new line (not saved)')}</Typography.Text>}>
    <Table
      size="small"
      pagination={false}
      rowKey="rate"
      aria-label={translate('VAT summary')}
      dataSource={totals.byRate}
      columns={[
        { key: 'rate', title: translate('VAT rate'), render: (_, row) => `${row.rate}%` },
        { key: 'taxable', title: translate('Taxable'), align: 'right', render: (_, row) => formatMoney(row.taxable) },
        { key: 'vat', title: translate('VAT'), align: 'right', render: (_, row) => formatMoney(row.vat) },
      ]}
    />
    <Descriptions
      size="small"
      column={3}
      style={{ marginTop: 12 }}
      items={[
        { key: 'taxable', label: translate('Taxable'), children: <span data-testid="quote-taxable">{formatMoney(totals.taxable)}</span> },
        { key: 'vat', label: translate('VAT'), children: <span data-testid="quote-vat">{formatMoney(totals.vat)}</span> },
        { key: 'total', label: translate('Total'), children: <strong data-testid="quote-total">{formatMoney(totals.total)}</strong> },
      ]}
    />
  </Card>
);

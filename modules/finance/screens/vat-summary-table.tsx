import { Descriptions, Table } from 'antd';
import type { InvoiceFigures } from '../domain/invoice-vat';
import { formatEuro } from './finance-calls';
import { translate } from '../../../src/i18n';

/** An invoice's VAT summary per rate and Natura code, with its taxable, VAT and total. */
export const VatSummaryTable = ({ figures }: { figures: InvoiceFigures }) => (
  <>
    <Table
      size="small"
      pagination={false}
      rowKey={(row) => `${row.rate}|${row.nature ?? ''}`}
      aria-label={translate('VAT summary')}
      dataSource={figures.summary}
      locale={{ emptyText: translate('No lines yet') }}
      columns={[
        { key: 'rate', title: translate('VAT rate'), render: (_, row) => (row.nature ? `${row.rate}% (${row.nature})` : `${row.rate}%`) },
        { key: 'taxable', title: translate('Taxable'), align: 'right', render: (_, row) => formatEuro(row.taxable) },
        { key: 'vat', title: translate('VAT'), align: 'right', render: (_, row) => formatEuro(row.vat) },
      ]}
    />
    <Descriptions
      size="small"
      column={3}
      style={{ marginTop: 12 }}
      items={[
        { key: 'taxable', label: translate('Taxable'), children: formatEuro(figures.taxable) },
        { key: 'vat', label: translate('VAT'), children: formatEuro(figures.vat) },
        { key: 'total', label: translate('Total'), children: <strong data-testid="invoice-total">{formatEuro(figures.total)}</strong> },
      ]}
    />
  </>
);

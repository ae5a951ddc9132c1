import { Descriptions, Table } from 'antd';
import type { InvoiceFigures, VatSummaryRow } from '../domain/invoice-vat';
import { formatEuro } from './finance-calls';
import { translate } from '../../../src/i18n';

/**
 * One line of a document's VAT summary: a rate (with its Natura code on an invoice) and what falls under it, as the
 * invoices' figures compute it (domain/invoice-vat.ts, the server's too); a quote's has no Natura code.
 */
type VatRow = Omit<VatSummaryRow, 'nature'> & Partial<Pick<VatSummaryRow, 'nature'>>;

/**
 * A document's VAT summary per rate, then its taxable, VAT and total (an invoice's, a quote's). `testIds` name
 * the figures a test reads; `emptyText` stands in for the table of a document with no lines.
 */
export const VatSummary = ({
  rows,
  totals,
  emptyText,
  testIds = {},
}: {
  rows: readonly VatRow[];
  totals: { taxable: number; vat: number; total: number };
  emptyText?: string;
  testIds?: { taxable?: string; vat?: string; total?: string };
}) => (
  <>
    <Table<VatRow>
      size="small"
      pagination={false}
      rowKey={(row) => `${row.rate}|${row.nature ?? ''}`}
      aria-label={translate('VAT summary')}
      dataSource={[...rows]}
      locale={emptyText === undefined ? undefined : { emptyText }}
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
        { key: 'taxable', label: translate('Taxable'), children: testIds.taxable ? <span data-testid={testIds.taxable}>{formatEuro(totals.taxable)}</span> : formatEuro(totals.taxable) },
        { key: 'vat', label: translate('VAT'), children: testIds.vat ? <span data-testid={testIds.vat}>{formatEuro(totals.vat)}</span> : formatEuro(totals.vat) },
        { key: 'total', label: translate('Total'), children: <strong data-testid={testIds.total}>{formatEuro(totals.total)}</strong> },
      ]}
    />
  </>
);

/** An invoice's VAT summary per rate and Natura code, with its taxable, VAT and total. */
export const VatSummaryTable = ({ figures }: { figures: InvoiceFigures }) => (
  <VatSummary rows={figures.summary} totals={figures} emptyText={translate('No lines yet')} testIds={{ total: 'invoice-total' }} />
);

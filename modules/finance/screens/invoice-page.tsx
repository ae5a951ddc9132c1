import type { BaseRecord } from '@refinedev/core';
import { Card, Space } from 'antd';
import { figuresOfSummary, type InvoiceFigures, type VatSummaryRow } from '../domain/invoice-vat';
import { ShowScreen } from '../../../src/screens/generic';
import { actionNamed, useRunAction } from '../../../src/screens/generic/actions';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { DocumentPayments } from './document-payments';
import { VatSummaryTable } from './vat-summary-table';
import { translate } from '../../../src/i18n';

// /admin/invoices/:id: the generic record (counterparty, figures, its lines, its files and "Attach a file"),
// with the VAT summary as a table and the payments matched to it, each with an undo.

/** The stored summary (JSON), or the one rate of an invoice typed without lines. */
const figuresOf = (invoice: BaseRecord): InvoiceFigures => {
  const stored = typeof invoice.vatSummary === 'string' && invoice.vatSummary !== '' ? (JSON.parse(invoice.vatSummary) as VatSummaryRow[]) : undefined;
  if (Array.isArray(stored)) return figuresOfSummary(stored);
  const row = { rate: Number(invoice.vatRate ?? 0), nature: null, taxable: Number(invoice.taxable ?? 0), vat: Number(invoice.vat ?? 0) };
  return { taxable: row.taxable, vat: row.vat, total: Number(invoice.total ?? 0), summary: [row] };
};

export const InvoicePage = (props: ResourceScreenProps) => {
  const { run } = useRunAction(props.declaration, props.identifier);
  return (
    <ShowScreen
      {...props}
      sections={(invoice, id) => (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Card size="small" title={translate('VAT summary')}>
            <VatSummaryTable figures={figuresOf(invoice)} />
          </Card>
          <DocumentPayments
            field="invoiceId"
            documentId={id}
            onUndo={(matchId) => run(actionNamed(props.declaration, 'undoMatch'), { id, version: invoice.version as number, input: { match_id: matchId } })}
          />
        </Space>
      )}
    />
  );
};

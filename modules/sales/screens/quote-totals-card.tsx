import { Card, Typography } from 'antd';
import type { QuoteTotals } from '../domain/quote-totals';
import { translate } from '../../../src/i18n';
import { VatSummary } from '../../finance/screens/vat-summary-table';

type QuoteTotalsCardProps = {
  /** The figures to show: the server's, or the editor's preview with the line being written. */
  totals: QuoteTotals;
  /** Shown when the figures are a preview that is not saved yet. */
  isPreview: boolean;
};

/** Taxable, VAT and total of a quote with its VAT summary per rate. */
export const QuoteTotalsCard = ({ totals, isPreview }: QuoteTotalsCardProps) => (
  <Card size="small" title={translate('Totals')} extra={isPreview && <Typography.Text type="warning">{translate('Preview with the new line (not saved)')}</Typography.Text>}>
    <VatSummary rows={totals.byRate} totals={totals} testIds={{ taxable: 'quote-taxable', vat: 'quote-vat', total: 'quote-total' }} />
  </Card>
);

import { useList, type BaseRecord } from '@refinedev/core';
import { Select } from 'antd';
import { useFindDeclaration } from '../../../src/registry-context';
import { formatDate } from '../../../src/fields';
import { useActionReply } from '../../../src/screens/generic/actions';
import { formatEuro } from './finance-calls';
import { translate } from '../../../src/i18n';
import { invoices } from '../invoices.resource';

// The match by hand's choice of document, searched by what a person sees on it (number, counterparty, amount,
// date), never by an internal id: the open invoices (GET …/invoices/pending), the unpaid taxes, or the
// receipts and payrolls by their title.

export type DocumentTable = 'invoices' | 'receipts' | 'taxes' | 'labour';
type Option = { value: number; label: string };

type DocumentPickerProps = {
  table: DocumentTable;
  /** The movement's direction: money in pays issued invoices, money out received ones. */
  movementDirection: 'in' | 'out';
  value?: number;
  onChange?: (value: number | undefined) => void;
};

const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part !== null && part !== undefined && part !== '').join(' · ');

export const DocumentPicker = ({ table, movementDirection, value, onChange }: DocumentPickerProps) => {
  const findDeclaration = useFindDeclaration();
  const invoicesDeclaration = findDeclaration('invoices');
  const pending = useActionReply(invoices, 'pending', {
    input: movementDirection === 'out' ? { direction: 'in' } : undefined,
    enabled: table === 'invoices',
  });
  const other = table === 'invoices' ? undefined : findDeclaration(table);
  const rows = useList<BaseRecord>({
    resource: table,
    filters: table === 'taxes' ? [{ field: 'isPaid', operator: 'eq', value: false }] : [],
    pagination: { currentPage: 1, pageSize: 200 },
    queryOptions: { enabled: other !== undefined },
  });

  const options: Option[] =
    table === 'invoices'
      ? (Array.isArray(pending.data) ? pending.data : [])
          // Money in pays what the firm issued (out, foreign).
          .filter((invoice) => (movementDirection === 'in' ? invoice.direction !== 'in' : invoice.direction === 'in'))
          .map((invoice) => ({ value: invoice.id, label: joined(invoice.number, invoice.counterparty, formatEuro(invoice.openAmount), formatDate(invoice.date)) }))
      : (rows.result.data ?? []).map((row) => ({
          value: row.id as number,
          label: joined(
            String(row[other?.titleField ?? 'id'] ?? `#${row.id}`),
            row.amount !== undefined ? formatEuro(row.amount) : row.netSalary !== undefined ? formatEuro(row.netSalary) : undefined,
            formatDate((row.dueDate ?? row.date) as string | undefined),
          ),
        }));

  return (
    <Select<number>
      showSearch
      allowClear
      style={{ width: '100%' }}
      placeholder={translate('Search by number, counterparty, amount or date')}
      aria-label={translate('Which one')}
      loading={table === 'invoices' ? pending.isLoading : rows.query.isLoading}
      value={value}
      onChange={(chosen) => onChange?.(chosen)}
      optionFilterProp="label"
      options={options}
      notFoundContent={translate('No open document')}
    />
  );
};

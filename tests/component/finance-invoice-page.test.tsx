import type { DataProvider } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { invoices } from '../../modules/finance/invoices.resource';
import { RecordForm } from '../../src/screens/generic/form-drawer';
import { RecordDetails } from '../../src/screens/generic/record-details';
import { TestWrapper } from '../helpers/test-wrapper';

// An invoice with a VAT summary: its totals are kept from the summary, so the edit form shows them and does not
// ask them (nor sends them: the server would refuse a change with 400), and the raw summary is no field at all.

const summary = [
  { rate: 22, nature: null, taxable: 1000, vat: 220 },
  { rate: 0, nature: 'N2.2', taxable: 50, vat: 0 },
];
const imported = {
  id: 5, version: 3, direction: 'in', supplierId: 7, number: 'A-17', date: '2026-10-06', description: 'Hosting',
  taxable: 1050, vat: 220, vatRate: null, total: 1270, vatSummary: JSON.stringify(summary), isPaid: false, paidAmount: 0,
};

const fakeApi = (updates: unknown[], invoice: Record<string, unknown>): DataProvider => ({
  getApiUrl: () => '/api',
  getList: async () => ({ data: [] as never[], total: 0 }),
  getOne: async () => ({ data: invoice as never }),
  getMany: async () => ({ data: [] as never[] }),
  create: async () => ({ data: {} as never }),
  update: async ({ variables }) => {
    updates.push(variables);
    return { data: { ...invoice, ...(variables as object) } as never };
  },
  deleteOne: async () => ({ data: {} as never }),
});

const renderForm = (updates: unknown[], invoice: Record<string, unknown>) =>
  render(
    <TestWrapper dataProvider={fakeApi(updates, invoice)}>
      <RecordForm declaration={invoices} identifier="invoices" scope="admin" target={{ action: 'edit', id: invoice.id as number }} onDone={() => undefined} />
    </TestWrapper>,
  );

describe("an invoice's figures in the edit form", () => {
  test('with a VAT summary the totals are shown, not asked, and not sent; the summary is no raw field', async () => {
    const updates: unknown[] = [];
    renderForm(updates, imported);
    const description = await screen.findByLabelText('Description');
    for (const label of ['Total', 'VAT', 'Taxable (imponibile)', 'VAT rate %']) expect(screen.queryByRole('spinbutton', { name: label })).toBeNull();
    expect(screen.getByText('Total')).toBeInTheDocument();
    expect(screen.queryByText('VAT summary')).toBeNull();
    await userEvent.clear(description);
    await userEvent.type(description, 'Hosting ottobre');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ description: 'Hosting ottobre', version: 3 });
    for (const figure of ['taxable', 'vat', 'total', 'vatRate']) expect(updates[0]).not.toHaveProperty(figure);
  });

  test('typed without lines (no summary) the totals are asked as before', async () => {
    renderForm([], { ...imported, vatSummary: null, vatRate: 22 });
    expect(await screen.findByRole('spinbutton', { name: 'Total' })).toBeInTheDocument();
  });

  test("the record's details leave the raw summary to the page's table", () => {
    render(
      <TestWrapper dataProvider={fakeApi([], imported)}>
        <RecordDetails declaration={invoices} record={imported} context={{ scope: 'admin' }} />
      </TestWrapper>,
    );
    const details = screen.getByText('Number').closest('.ant-descriptions')! as HTMLElement;
    expect(within(details).queryByText('VAT summary')).toBeNull();
    expect(within(details).queryByText(/N2\.2/)).toBeNull();
  });
});

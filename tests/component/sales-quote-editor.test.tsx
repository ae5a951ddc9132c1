import type { AccessControlProvider, BaseRecord, DataProvider } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { findResource } from '../../resources.config';
import { resetSignedInUser, updateSignedInUser } from '../../src/providers/signed-in-user';
import { QuoteEditor } from '../../modules/sales/screens/quote-editor';
import { TestWrapper } from '../helpers/test-wrapper';

// The quote editor: saved lines, a form for the next one, and the totals previewed live with that line by
// the shared function before the server keeps them; a sent quote offers no line editing.

const quotes = findResource('quotes')!;
type Created = { resource: string; variables: unknown };

const fakeApi = (status: string, created: Created[]): DataProvider => {
  const data: Record<string, BaseRecord[]> = {
    quotes: [{ id: 7, number: 'QUO-000007', title: 'Portal', customerId: null, status, taxable: 50, vat: 11, total: 61, version: 1 }],
    quoteLines: [{ id: 1, quoteId: 7, position: 0, description: 'Analysis', quantity: 1, unitPrice: 50, discountPercent: 0, vatRate: 22, lineTotal: 50, version: 1 }],
    products: [],
  };
  return {
    getApiUrl: () => '/api',
    getList: async ({ resource }) => ({ data: (data[resource] ?? []) as never[], total: (data[resource] ?? []).length }),
    getMany: async () => ({ data: [] }),
    getOne: async ({ resource, id }) => ({ data: (data[resource] ?? []).find((row) => String(row.id) === String(id)) as never }),
    create: async ({ resource, variables }) => {
      created.push({ resource, variables });
      return { data: { id: 99, ...(variables as object) } as never };
    },
    update: async () => ({ data: {} as never }),
    deleteOne: async () => ({ data: {} as never }),
    custom: async () => ({ data: [] as never }),
  };
};

const renderEditor = (status: string, created: Created[] = [], accessControlProvider?: AccessControlProvider) => {
  updateSignedInUser({ isAuthenticated: true, name: 'Sara', username: 'sales', roles: ['SALES MANAGE'] });
  return render(
    <TestWrapper dataProvider={fakeApi(status, created)} initialPath="/admin/sales/quotes/7" routePath="/admin/sales/quotes/:id" accessControlProvider={accessControlProvider}>
      <QuoteEditor declaration={quotes} route={quotes.routes![1]} identifier="quotes" />
    </TestWrapper>,
  );
};

afterEach(() => resetSignedInUser());

describe('the quote editor', () => {
  test('shows the saved lines and the server totals, previews a new line live and adds it to the quote', async () => {
    const created: Created[] = [];
    const user = userEvent.setup({ delay: null });
    renderEditor('Draft', created);
    const lines = await screen.findByRole('table', { name: 'Quote lines' });
    expect(await within(lines).findByText('Analysis')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('€61.00'));

    await user.type(screen.getByLabelText('Description'), 'Development');
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(screen.getByLabelText('Unit price'), '100.05');
    // 2 × 100.05 = 200.10 at 22% = 44.022 → 44.02, beside the saved 50 + 11.
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('€305.12'));
    expect(screen.getByTestId('quote-taxable')).toHaveTextContent('€250.10');
    expect(screen.getByText('Preview with the new line (not saved)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Add line/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      resource: 'quoteLines',
      variables: { quoteId: 7, position: 1, description: 'Development', quantity: 2, unitPrice: 100.05, vatRate: 22, discountPercent: 0 },
    });
  }, 60_000);

  test("a line's Edit and Delete follow the policy on quote lines, not the screen", async () => {
    // A viewer whose roles may not edit or delete quote lines (the policy answers per resource and action).
    const policy: AccessControlProvider = { can: async ({ resource, action }) => ({ can: !(resource === 'quoteLines' && ['edit', 'delete'].includes(action)) }) };
    renderEditor('Draft', [], policy);
    const lines = await screen.findByRole('table', { name: 'Quote lines' });
    expect(await within(lines).findByText('Analysis')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('€61.00'));
    expect(within(lines).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(lines).queryByRole('button', { name: 'Delete' })).toBeNull();
  }, 60_000);

  test('a draft quote offers Edit and Delete on its lines to who may write them', async () => {
    renderEditor('Draft');
    const lines = await screen.findByRole('table', { name: 'Quote lines' });
    expect(await within(lines).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(lines).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  }, 60_000);

  test('a sent quote shows its lines and totals but offers no line editing', async () => {
    renderEditor('Sent');
    const lines = await screen.findByRole('table', { name: 'Quote lines' });
    expect(await within(lines).findByText('Analysis')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('€61.00'));
    expect(screen.queryByRole('button', { name: /Add line/ })).toBeNull();
    expect(within(lines).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

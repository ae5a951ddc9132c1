import type { DataProvider } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { cashFlowEntries } from '../../modules/finance/cash-flow-entries.resource';
import { ReconciliationScreen } from '../../modules/finance/screens/reconciliation-screen';
import { TestWrapper } from '../helpers/test-wrapper';

// The reconciliation screen: movements to reconcile on the left, the chosen one's suggested invoices on
// the right, one click to match, a match by hand marked partial.

type Call = { url: string; method: string; payload: unknown };

const movementsIn = [
  { id: 11, direction: 'in', date: '2026-11-10', description: 'Bonifico da Verdi saldo fattura FT-900', amount: 1220, openAmount: 1220 },
  { id: 12, direction: 'in', date: '2026-11-12', description: 'Acconto Bianchi', amount: 400, openAmount: 400 },
];
const suggestions = [
  { parentTable: 'invoices', id: 900, number: 'FT-900', counterparty: 'Verdi Costruzioni SpA', dueDate: '2026-11-01', openAmount: 1220, score: 190, reasons: ['amount', 'number'] },
  { parentTable: 'invoices', id: 901, number: 'FT-901', counterparty: 'Verdi Costruzioni SpA', dueDate: '2026-06-01', openAmount: 1220, score: 1100, reasons: ['rule', 'amount'], missingFiles: ['PDF', 'SdI receipt'] },
];

// The open invoices the match by hand picks from (GET …/invoices/pending), with their counterparty.
const pending = [
  { id: 1000, number: 'FT-1000', direction: 'out', date: '2026-10-01', counterparty: 'Bianchi Arredi Srl', openAmount: 800 },
  { id: 1001, number: 'FT-1001', direction: 'out', date: '2026-10-03', counterparty: 'Neri Impianti', openAmount: 400 },
  { id: 77, number: 'R-77', direction: 'in', date: '2026-10-03', counterparty: 'Fornitore', openAmount: 400 },
];

const fakeApi = (calls: Call[]): DataProvider => {
  let reconciled = new Set<number>();
  return {
    getApiUrl: () => '/api',
    getList: async () => ({ data: [{ id: 1, name: 'Conto principale' }] as never[], total: 1 }),
    getOne: async () => ({ data: {} as never }),
    getMany: async () => ({ data: [] as never[] }),
    create: async () => ({ data: {} as never }),
    update: async () => ({ data: {} as never }),
    deleteOne: async () => ({ data: {} as never }),
    custom: async ({ url, method, payload }) => {
      calls.push({ url, method, payload });
      if (url.endsWith('/cashflow/in')) return { data: movementsIn.filter((row) => !reconciled.has(row.id)) as never };
      if (url.endsWith('/cashflow/out')) return { data: [] as never };
      if (url.includes('/suggestions/')) return { data: suggestions as never };
      if (url.endsWith('/invoices/pending')) return { data: pending as never };
      const match = /reconcileIn(?:Manually)?\/(\d+)$/.exec(url);
      if (match) reconciled = new Set([...reconciled, Number(match[1])]);
      return { data: {} as never };
    },
  };
};

const renderScreen = (calls: Call[]) =>
  render(
    <TestWrapper dataProvider={fakeApi(calls)}>
      <ReconciliationScreen declaration={cashFlowEntries} route={cashFlowEntries.routes![1]} identifier="cashFlowEntries" />
    </TestWrapper>,
  );

describe('the reconciliation screen', () => {
  test('choosing a movement shows its suggestions, and Match sends the chosen invoice', async () => {
    const calls: Call[] = [];
    renderScreen(calls);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reconciliation' })).toBeInTheDocument();
    await userEvent.click(await screen.findByText('Bonifico da Verdi saldo fattura FT-900'));
    const first = (await screen.findByText('FT-900')).closest('tr')!;
    expect(within(first).getByText('number in the description')).toBeInTheDocument();
    // An accepted rule's reason, and the files a paid invoice would still lack, are shown.
    const second = screen.getByText('FT-901').closest('tr')!;
    expect(within(second).getByText('your rule')).toBeInTheDocument();
    expect(within(second).getByText('Missing PDF, SdI receipt')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Match FT-900' }));
    await waitFor(() => expect(calls).toContainEqual({ url: '/admin/finance/cashflow/reconcileIn/11', method: 'post', payload: { match_id: 900 } }));
    // The matched movement leaves the list once it is read again.
    await waitFor(() => expect(screen.queryByText('Bonifico da Verdi saldo fattura FT-900')).toBeNull());
    expect(screen.getByText('Acconto Bianchi')).toBeInTheDocument();
  });

  test('a match by hand picks the document by number, counterparty, amount or date and sends it, its table and the partial flag', async () => {
    const calls: Call[] = [];
    renderScreen(calls);
    await userEvent.click(await screen.findByText('Acconto Bianchi'));
    // Picked by what a person knows of it (its counterparty), never by an internal id; a received invoice is not offered for money in.
    const picker = await screen.findByRole('combobox', { name: 'Which one' });
    await userEvent.click(picker);
    expect(await screen.findByText('FT-1001 · Neri Impianti · €400.00 · 10/03/26')).toBeInTheDocument();
    expect(screen.queryByText(/R-77/)).toBeNull();
    await userEvent.type(picker, 'bianchi');
    await userEvent.click(await screen.findByText('FT-1000 · Bianchi Arredi Srl · €800.00 · 10/01/26'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Partial' }));
    await userEvent.click(screen.getByRole('button', { name: 'Match by hand' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: '/admin/finance/cashflow/reconcileInManually/12',
        method: 'post',
        payload: { parent_table: 'invoices', parent: 1000, isPartial: true },
      }),
    );
  });

  test('nothing chosen asks for a movement', async () => {
    renderScreen([]);
    expect(await screen.findByText('Choose a movement on the left')).toBeInTheDocument();
  });
});

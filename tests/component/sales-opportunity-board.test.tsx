import type { BaseRecord, DataProvider } from '@refinedev/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { findResource } from '../../resources.config';
import { resetSignedInUser, updateSignedInUser } from '../../src/providers/signed-in-user';
import { OpportunityBoard } from '../../modules/sales/screens/opportunity-board';
import { TestWrapper } from '../helpers/test-wrapper';

// The pipeline board: a column per stage holding its opportunities, and the weighted forecast by month.

const opportunities = findResource('opportunities')!;
const rows: BaseRecord[] = [
  { id: 1, title: 'Portale soci', stage: 'Proposal', expectedAmount: 10000, probability: 40, expectedCloseDate: '2026-12-10' },
  { id: 2, title: 'App fidelity', stage: 'Proposal', expectedAmount: 5000, probability: 40, expectedCloseDate: '2026-12-20' },
  { id: 3, title: 'Sito e shop', stage: 'Won', expectedAmount: 18500, probability: 100, expectedCloseDate: '2026-11-02' },
  { id: 4, title: 'ERP cloud', stage: 'Lost', expectedAmount: 65000, probability: 0, expectedCloseDate: '2026-11-05' },
];

const fakeApi: DataProvider = {
  getApiUrl: () => '/api',
  getList: async () => ({ data: rows as never[], total: rows.length }),
  getOne: async () => ({ data: {} as never }),
  create: async () => ({ data: {} as never }),
  update: async () => ({ data: {} as never }),
  deleteOne: async () => ({ data: {} as never }),
  custom: async () => ({ data: {} as never }),
};

afterEach(() => resetSignedInUser());

describe('the opportunities board', () => {
  test('shows each opportunity in its stage column and the weighted forecast per month', async () => {
    updateSignedInUser({ isAuthenticated: true, name: 'Sara', username: 'sales', roles: ['SALES MANAGE'] });
    render(
      <TestWrapper dataProvider={fakeApi}>
        <OpportunityBoard declaration={opportunities} route={opportunities.routes![0]} identifier="opportunities" />
      </TestWrapper>,
    );
    // The board's title is the page's top-level heading.
    expect(await screen.findByRole('heading', { level: 1, name: 'Opportunities' })).toBeInTheDocument();
    const proposal = await screen.findByTestId('stage-Proposal');
    expect(await within(proposal).findByText('Portale soci')).toBeInTheDocument();
    expect(within(proposal).getByText('App fidelity')).toBeInTheDocument();
    expect(within(proposal).getByText('Proposal (2)')).toBeInTheDocument();
    expect(within(screen.getByTestId('stage-Won')).getByText('Sito e shop')).toBeInTheDocument();
    expect(within(screen.getByTestId('stage-Qualification')).getByText('Qualification (0)')).toBeInTheDocument();

    const forecast = screen.getByRole('table', { name: 'Weighted forecast' });
    // November: the won one in full, the lost one not at all; December: 40% of 15,000.
    const november = within(forecast).getByText('2026-11').closest('tr')!;
    // Expected and weighted are both 18,500: the lost 65,000 is not in the month.
    expect(within(november).getAllByText('€18,500.00')).toHaveLength(2);
    const december = within(forecast).getByText('2026-12').closest('tr')!;
    expect(within(december).getByText('€6,000.00')).toBeInTheDocument();
    expect(within(december).getByText('€15,000.00')).toBeInTheDocument();
  }, 60_000);
});

import type { BaseRecord, DataProvider } from '@refinedev/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { defineResource } from '../../resources/declaration';
import { ListScreen } from '../../src/screens/generic';
import { TestWrapper } from '../helpers/test-wrapper';

// DESIGN's promise: a resource is one declaration. This one is written here, registered nowhere, and its
// list screen still shows its columns and rows, with no other code.

const parkingSpaces = defineResource({
  name: 'parkingSpaces',
  module: 'shell',
  label: 'Parking spaces',
  singular: 'Parking space',
  titleField: 'code',
  fields: {
    code: { type: 'text', isListed: true, isFilterable: true },
    level: { type: 'integer', isListed: true },
    monthlyFee: { type: 'decimal', isMoney: true, isListed: true, label: 'Monthly fee' },
    isCovered: { type: 'boolean', isListed: true, label: 'Covered' },
    freeFrom: { type: 'date', isListed: true },
    notes: { type: 'longText' },
  },
  roles: ['ADMIN'],
  api: { admin: '/admin/parking_spaces' },
});

const rows: BaseRecord[] = [
  { id: 1, code: 'P-01', level: -1, monthlyFee: 80, isCovered: true, freeFrom: '2025-07-01' },
  { id: 2, code: 'P-02', level: 0, monthlyFee: 1250.5, isCovered: false, freeFrom: null },
];

// Pure rendering: a data provider object that only answers lists.
const stubDataProvider: DataProvider = {
  getApiUrl: () => '/api',
  getList: async () => ({ data: rows as never[], total: rows.length }),
  getOne: async () => ({ data: rows[0] as never }),
  create: async () => ({ data: {} as never }),
  update: async () => ({ data: {} as never }),
  deleteOne: async () => ({ data: {} as never }),
};

describe('a throwaway resource', () => {
  test('renders its list from its declaration alone', async () => {
    render(
      <TestWrapper dataProvider={stubDataProvider}>
        <ListScreen declaration={parkingSpaces} route={{ path: '/parking', screen: 'list' }} identifier="parkingSpaces" />
      </TestWrapper>,
    );
    expect(await screen.findByText('P-01')).toBeInTheDocument();
    expect(screen.getByText('Parking spaces')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers).toEqual(['Code', 'Level', 'Monthly fee', 'Covered', 'Free from', 'Actions']);
    const first = screen.getByText('P-01').closest('tr')!;
    expect(within(first).getByText('€80.00')).toBeInTheDocument();
    expect(within(first).getByText('Yes')).toBeInTheDocument();
    expect(within(first).getByText('07/01/25')).toBeInTheDocument();
    const second = screen.getByText('P-02').closest('tr')!;
    expect(within(second).getByText('€1,250.50')).toBeInTheDocument();
    expect(within(second).getByText('—')).toBeInTheDocument();
  });
});

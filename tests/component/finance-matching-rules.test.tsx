import type { AccessControlProvider, DataProvider } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MatchingRulesCard } from '../../modules/finance/screens/matching-rules-card';
import { TestWrapper } from '../helpers/test-wrapper';

// The matching rules card offers Delete on a rule only where the policy lets the viewer delete rules.

const rules = [{ id: 4, pattern: 'ENEL', direction: 'out', targetLabel: 'Enel Energia', timesMatched: 3, status: 'Accepted', version: 1 }];
const fakeApi: DataProvider = {
  getApiUrl: () => '/api',
  getList: async () => ({ data: rules as never[], total: rules.length }),
  getMany: async () => ({ data: [] }),
  getOne: async () => ({ data: {} as never }),
  create: async () => ({ data: {} as never }),
  update: async () => ({ data: {} as never }),
  deleteOne: async () => ({ data: {} as never }),
  custom: async () => ({ data: [] as never }),
};

const asked: string[] = [];
const renderCard = (canDelete: boolean) => {
  const policy: AccessControlProvider = {
    can: async ({ resource, action }) => {
      asked.push(`${resource}:${action}`);
      return { can: action !== 'delete' || canDelete };
    },
  };
  render(
    <TestWrapper dataProvider={fakeApi} accessControlProvider={policy}>
      <MatchingRulesCard version={0} />
    </TestWrapper>,
  );
};

describe('the matching rules card', () => {
  test('a viewer who may delete rules gets Delete on each', async () => {
    renderCard(true);
    const table = await screen.findByRole('table', { name: 'Matching rules' });
    expect(await within(table).findByText('Enel Energia')).toBeInTheDocument();
    expect(await within(table).findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  test('a viewer the policy does not let delete rules gets none', async () => {
    renderCard(false);
    const table = await screen.findByRole('table', { name: 'Matching rules' });
    expect(await within(table).findByText('Enel Energia')).toBeInTheDocument();
    // Once the policy has been asked about deleting rules, the row still offers no Delete.
    await waitFor(() => expect(asked).toContain('reconciliationRules:delete'));
    expect(within(table).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

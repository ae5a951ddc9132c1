import type { AccessControlProvider, BaseRecord, DataProvider } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { canRunAction, canUseAdminApi } from '../../resources/access-policy';
import { createSplitPolicyEnforcer } from '../../src/access/split-policy-enforcer';
import { ListScreen, ShowScreen } from '../../src/screens/generic';
import { resetSignedInUser, updateSignedInUser } from '../../src/providers/signed-in-user';
import type { ResourceDeclaration } from '../../resources/declaration';
import type { Role } from '../../resources/vocabulary';
import { TestWrapper } from '../helpers/test-wrapper';
import { testExpenses } from '../helpers/workflow-fixture';

// The generic screens render a resource's declared actions: row and record buttons for the moves its state
// allows, bulk buttons over a selection, an input form, a confirmation, and nothing for a role the policy denies.

const rows: BaseRecord[] = [
  { id: 1, number: 'EXP-000001', amount: 10, status: 'Draft', version: 1 },
  { id: 2, number: 'EXP-000002', amount: 20, status: 'Approved', version: 2 },
];

type Call = { url: string; method: string; payload: unknown };

const dataProviderRecording = (calls: Call[], listed: BaseRecord[] = rows): DataProvider => ({
  getApiUrl: () => '/api',
  getList: async () => ({ data: listed as never[], total: listed.length }),
  getOne: async ({ id }) => ({ data: listed.find((row) => String(row.id) === String(id)) as never }),
  create: async () => ({ data: {} as never }),
  update: async () => ({ data: {} as never }),
  deleteOne: async () => ({ data: {} as never }),
  custom: async ({ url, method, payload }) => {
    // The list's own reads (its saved views) are not actions.
    if (method !== 'get') calls.push({ url, method, payload });
    return { data: {} as never };
  },
});

/** The real policy built from the throwaway declaration, asked as the app's provider asks it. */
const policyProvider = async (asked: string[] = [], declaration: ResourceDeclaration = testExpenses): Promise<AccessControlProvider> => {
  const enforcer = await createSplitPolicyEnforcer([declaration]);
  return {
    can: async ({ action }) => {
      asked.push(action);
      const roles = (await import('../../src/providers/signed-in-user')).getSignedInUser().roles;
      const act = /^(admin|own):(\w+)$/.exec(action);
      if (act) return { can: canRunAction(enforcer, roles, 'testExpenses', { scope: act[1] as 'admin', name: act[2] }) };
      return { can: canUseAdminApi(enforcer, roles, 'testExpenses') };
    },
  };
};

const signInAs = (roles: Role[]) => updateSignedInUser({ isAuthenticated: true, name: 'Tester', username: 'tester', roles });

const renderList = async (calls: Call[], declaration: ResourceDeclaration = testExpenses, listed: BaseRecord[] = rows) =>
  render(
    <TestWrapper dataProvider={dataProviderRecording(calls, listed)} accessControlProvider={await policyProvider([], declaration)}>
      <ListScreen declaration={declaration} route={{ path: '/admin/test_expenses', screen: 'list' }} identifier="testExpenses" />
    </TestWrapper>,
  );

afterEach(() => resetSignedInUser());

describe('declared actions on the generic screens', () => {
  test('a row offers only the moves its state allows, and the status shows as a tag', async () => {
    signInAs(['FINANCE MANAGE']);
    await renderList([]);
    const draft = (await screen.findByText('EXP-000001')).closest('tr')!;
    expect(await within(draft).findByRole('button', { name: 'Refuse' })).toBeInTheDocument();
    expect(within(draft).getByText('Draft').closest('.ant-tag')).not.toBeNull();
    const approved = screen.getByText('EXP-000002').closest('tr')!;
    expect(within(approved).queryByRole('button', { name: 'Refuse' })).toBeNull();
    // Approved locks the record: no Edit, no Delete there, both on the draft.
    expect(within(approved).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(approved).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(draft).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  test('an action with input asks for it in a form and sends it to the spec path', async () => {
    signInAs(['FINANCE MANAGE']);
    const calls: Call[] = [];
    await renderList(calls);
    const draft = (await screen.findByText('EXP-000001')).closest('tr')!;
    await userEvent.click(await within(draft).findByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'No receipt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(calls).toEqual([{ url: '/admin/test_expenses/refuse/1', method: 'post', payload: { reason: 'No receipt', version: 1 } }]));
  });

  test('a bulk action runs on the chosen rows after its confirmation', async () => {
    signInAs(['FINANCE MANAGE']);
    const calls: Call[] = [];
    await renderList(calls);
    const draft = (await screen.findByText('EXP-000001')).closest('tr')!;
    // The approved row cannot be approved again, so it cannot be chosen.
    expect(within(screen.getByText('EXP-000002').closest('tr')!).getByRole('checkbox')).toBeDisabled();
    await userEvent.click(within(draft).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve (1)' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Approve the chosen expenses?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls).toEqual([{ url: '/admin/test_expenses/approve', method: 'post', payload: { ids: [1], versions: [1] } }]));
  });

  test('each bulk action takes only the chosen rows it is offered on', async () => {
    // A second bulk move (Refused back to Draft): a draft and a refused expense chosen together are one to approve and
    // one to reopen, never two of either.
    const reopen = { name: 'reopen', label: 'Reopen', method: 'POST', path: '/reopen', scope: 'admin', target: 'selection', moves: { field: 'status', to: 'Draft' }, reply: { resource: 'self', isList: true } } as const;
    const withReopen: ResourceDeclaration = { ...testExpenses, actions: [...testExpenses.actions, reopen] };
    const listed = [...rows, { id: 3, number: 'EXP-000003', amount: 30, status: 'Refused', version: 4 }];
    signInAs(['ADMIN']);
    const calls: Call[] = [];
    await renderList(calls, withReopen, listed);
    await userEvent.click(within((await screen.findByText('EXP-000001')).closest('tr')!).getByRole('checkbox'));
    await userEvent.click(within(screen.getByText('EXP-000003').closest('tr')!).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Reopen (1)' })).toBeEnabled();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve (1)' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls).toEqual([{ url: '/admin/test_expenses/approve', method: 'post', payload: { ids: [1], versions: [1] } }]));
  });

  test('a role the policy denies sees no action buttons', async () => {
    signInAs(['SALES MANAGE']);
    const asked: string[] = [];
    render(
      <TestWrapper dataProvider={dataProviderRecording([])} accessControlProvider={await policyProvider(asked)}>
        <ListScreen declaration={testExpenses} route={{ path: '/admin/test_expenses', screen: 'list' }} identifier="testExpenses" />
      </TestWrapper>,
    );
    const draft = (await screen.findByText('EXP-000001')).closest('tr')!;
    // Absence is asserted once the policy was asked (Refuse is not even asked: its move is not this role's).
    await waitFor(() => expect(asked).toContain('admin:approve'));
    await waitFor(() => expect(within(draft).queryByRole('button', { name: 'Refuse' })).toBeNull());
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  test('the record page offers the same moves beside Edit', async () => {
    signInAs(['ADMIN']);
    render(
      <TestWrapper dataProvider={dataProviderRecording([])} accessControlProvider={await policyProvider()} initialPath="/admin/test_expenses/1" routePath="/admin/test_expenses/:id">
        <ShowScreen declaration={testExpenses} route={{ path: '/admin/test_expenses/:id', screen: 'show' }} identifier="testExpenses" />
      </TestWrapper>,
    );
    expect(await screen.findByRole('button', { name: 'Refuse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Edit/ })).toBeInTheDocument();
  });
});

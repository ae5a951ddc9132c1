import type { DataProvider } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import type { MonthGrid } from '../../modules/pm/domain/month-grid';
import { monthSheets } from '../../modules/pm/month-sheets.resource';
import { ApiError } from '../../src/providers/http-client';
import { resetSignedInUser, updateSignedInUser } from '../../src/providers/signed-in-user';
import { MonthGridPanel } from '../../modules/pm/screens/timesheet-grid';
import { TestWrapper } from '../helpers/test-wrapper';

// The month grid as an employee sees it: work orders by days with holidays and leave, typing with the
// keyboard, totals, a save that keeps the server's refusal on its cell, and the month's status with Send.

const june: MonthGrid = {
  month: { id: 7, employeeId: 3, year: 2026, month: 6, status: 'Open', totalHours: 8, note: null, version: 1, number: 'TSM-000007', approvedHours: null },
  employee: { id: 3, name: 'Enrico Dipendente' },
  dailyHours: 8,
  workOrders: [
    { id: 11, number: 'WO-000011', name: 'Portale clienti', startDate: '2026-01-01', endDate: null, isAssigned: true },
    { id: 12, number: 'WO-000012', name: 'Attività interne', startDate: '2026-01-01', endDate: null, isAssigned: true },
  ],
  tasks: [],
  bookableTasks: [{ id: 40, number: 'TSK-000040', title: 'Login page', workOrderId: 11, isMine: true, isFavourite: false }],
  entries: [{ id: 100, version: 1, date: '2026-06-01', workOrderId: 11, taskId: null, hours: 8, note: null }],
  leave: [{ id: 5, number: 'REQ-5', startDate: '2026-06-05', endDate: '2026-06-05', hours: null, cause: 'Ferie' }],
  previousEntries: [],
  changesSinceApproval: [],
  balance: { workingDays: 21, expected: 168, booked: 8, leave: 8, balance: -152, overtime: 0, missing: 152 },
};

type Write = { kind: string; variables?: unknown; id?: unknown };

const stubApi = (writes: Write[], grid: MonthGrid = june): DataProvider => ({
  getApiUrl: () => '/api',
  getList: async () => ({ data: [], total: 0 }),
  getOne: async () => ({ data: {} as never }),
  create: async ({ variables }) => {
    writes.push({ kind: 'create', variables });
    const { workOrderId, hours, date } = variables as { workOrderId: number; hours: number; date: string };
    if (workOrderId === 12)
      throw new ApiError('Request failed', 400, { workOrderId: 'Not assigned to this work order' }, 'Not assigned to work order WO-000012');
    // Saved, with the server's warning above the contract's 8 h.
    const warnings = hours > 8 ? [{ field: 'hours', message: `${date} has ${hours} h, above the contract's 8 h a day` }] : undefined;
    return { data: { id: 200, warnings } as never };
  },
  update: async ({ id, variables }) => {
    writes.push({ kind: 'update', id, variables });
    return { data: {} as never };
  },
  deleteOne: async ({ id }) => {
    writes.push({ kind: 'delete', id });
    return { data: {} as never };
  },
  custom: async ({ url }) => {
    writes.push({ kind: `custom ${url}` });
    return { data: grid as never };
  },
});

const renderGrid = (writes: Write[], grid?: MonthGrid) =>
  render(
    <TestWrapper dataProvider={stubApi(writes, grid)} accessControlProvider={{ can: async () => ({ can: true }) }}>
      <MonthGridPanel declaration={monthSheets} identifier="timesheetMonths" source={{ scope: 'own', year: 2026, month: 6 }} />
    </TestWrapper>,
  );

afterEach(() => resetSignedInUser());

describe('the month grid', () => {
  test('shows the work orders by day, weekends and Italian holidays marked, the approved leave and the totals', async () => {
    updateSignedInUser({ isAuthenticated: true, name: 'Enrico', username: 'employee', roles: ['EMPLOYEE'] });
    renderGrid([]);
    expect(await screen.findByText(/WO-000011/)).toBeInTheDocument();
    expect(screen.getByText(/WO-000012/)).toBeInTheDocument();
    // 2 June is the Festa della Repubblica; 6 June 2026 is a Saturday.
    expect(screen.getAllByLabelText(/^2026-06-02 \S+/)[0]).toBeInTheDocument();
    expect(screen.getAllByLabelText('2026-06-06 weekend')[0]).toBeInTheDocument();
    expect(screen.getAllByLabelText('2026-06-03')[0]).toBeInTheDocument();
    expect(screen.getByLabelText('Leave 2026-06-05')).toHaveTextContent('8');
    expect(screen.getByLabelText('WO-000011 2026-06-01')).toHaveValue('8');
    expect(document.querySelector('[data-month-total]')).toHaveTextContent('8');
    expect(document.querySelector('[data-day-total="2026-06-05"]')).toHaveTextContent('8');
    expect(within(document.querySelector('[data-month-status]')!).getByText('Open')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(document.querySelector('[data-month-balance]')).toHaveTextContent('Expected 168 h (21 working days) · booked 8 h · leave 8 h · 152 h missing');
  }, 60_000);

  test("a work order's row chooses one of its tasks: the task gets a row and its hours are saved with the task", async () => {
    updateSignedInUser({ isAuthenticated: true, name: 'Enrico', username: 'employee', roles: ['EMPLOYEE'] });
    const writes: Write[] = [];
    renderGrid(writes);
    // Only WO-000011 has a task to offer.
    const picker = await screen.findByRole('combobox', { name: 'Add a task row to WO-000011' });
    expect(screen.queryByRole('combobox', { name: 'Add a task row to WO-000012' })).not.toBeInTheDocument();
    await userEvent.click(picker);
    await userEvent.click(await screen.findByText('TSK-000040 Login page'));
    const cell = await screen.findByLabelText('WO-000011 · TSK-000040 2026-06-03');
    await userEvent.click(cell);
    await userEvent.keyboard('3');
    await userEvent.click(screen.getByRole('button', { name: /Save \(1\)/ }));
    await waitFor(() =>
      expect(writes.filter((write) => !write.kind.startsWith('custom'))).toEqual([{ kind: 'create', variables: { date: '2026-06-03', workOrderId: 11, taskId: 40, hours: 3 } }]),
    );
  }, 60_000);

  test('hours typed with the keyboard update the totals and save cell by cell, a refusal stays on its cell', async () => {
    updateSignedInUser({ isAuthenticated: true, name: 'Enrico', username: 'employee', roles: ['EMPLOYEE'] });
    const writes: Write[] = [];
    renderGrid(writes);
    const first = await screen.findByLabelText('WO-000011 2026-06-03');
    await userEvent.click(first);
    await userEvent.keyboard('7,5');
    // Right arrow from the end of the text moves to the next day; Down moves to the next work order.
    await userEvent.keyboard('{ArrowRight}6{ArrowDown}2');
    expect(screen.getByLabelText('WO-000011 2026-06-04')).toHaveValue('6');
    expect(screen.getByLabelText('WO-000012 2026-06-04')).toHaveValue('2');
    expect(document.querySelector('[data-day-total="2026-06-04"]')).toHaveTextContent('8');
    expect(document.querySelector('[data-month-total]')).toHaveTextContent('23.5');
    // The saved 8 h of 1 June cleared: a delete.
    await userEvent.clear(screen.getByLabelText('WO-000011 2026-06-01'));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /Save \(4\)/ }));
    await waitFor(() => expect(document.querySelector('[data-cell-errors]')).toHaveTextContent('Not assigned to work order WO-000012'));
    expect(writes.filter((write) => !write.kind.startsWith('custom'))).toEqual([
      { kind: 'create', variables: { date: '2026-06-03', workOrderId: 11, hours: 7.5 } },
      { kind: 'create', variables: { date: '2026-06-04', workOrderId: 11, hours: 6 } },
      { kind: 'create', variables: { date: '2026-06-04', workOrderId: 12, hours: 2 } },
      { kind: 'delete', id: 100 },
    ]);
    // The refused cell keeps its value and its error; the others were saved.
    expect(screen.getByLabelText('WO-000012 2026-06-04')).toHaveValue('2');
    expect(screen.getByRole('button', { name: /Save \(1\)/ })).toBeInTheDocument();
  }, 90_000);

  test('copy last month fills empty working days by weekday where still assigned; a warned save stays on its cell', async () => {
    updateSignedInUser({ isAuthenticated: true, name: 'Enrico', username: 'employee', roles: ['EMPLOYEE'] });
    const writes: Write[] = [];
    const grid: MonthGrid = {
      ...june,
      workOrders: [...june.workOrders, { id: 13, number: 'WO-000013', name: 'Vecchio progetto', startDate: '2026-01-01', endDate: null, isAssigned: false }],
      tasks: [{ id: 40, number: 'TSK-40', title: 'Login' }],
      // May 2026: the first Monday, Tuesday, Wednesday, Thursday and Friday are the 4th to 7th and the 1st.
      previousEntries: [
        { date: '2026-05-04', workOrderId: 11, taskId: null, hours: 4 }, // → Mon 1 June, already 8 h
        { date: '2026-05-05', workOrderId: 11, taskId: null, hours: 8 }, // → Tue 2 June, a holiday
        { date: '2026-05-06', workOrderId: 11, taskId: null, hours: 7.5 }, // → Wed 3 June
        { date: '2026-05-07', workOrderId: 11, taskId: 40, hours: 3 }, // → Thu 4 June, on the task's row
        { date: '2026-05-01', workOrderId: 11, taskId: null, hours: 8 }, // → Fri 5 June, a day of leave
        { date: '2026-05-09', workOrderId: 11, taskId: null, hours: 2 }, // → Sat 13 June, a weekend
        { date: '2026-05-13', workOrderId: 13, taskId: null, hours: 8 }, // → Wed 10 June, no longer assigned
      ],
    };
    renderGrid(writes, grid);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy last month' }));
    expect(screen.getByLabelText('WO-000011 2026-06-01')).toHaveValue('8');
    expect(screen.getByLabelText('WO-000011 2026-06-02')).toHaveValue('');
    expect(screen.getByLabelText('WO-000011 2026-06-03')).toHaveValue('7.5');
    expect(screen.getByLabelText('WO-000011 · TSK-40 2026-06-04')).toHaveValue('3');
    expect(screen.getByLabelText('WO-000011 2026-06-05')).toHaveValue('');
    expect(screen.getByLabelText('WO-000011 2026-06-13')).toHaveValue('');
    expect(screen.getByLabelText('WO-000013 2026-06-10')).toHaveValue('');

    await userEvent.click(screen.getByLabelText('WO-000011 2026-06-08'));
    await userEvent.keyboard('9');
    await userEvent.click(screen.getByRole('button', { name: /Save \(3\)/ }));
    await waitFor(() => expect(document.querySelector('[data-cell-warnings]')).toHaveTextContent("2026-06-08 has 9 h, above the contract's 8 h a day"));
    expect(document.querySelector('[data-day-total="2026-06-08"]')).toHaveAttribute('data-day-warning', 'true');
    expect(document.querySelector('[data-cell-errors]')).toBeNull();
    const creates = writes.filter((write) => write.kind === 'create').map((write) => write.variables);
    expect(creates).toHaveLength(3);
    expect(creates).toEqual(
      expect.arrayContaining([
        { date: '2026-06-03', workOrderId: 11, hours: 7.5 },
        { date: '2026-06-04', workOrderId: 11, taskId: 40, hours: 3 },
        { date: '2026-06-08', workOrderId: 11, hours: 9 },
      ]),
    );
  }, 90_000);

  test('a sent month is read-only and offers no Send', async () => {
    updateSignedInUser({ isAuthenticated: true, name: 'Enrico', username: 'employee', roles: ['EMPLOYEE'] });
    renderGrid([], { ...june, month: { ...june.month, status: 'Sent' } });
    expect(await screen.findByText(/This month is Sent/)).toBeInTheDocument();
    expect(screen.getByLabelText('WO-000011 2026-06-01')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy last month' })).toBeNull();
  });

  test('a month corrected after approval lists and marks the cells that differ from the approved hours', async () => {
    updateSignedInUser({ isAuthenticated: true, name: 'Enrico', username: 'employee', roles: ['EMPLOYEE'] });
    renderGrid([], { ...june, month: { ...june.month, status: 'Sent' }, changesSinceApproval: [{ cell: '11:|2026-06-01', approved: 6, now: 8 }] });
    expect(await screen.findByText('Changed since it was approved')).toBeInTheDocument();
    expect(document.querySelector('[data-changes-since-approval]')).toHaveTextContent('WO-000011 2026-06-01: 6 h → 8 h');
    expect(screen.getByLabelText('WO-000011 2026-06-01').closest('[data-changed-since-approval]')).not.toBeNull();
    expect(screen.getByLabelText('WO-000011 2026-06-02').closest('[data-changed-since-approval]')).toBeNull();
  });
});

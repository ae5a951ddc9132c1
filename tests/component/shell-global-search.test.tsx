import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchHit } from '../../resources/paths';
import { GlobalSearch } from '../../src/shell/search/global-search';
import { GlobalSearchBox } from '../../src/shell/search/global-search-box';
import { fakeApi } from '../helpers/shell-fake-api';
import { ADMIN, currentLocation, EMPLOYEE, renderInShell, type TestUser } from '../helpers/shell-wrapper';

vi.mock('../../src/providers/http-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/providers/http-client')>();
  const { fakeApi } = await import('../helpers/shell-fake-api');
  return { ...real, httpClient: () => fakeApi.client(real.createHttpClient) };
});

const RESULTS: SearchHit[] = [
  { type: 'EMPLOYEE', id: 7, number: 'EMP-000007', description: 'Mario Rossi' },
  { type: 'LABOUR', id: 11, number: 'LAB-000011', description: 'Payroll March' },
  { type: 'TIMESHEETMONTH', id: 21, number: 'TSM-000021', description: 'March 2025' },
  { type: 'TIMESHEETHR', id: 31, number: 'HR-000031', description: 'Holiday' },
  { type: 'RECEIPT', id: 41, number: 'REC-000041', description: 'Taxi' },
  { type: 'TASKS', id: 51, number: 'TSK-000051', description: 'Fix login' },
  { type: 'PROJECT', id: 61, number: 'PRJ-000061', description: 'Portal' },
  { type: 'WORKORDER', id: 71, number: 'WO-000071', description: 'Maintenance' },
];

const box = () => screen.getByPlaceholderText('Search For Number...');

const typeQuery = (text: string) => fireEvent.change(box(), { target: { value: text } });

const suggestion = async (number: string) => {
  const strong = await screen.findByText(number, { selector: 'strong' });
  return strong.closest('.ant-select-item-option') as HTMLElement;
};

/** Numbers of the suggestions on show (antd keeps a closing popup in the DOM, hidden or leaving). */
const shownNumbers = () =>
  [
    ...document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not(.ant-slide-up-leave) .ant-select-item-option strong',
    ),
  ].map(
    (element) => element.textContent,
  );

const pick = async (user: TestUser, number: string) => {
  renderInShell(<GlobalSearchBox />, { user });
  typeQuery(number.toLowerCase());
  fireEvent.click(await suggestion(number));
};

beforeEach(() => {
  fakeApi.reset();
  fakeApi.on('GET /admin/search', ({ params }) => ({
    body: RESULTS.filter((result) => result.number.startsWith(String(params.term))),
  }));
});

describe('the box the shell first shows', () => {
  it('loads the search on focus, keeping the text typed before and searching it', async () => {
    renderInShell(<GlobalSearch />);
    typeQuery('emp');
    expect(fakeApi.callsTo('GET /admin/search')).toHaveLength(0);
    fireEvent.focus(box());
    await suggestion('EMP-000007');
    expect(box()).toHaveValue('emp');
    expect(box()).toHaveFocus();
    expect(fakeApi.callsTo('GET /admin/search')[0].params).toEqual({ term: 'EMP' });
  });

  it('then searches what is typed into it, like the loaded box', async () => {
    renderInShell(<GlobalSearch />);
    fireEvent.focus(box());
    await waitFor(() => expect(box().closest('.ant-select')).not.toBeNull());
    typeQuery('prj');
    await suggestion('PRJ-000061');
  });
});

describe('global search box', () => {
  it('sends the query trimmed and uppercased', async () => {
    renderInShell(<GlobalSearchBox />);
    typeQuery('  emp-0000 ');
    await waitFor(() => expect(fakeApi.callsTo('GET /admin/search')).toHaveLength(1));
    expect(fakeApi.callsTo('GET /admin/search')[0].params).toEqual({ term: 'EMP-0000' });
  });

  it('sends nothing for an empty query and clears the suggestions', async () => {
    renderInShell(<GlobalSearchBox />);
    typeQuery('emp');
    await suggestion('EMP-000007');
    typeQuery('   ');
    await waitFor(() => expect(shownNumbers()).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fakeApi.callsTo('GET /admin/search')).toHaveLength(1);
  });

  it('shows the number in bold, the description below and an icon by type', async () => {
    renderInShell(<GlobalSearchBox />);
    typeQuery('e');
    const employee = await suggestion('EMP-000007');
    expect(within(employee).getByText('Mario Rossi')).toBeInTheDocument();
    expect(within(employee).getByLabelText('employee')).toBeInTheDocument();
    fakeApi.on('GET /admin/search', { body: [RESULTS[5]] });
    typeQuery('tsk');
    const task = await suggestion('TSK-000051');
    expect(within(task).getByLabelText('record')).toBeInTheDocument();
  });

  it('clears the box and the list after a pick', async () => {
    await pick(ADMIN, 'PRJ-000061');
    await waitFor(() => expect(currentLocation()).toBe('/admin/project/61'));
    expect(box()).toHaveValue('');
    await waitFor(() => expect(shownNumbers()).toEqual([]));
  });

  it('does not navigate on free text that matches no suggestion', async () => {
    renderInShell(<GlobalSearchBox />, { path: '/start' });
    typeQuery('nothing');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(currentLocation()).toBe('/start');
  });
});

describe('where a pick leads', () => {
  const VIEWERS: Record<string, TestUser> = { admin: ADMIN, employee: EMPLOYEE };
  it.each([
    ['admin', 'EMP-000007', '/admin/employee_details/7'],
    ['admin', 'LAB-000011', '/payroll_details/11'],
    ['employee', 'LAB-000011', '/payroll_details/11?fromMyProfile=true'],
    ['admin', 'TSM-000021', '/admin/ts_approvals?monthId=21'],
    ['employee', 'TSM-000021', '/timesheet?monthId=21'],
    ['admin', 'HR-000031', '/admin/leave_requests?requestId=31&openCalendar=true'],
    ['admin', 'REC-000041', '/receipts/41'],
    ['employee', 'TSK-000051', '/task/51'],
    ['admin', 'PRJ-000061', '/admin/project/61'],
    ['admin', 'WO-000071', '/admin/workorder_informations/71'],
  ])('an %s picking %s opens %s', async (viewer, number, path) => {
    await pick(VIEWERS[viewer], number);
    await waitFor(() => expect(currentLocation()).toBe(path));
  });
});

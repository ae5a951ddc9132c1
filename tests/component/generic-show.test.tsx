import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { findResource, registry } from '../../resources.config';
import { defineResource } from '../../resources/declaration';
import { refineResources } from '../../src/routing';
import { ListScreen, ShowScreen } from '../../src/screens/generic';
import { apiDataProvider } from '../helpers/api-data-provider';
import { sharedApiStub } from '../helpers/api-stub-server';
import { TestWrapper } from '../helpers/test-wrapper';
import { updateSignedInUser } from '../../src/providers/signed-in-user';

// The generic record page, and reference fields shown by the referenced record's title.

const employees = findResource('employees')!;
const showRoute = employees.routes!.find((route) => route.path === '/admin/employee_details/:id')!;

const grace = {
  id: 7,
  version: 2,
  number: 'EMP-000007',
  firstName: 'Grace',
  lastName: 'Hopper',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  taxCode: 'HPPGRC06D49H501Z',
  birthDate: '1990-12-09',
  hireDate: '2020-01-02',
  costCentre: 'Management',
  hourlyCost: 42.5,
  isActive: false,
};

// Two resources of a test module: tasks refer to people.
const people = defineResource({
  name: 'people',
  module: 'pm',
  label: 'People',
  singular: 'Person',
  titleField: 'displayName',
  fields: { displayName: { type: 'text', isListed: true } },
  roles: ['ADMIN'],
  api: { admin: '/admin/people' },
  children: [{ resource: 'chores', foreignKey: 'assigneeId', label: 'Assigned chores' }],
});
const chores = defineResource({
  name: 'chores',
  module: 'pm',
  label: 'Chores',
  singular: 'Chore',
  titleField: 'title',
  fields: {
    title: { type: 'text', isListed: true },
    assigneeId: { type: 'reference', resource: 'people', label: 'Assignee', isListed: true },
  },
  roles: ['ADMIN'],
  api: { admin: '/admin/chores' },
});

const api = sharedApiStub();

beforeEach(() => {
  // The children lists show only to those who may read them: an administrator unless a test says otherwise.
  updateSignedInUser({ isAuthenticated: true, roles: ['ADMIN'], isLoaded: true });
  api.reply((request) => {
    if (request.path === '/api/admin/employees/7') return { body: grace };
    if (request.method === 'DELETE') return { status: 204 };
    if (request.method === 'PUT' && request.path === '/api/admin/chores') return { status: 201, body: { id: 9, version: 1, ...JSON.parse(request.body) } };
    if (request.path === '/api/admin/employees/attachments/7')
      return { body: [{ id: 3, fileName: 'contract.pdf', contentType: 'application/pdf', size: 1536 }] };
    if (request.path === '/api/admin/people/10') return { body: { id: 10, displayName: 'Person 10' } };
    if (request.method === 'PUT') return { status: 201, body: [{ id: 4, fileName: 'cv.pdf', contentType: 'application/pdf', size: 10 }] };
    if (request.path === '/api/lookup/people')
      return { body: request.query.getAll('id').map((id) => ({ id: Number(id), displayName: `Person ${id}` })) };
    if (request.path === '/api/admin/chores')
      return {
        body: [
          { id: 1, title: 'Sweep', assigneeId: 10 },
          { id: 2, title: 'Mop', assigneeId: 11 },
          { id: 3, title: 'Dust', assigneeId: 10 },
        ],
        headers: { 'X-Total-Count': '3' },
      };
    return { status: 404, body: { message: 'Not found' } };
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** Employee 7's page, as the registry declares it. */
const renderEmployee = () =>
  render(
    <TestWrapper dataProvider={apiDataProvider(api)} resources={refineResources(registry)} initialPath="/admin/employee_details/7" routePath={showRoute.path}>
      <ShowScreen declaration={employees} route={showRoute} identifier="/admin/employees" />
    </TestWrapper>,
  );

/** Person 10's page, with their chores as its children. */
const renderPerson = () =>
  render(
    <TestWrapper dataProvider={apiDataProvider(api, [people, chores])} declarations={[people, chores]} initialPath="/people/10" routePath="/people/:id">
      <ShowScreen declaration={people} route={{ path: '/people/:id', screen: 'show' }} identifier="people" />
    </TestWrapper>,
  );

describe('generic show screen', () => {
  test('shows every field with its label, formatted, with edit and delete, and the attachments', async () => {
    renderEmployee();
    expect(await screen.findByText('Employee Grace Hopper')).toBeInTheDocument();
    // A bordered description list puts each label in a <th> and its value in the <td> after it.
    const valueOf = (label: string) => screen.getByText(label, { selector: 'th *, th' }).closest('th')!.nextElementSibling as HTMLElement;
    expect(within(valueOf('Tax code')).getByText('HPPGRC06D49H501Z')).toBeInTheDocument();
    expect(within(valueOf('Birth date')).getByText('12/09/90')).toBeInTheDocument();
    expect(within(valueOf('Hourly cost')).getByText('€42.50')).toBeInTheDocument();
    expect(within(valueOf('Active')).getByText('No')).toBeInTheDocument();
    expect(within(valueOf('Leaving date')).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Edit/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(await screen.findByText('contract.pdf')).toBeInTheDocument();
    expect(screen.getByText('1.5 KB')).toBeInTheDocument();
  });

  test('uploads picked files as multipart to the record’s attachments path', async () => {
    const user = userEvent.setup();
    renderEmployee();
    await screen.findByText('contract.pdf');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    const upload = api.requests.find((request) => request.method === 'PUT')!;
    expect(upload.path).toBe('/api/admin/employees/attachments/7');
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(upload.headers.authorization).toBe('Bearer test-token');
    expect(upload.body).toContain('name="file"; filename="cv.pdf"');
  });

  test('removes an attached file once the deletion is confirmed', async () => {
    const user = userEvent.setup();
    renderEmployee();
    await screen.findByText('contract.pdf');
    await user.click(screen.getByRole('button', { name: /Remove/ }));
    expect(await screen.findByText('Are you sure you want to delete the file contract.pdf?')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(api.requests.some((request) => request.method === 'DELETE')).toBe(true));
    expect(api.requests.find((request) => request.method === 'DELETE')!.path).toBe('/api/admin/employees/attachments/7/3');
  });

  test('lists the children of a record, filtered by their foreign key', async () => {
    renderPerson();
    expect(await screen.findByText('Assigned chores')).toBeInTheDocument();
    expect(await screen.findByText('Sweep')).toBeInTheDocument();
    const childList = api.requests.find((request) => request.path === '/api/admin/chores')!;
    expect(childList.query.get('assigneeId')).toBe('10');
    // The foreign key column would repeat the parent on every row.
    expect(screen.queryByRole('columnheader', { name: 'Assignee' })).toBeNull();
  });

  test('leaves out a children list the viewer may not read, and does not request it', async () => {
    updateSignedInUser({ roles: ['EMPLOYEE'] });
    renderPerson();
    expect((await screen.findAllByText(/Person 10/, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText('Assigned chores')).toBeNull();
    expect(api.requests.some((request) => request.path === '/api/admin/chores')).toBe(false);
  });

  test('adds a child with its parent already set, without asking for the parent', async () => {
    const user = userEvent.setup();
    renderPerson();
    await screen.findByText('Sweep');
    await user.click(screen.getByRole('button', { name: /Add/ }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('New Chore')).toBeInTheDocument();
    expect(within(drawer).queryByLabelText('Assignee')).toBeNull();
    await user.type(within(drawer).getByLabelText('Title'), 'Polish');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    const created = api.requests.find((request) => request.method === 'PUT')!;
    expect(created.path).toBe('/api/admin/chores');
    expect(JSON.parse(created.body)).toEqual({ title: 'Polish', assigneeId: 10 });
  });

  test('a reference column shows the referenced titles, fetched once for the whole column', async () => {
    render(
      <TestWrapper dataProvider={apiDataProvider(api, [people, chores])} declarations={[people, chores]}>
        <ListScreen declaration={chores} route={{ path: '/chores', screen: 'list' }} identifier="chores" />
      </TestWrapper>,
    );
    expect(await screen.findByText('Sweep')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Person 10')).toHaveLength(2));
    expect(within(screen.getByText('Mop').closest('tr')!).getByText('Person 11')).toBeInTheDocument();
    // Titles come from the lookup path, open to callers who may not open the people themselves.
    const lookups = api.requests.filter((request) => request.path === '/api/lookup/people');
    expect(lookups).toHaveLength(1);
    expect(lookups[0].query.getAll('id')).toEqual(['10', '11']);
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { findResource, registry } from '../../resources.config';
import { defineResource } from '../../resources/declaration';
import { refineResources } from '../../src/routing';
import { ListScreen } from '../../src/screens/generic';
import { apiDataProvider } from '../helpers/api-data-provider';
import { sharedApiStub, type StubReply } from '../helpers/api-stub-server';
import { TestWrapper } from '../helpers/test-wrapper';

// The create/edit drawer: what it sends, and the server's per-field messages under the fields.

const employees = findResource('employees')!;
const listRoute = employees.routes!.find((route) => route.screen === 'list')!;
const ada = {
  id: 1,
  version: 4,
  number: 'EMP-000001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  taxCode: 'LVLDAA15C55H501X',
  hireDate: '2021-03-15',
  isActive: true,
};

// A small resource for create: required text, a choice and a switch.
const rooms = defineResource({
  name: 'rooms',
  module: 'shell',
  label: 'Rooms',
  singular: 'Room',
  titleField: 'name',
  fields: {
    name: { type: 'text', isRequired: true, maxLength: 40, isListed: true },
    floor: { type: 'enum', values: ['Ground', 'First'], default: 'Ground', isListed: true },
    hasProjector: { type: 'boolean', label: 'Projector' },
    code: { type: 'text', isReadOnly: true, isListed: true },
  },
  roles: ['ADMIN'],
  api: { admin: '/admin/rooms' },
});

const api = sharedApiStub();
let writeReply: StubReply;

beforeEach(() => {
  writeReply = { body: { id: 9 } };
  api.reply((request) => {
    if (request.method !== 'GET') return writeReply;
    if (request.path === '/api/admin/employees/1') return { body: ada };
    return { body: request.path.includes('rooms') ? [] : [ada], headers: { 'X-Total-Count': '1' } };
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const renderEmployees = () =>
  render(
    <TestWrapper dataProvider={apiDataProvider(api)} resources={refineResources(registry)} initialPath={listRoute.path}>
      <ListScreen declaration={employees} route={listRoute} identifier={listRoute.path} />
    </TestWrapper>,
  );

const openEdit = async (user: ReturnType<typeof userEvent.setup>) => {
  const row = (await screen.findByText('Ada Lovelace')).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: 'Edit' }));
  const drawer = await screen.findByRole('dialog');
  await waitFor(() => expect(within(drawer).getByLabelText('Email')).toHaveValue('ada@example.com'));
  return drawer;
};

describe('create and edit drawer', () => {
  test('edit loads the record, shows read-only fields as text and sends POST /{id} with the version read', async () => {
    const user = userEvent.setup();
    renderEmployees();
    const drawer = await openEdit(user);
    expect(within(drawer).getByText('Edit Employee')).toBeInTheDocument();
    expect(within(drawer).queryByLabelText('Number')).toBeNull();
    expect(within(drawer).getByText('EMP-000001')).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('Job title'));
    await user.type(within(drawer).getByLabelText('Job title'), 'Analyst');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'POST')).toBe(true));
    const sent = api.requests.find((request) => request.method === 'POST')!;
    expect(sent.path).toBe('/api/admin/employees/1');
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({ jobTitle: 'Analyst', email: 'ada@example.com', version: 4 });
    expect(body).not.toHaveProperty('number');
    expect(body).not.toHaveProperty('fullName');
  });

  test('the server’s message for a field appears under that field', async () => {
    writeReply = { status: 400, body: { message: 'Invalid input', errors: { email: 'Email is already used' } } };
    const user = userEvent.setup();
    renderEmployees();
    const drawer = await openEdit(user);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    const message = await within(drawer).findByText('Email is already used');
    const emailItem = within(drawer).getByLabelText('Email').closest('.ant-form-item')!;
    expect(emailItem).toContainElement(message);
  });

  test('create checks required fields, starts from the declared defaults and sends PUT', async () => {
    const user = userEvent.setup();
    render(
      <TestWrapper dataProvider={apiDataProvider(api, [rooms])} declarations={[rooms]}>
        <ListScreen declaration={rooms} route={{ path: '/rooms', screen: 'list' }} identifier="rooms" />
      </TestWrapper>,
    );
    await user.click(await screen.findByRole('button', { name: /Create/ }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('New Room')).toBeInTheDocument();
    expect(within(drawer).queryByText('Code')).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Name is required')).toBeInTheDocument();

    await user.type(within(drawer).getByLabelText('Name'), 'Blue room');
    await user.click(within(drawer).getByRole('switch'));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    const sent = api.requests.find((request) => request.method === 'PUT')!;
    expect(sent.path).toBe('/api/admin/rooms');
    expect(JSON.parse(sent.body)).toEqual({ name: 'Blue room', floor: 'Ground', hasProjector: true });
  });
});

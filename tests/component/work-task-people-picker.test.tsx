import type { DataProvider } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, test } from 'vitest';
import { findResource } from '../../resources.config';
import { FieldFormItem } from '../../src/fields';
import { TestWrapper } from '../helpers/test-wrapper';

// A task's owner and assignee are picked among the members of the task's project only (narrowedBy.through):
// the picker reads the project's members from the lookup of project members and shows them by name.

const tasks = findResource('tasks')!;
type Read = { resource: string; filters: unknown; scope: unknown };

const fakeApi = (reads: Read[]): DataProvider => ({
  getApiUrl: () => '/api',
  getList: async ({ resource, filters, meta }) => {
    reads.push({ resource, filters, scope: meta?.scope });
    const links = [
      { id: 1, employeeId: 11 },
      { id: 2, employeeId: 12 },
    ];
    return resource === 'projectMembers' ? { data: links as never[], total: links.length } : { data: [], total: 0 };
  },
  getMany: async ({ resource, ids }) => {
    const names: Record<number, string> = { 11: 'Anna Member', 12: 'Bruno Colleague', 13: 'Carla Outsider' };
    return { data: (resource === 'employees' ? ids.map((id) => ({ id, fullName: names[Number(id)] })) : []) as never[] };
  },
  getOne: async () => ({ data: {} as never }),
  create: async () => ({ data: {} as never }),
  update: async () => ({ data: {} as never }),
  deleteOne: async () => ({ data: {} as never }),
  custom: async () => ({ data: [] as never }),
});

describe("the task form's owner picker", () => {
  test("offers the members of the chosen project, by name, and no one else", async () => {
    const reads: Read[] = [];
    render(
      <TestWrapper dataProvider={fakeApi(reads)}>
        <Form initialValues={{ projectId: 7 }}>
          <Form.Item name="projectId" hidden />
          <FieldFormItem name="ownerId" field={tasks.fields.ownerId} context={{ scope: 'admin' }} />
        </Form>
      </TestWrapper>,
    );
    await userEvent.click(await screen.findByRole('combobox'));
    const listbox = document.querySelector('.ant-select-dropdown') as HTMLElement;
    await waitFor(() => expect(within(listbox).getAllByRole('option', { hidden: true }).length).toBeGreaterThan(0));
    await waitFor(() => expect(within(listbox).getByText('Anna Member')).toBeInTheDocument());
    expect(within(listbox).getByText('Bruno Colleague')).toBeInTheDocument();
    expect(within(listbox).queryByText('Carla Outsider')).toBeNull();
    expect(reads).toContainEqual({ resource: 'projectMembers', filters: [{ field: 'projectId', operator: 'eq', value: 7 }], scope: 'lookup' });
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { registry } from '../../resources.config';
import { safetyCourses } from '../../modules/hr/safety-courses.resource';
import { refineResources } from '../../src/routing';
import { updateSignedInUser } from '../../src/providers/signed-in-user';
import { SafetyCourseDetailsScreen } from '../../modules/hr/screens/safety-course-details';
import { apiDataProvider } from '../helpers/api-data-provider';
import { sharedApiStub } from '../helpers/api-stub-server';
import { TestWrapper } from '../helpers/test-wrapper';

// A safety course's page: "Assign employees" sends the chosen employees with this page's course
// (POST /admin/safety_course/assign) and says whom the server skipped.

const route = safetyCourses.routes!.find((candidate) => candidate.path === '/admin/safety_course/:id')!;
const api = sharedApiStub();

beforeEach(() => {
  updateSignedInUser({ isAuthenticated: true, roles: ['HR MANAGE'], isLoaded: true });
  api.reply((request) => {
    if (request.path === '/api/admin/safety_course/4') return { body: { id: 4, version: 1, title: 'Antincendio', validityMonths: 60, isMandatory: true } };
    if (request.path === '/api/lookup/employees') return { body: [{ id: 3, fullName: 'Mario Rossi' }, { id: 5, fullName: 'Anna Verdi' }], headers: { 'X-Total-Count': '2' } };
    if (request.method === 'POST' && request.path === '/api/admin/safety_course/assign')
      return { body: { assigned: [{ id: 9, employeeId: 3, safetyCourseId: 4 }], skipped: [{ employeeId: 5, fullName: 'Anna Verdi', reason: 'already assigned' }] } };
    return { body: [], headers: { 'X-Total-Count': '0' } };
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe("a safety course's page", () => {
  test('assigns the chosen employees to this course and names the skipped ones', async () => {
    render(
      <TestWrapper dataProvider={apiDataProvider(api)} resources={refineResources(registry)} initialPath="/admin/safety_course/4" routePath={route.path}>
        <SafetyCourseDetailsScreen declaration={safetyCourses} route={route} identifier="safetyCourses" />
      </TestWrapper>,
    );
    expect(await screen.findByText('Safety course Antincendio')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assign employees' }));
    const dialog = await screen.findByRole('dialog');
    // The course is the page's: the form asks only for the employees and the due date.
    expect(within(dialog).queryByLabelText('Course')).toBeNull();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Employees/ }));
    await userEvent.click(await screen.findByTitle('Mario Rossi'));
    await userEvent.click(await screen.findByTitle('Anna Verdi'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign employees' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'POST')).toBe(true));
    const sent = api.requests.find((request) => request.method === 'POST')!;
    expect(JSON.parse(sent.body)).toMatchObject({ safetyCourseId: 4, employeeIds: [3, 5] });
    expect(await screen.findByText('1 assigned')).toBeInTheDocument();
    expect(screen.getByText('Skipped: Anna Verdi (already assigned)')).toBeInTheDocument();
  }, 60_000);
});

import { defineResource } from '../../resources/declaration';
import { isOffered, meetsOfferedWhen, unmetOfferedWhen, withReachableStates } from '../../resources/workflow';

// `offeredWhen` names values a field must hold, or that it must be present or absent: where it does not hold the
// screens hide the button (isOffered) and runAction refuses before the handler, with the declared `why`.

const jobs = defineResource({
  name: 'jobs',
  module: 'pm',
  label: 'Jobs',
  singular: 'Job',
  titleField: 'title',
  fields: {
    title: { type: 'text', isRequired: true },
    assigneeId: { type: 'reference', resource: 'employees' },
    status: { type: 'enum', values: ['Open', 'Done'], default: 'Open' },
  },
  roles: ['ADMIN'],
  api: { admin: '/admin/jobs' },
  actions: [
    { name: 'start', label: 'Start', method: 'POST', path: '/start/:id', scope: 'admin', target: 'record', offeredWhen: { assigneeId: { is: 'present', why: 'Nobody is assigned to {{title}}' }, status: ['Open'] }, reply: { resource: 'self' } },
    { name: 'claim', label: 'Claim', method: 'POST', path: '/claim/:id', scope: 'admin', target: 'record', offeredWhen: { assigneeId: { is: 'absent', why: '{{title}} is taken' } }, reply: { resource: 'self' } },
  ],
});
const [start, claim] = jobs.actions;

describe('offeredWhen: present and absent', () => {
  test('a field that must be present: blank (null, missing or empty) is unmet, any value meets it', () => {
    for (const assigneeId of [null, undefined, '']) expect(meetsOfferedWhen(start, { assigneeId, status: 'Open' })).toBe(false);
    expect(meetsOfferedWhen(start, { assigneeId: 7, status: 'Open' })).toBe(true);
    expect(unmetOfferedWhen(start, { assigneeId: null, status: 'Done' })).toEqual([
      ['assigneeId', { is: 'present', why: 'Nobody is assigned to {{title}}' }],
      ['status', ['Open']],
    ]);
  });

  test('a field that must be absent: offered only while it is blank', () => {
    expect(meetsOfferedWhen(claim, { assigneeId: null })).toBe(true);
    expect(meetsOfferedWhen(claim, { assigneeId: 3 })).toBe(false);
    expect(unmetOfferedWhen(claim, { assigneeId: 3 })).toEqual([['assigneeId', { is: 'absent', why: '{{title}} is taken' }]]);
  });

  test("the screens' buttons follow it (isOffered)", () => {
    expect(isOffered(jobs, claim, { assigneeId: 3 }, ['ADMIN'])).toBe(false);
    expect(isOffered(jobs, claim, { assigneeId: null }, ['ADMIN'])).toBe(true);
    expect(isOffered(jobs, start, { assigneeId: null, status: 'Open' }, ['ADMIN'])).toBe(false);
  });
});

describe('"Set the state" offers only reachable states', () => {
  const claims = defineResource({
    name: 'claims',
    module: 'finance',
    label: 'Claims',
    singular: 'Claim',
    titleField: 'title',
    fields: {
      title: { type: 'text', isRequired: true },
      state: {
        type: 'enum',
        values: ['Submitted', 'Approved', 'Refused', 'Paid'],
        default: 'Submitted',
        transitions: [
          { from: 'Submitted', to: 'Approved' },
          { from: 'Submitted', to: 'Refused' },
          { from: 'Refused', to: 'Submitted' },
          { from: 'Approved', to: 'Paid', roles: ['FINANCE MANAGE'] },
        ],
      },
    },
    roles: ['ADMIN', 'FINANCE MANAGE'],
    api: { admin: '/admin/claims' },
    actions: [{ name: 'status', label: 'Set the state', method: 'POST', path: '/status/:id', scope: 'admin', target: 'record', moves: { field: 'state' }, input: { state: { type: 'enum', values: ['Submitted', 'Approved', 'Refused', 'Paid'], isRequired: true } }, reply: { resource: 'self' } }],
  });
  const [status] = claims.actions;
  const choices = (state: string, roles = ['ADMIN']) => (withReachableStates(claims, status, { state }, roles).input!.state as { values: readonly string[] }).values;
  test('from each state, the states its declared moves reach for the caller', () => {
    expect(choices('Submitted')).toEqual(['Approved', 'Refused']);
    expect(choices('Refused')).toEqual(['Submitted']);
    expect(choices('Approved')).toEqual([]);
    expect(choices('Approved', ['FINANCE MANAGE'])).toEqual(['Paid']);
    expect(choices('Paid')).toEqual([]);
  });
});

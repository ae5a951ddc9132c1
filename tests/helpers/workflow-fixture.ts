import { defineResource } from '../../resources/declaration';
import { badRequest } from '../../server/errors';
import { message } from '../../server/i18n/message';
import type { WriteRules } from '../../server/operations/write-rules';
import { workflowsOf } from '../../server/operations/actions/workflows-of';

// A throwaway resource with a status machine and two actions, to prove that a declaration and a few lines
// of handler give the whole workflow: routes, access, validation, moves, locks, audit, docs and buttons.

export const testExpenses = defineResource({
  name: 'testExpenses',
  module: 'finance',
  label: 'Expenses',
  singular: 'Expense',
  titleField: 'number',
  fields: {
    number: { type: 'text', isReadOnly: true, isListed: true },
    amount: { type: 'decimal', isRequired: true, min: 0, isListed: true },
    status: {
      type: 'enum',
      values: ['Draft', 'Approved', 'Refused'],
      default: 'Draft',
      isReadOnly: true,
      isListed: true,
      transitions: [
        { from: 'Draft', to: 'Approved' },
        { from: 'Draft', to: 'Refused' },
        { from: 'Refused', to: 'Draft', roles: ['ADMIN'] },
      ],
      locks: ['Approved'],
      colors: { Draft: 'default', Approved: 'green', Refused: 'red' },
    },
    reason: { type: 'longText', isReadOnly: true },
  },
  roles: ['ADMIN', 'FINANCE MANAGE'],
  api: { admin: '/admin/test_expenses' },
  numbering: { field: 'number', prefix: 'EXP' },
  actions: [
    { name: 'approve', label: 'Approve', method: 'POST', path: '/approve', scope: 'admin', target: 'selection', moves: { field: 'status', to: 'Approved' }, confirm: 'Approve the chosen expenses?', reply: { resource: 'self', isList: true } },
    {
      name: 'refuse',
      reply: { resource: 'self' },
      label: 'Refuse',
      method: 'POST',
      path: '/refuse/:id',
      scope: 'admin',
      target: 'record',
      moves: { field: 'status', to: 'Refused' },
      input: { reason: { type: 'longText', isRequired: true, maxLength: 200 } },
    },
  ],
  routes: [
    { path: '/admin/test_expenses', roles: ['ADMIN', 'FINANCE MANAGE'], screen: 'list' },
    { path: '/admin/test_expenses/:id', roles: ['ADMIN', 'FINANCE MANAGE'], screen: 'show' },
  ],
});

export const testExpenseHandlers = workflowsOf(testExpenses, {
  approve: async ({ records, move }) => Promise.all(records.map((record) => move(record))),
  refuse: ({ record, input, move }) => move(record, undefined, { reason: input.reason }),
});


/** A business rule on every write, generic or by an action: expenses above 1,000 need a receipt number first. */
export const testExpenseRules: WriteRules = {
  testExpenses: [
    (_tx, { after }) => {
      if (Number(after.amount) > 1000) throw badRequest(message('Expenses above 1,000 need approval in advance'), { amount: message('At most 1,000') });
    },
  ],
};

// A dependent reference: a card's lane must belong to the card's board.
export const testBoards = defineResource({
  name: 'testBoards',
  module: 'pm',
  label: 'Boards',
  singular: 'Board',
  titleField: 'name',
  fields: { name: { type: 'text', isRequired: true, maxLength: 40 } },
  roles: ['ADMIN', 'PROJECT MANAGER'],
  api: { admin: '/admin/test_boards' },
});

export const testLanes = defineResource({
  name: 'testLanes',
  module: 'pm',
  label: 'Lanes',
  singular: 'Lane',
  titleField: 'name',
  fields: {
    name: { type: 'text', isRequired: true, maxLength: 40 },
    boardId: { type: 'reference', resource: 'testBoards', isRequired: true, onDelete: 'cascade' },
  },
  roles: ['ADMIN', 'PROJECT MANAGER'],
  api: { admin: '/admin/test_lanes' },
});

export const testCards = defineResource({
  name: 'testCards',
  module: 'pm',
  label: 'Cards',
  singular: 'Card',
  titleField: 'title',
  fields: {
    title: { type: 'text', isRequired: true, maxLength: 40 },
    boardId: { type: 'reference', resource: 'testBoards', isRequired: true, label: 'Board' },
    laneId: { type: 'reference', resource: 'testLanes', narrowedBy: { field: 'boardId', referencedField: 'boardId' }, label: 'Lane' },
  },
  roles: ['ADMIN', 'PROJECT MANAGER'],
  api: { admin: '/admin/test_cards' },
});

import type { ActionDeclaration } from '../../../resources/declaration';

// One payment match of a document undone, as on an invoice's or a tax's page: the movement is open again and the
// document unpaid by that much. It takes the document's version, so of two undos of what one person saw exactly
// one runs. Both documents declare it; modules/finance/server/invoices.ts handles it for either.
export const undoMatchAction = {
  name: 'undoMatch',
  label: 'Undo the match',
  method: 'POST',
  path: '/undoMatch/:id',
  scope: 'admin',
  target: 'record',
  isVersioned: true,
  isHidden: true,
  reply: { resource: 'self' },
  input: { match_id: { type: 'reference', resource: 'cashFlowMatches', isRequired: true, label: 'Match' } },
} as const satisfies ActionDeclaration;

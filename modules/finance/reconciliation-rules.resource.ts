import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';


// What the reconciliation learns from matches made by hand: movements saying `pattern` (their counterparty's
// or description's first significant words, without numbers and bank wording) paid `target` (the invoices of
// one supplier or customer, taxes of one type, receipts or payrolls). Seen once it is Observed; the second
// match by hand of the same pattern to the same kind of record proposes it; accepted, the invoices it names
// rank first among the suggestions of a movement with that pattern. Rules are made only by the matches and
// reviewed on the reconciliation screen, where they are accepted or deleted.
export const reconciliationRules = defineResource({
  name: 'reconciliationRules',
  module: 'finance',
  label: 'Matching rules',
  singular: 'Matching rule',
  titleField: 'pattern',
  fields: {
    direction: { type: 'enum', values: ['in', 'out'], isReadOnly: true, isListed: true, isFilterable: true },
    pattern: { type: 'text', maxLength: 120, isReadOnly: true, isListed: true, isFilterable: true, label: 'Movement says' },
    parentTable: { type: 'enum', values: ['invoices', 'receipts', 'taxes', 'labour'], isReadOnly: true, isFilterable: true, label: 'Document table' },
    // The kind of record, as a key: `suppliers:<id>`, `customers:<id>`, `taxes:<tax>`, `receipts`, `labour`.
    target: { type: 'text', maxLength: 80, isReadOnly: true, isFilterable: true },
    targetLabel: { type: 'text', maxLength: 200, isReadOnly: true, isListed: true, label: 'Pays' },
    timesMatched: { type: 'integer', min: 0, default: 0, isReadOnly: true, isListed: true, isSortable: true, label: 'Matched by hand' },
    // The distinct matches counted (movement:table:document, space-separated, the newest kept): a match undone and
    // made again is not counted twice.
    countedMatches: { type: 'longText', maxLength: 20000, isReadOnly: true, label: 'Matches counted' },
    status: {
      type: 'enum',
      values: ['Observed', 'Proposed', 'Accepted'],
      default: 'Observed',
      isReadOnly: true,
      isListed: true,
      isFilterable: true,
      transitions: [
        { from: 'Observed', to: 'Proposed' },
        { from: 'Proposed', to: 'Accepted' },
      ],
    },
  },
  roles: TEAM_ROLES.finance,
  api: { admin: '/admin/finance/cashflow/rules' },
  actions: [{ name: 'accept', label: 'Accept the rule', method: 'POST', path: '/accept/:id', scope: 'admin', target: 'record', moves: { field: 'status', to: 'Accepted' }, reply: { resource: 'self' } }],
  uniqueTogether: [['direction', 'pattern', 'target']],
  defaultSort: { field: 'timesMatched', order: 'desc' },
});

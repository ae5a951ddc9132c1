import { CLOSING_STAGES } from '../opportunities.resource';
import { lineAmountOf, quoteTotalsOf, type QuoteLineFigures } from '../domain/quote-totals';
import { badRequest, notFound } from '../../../server/errors';
import { message, term } from '../../../server/i18n/message';
import { derivationFor, rowByRow } from '../../../server/operations/derived';
import { createRecord } from '../../../server/operations/record-writer';
import { rulesFor } from '../../../server/operations/write-rules';
import { keepBilledMilestones, rateForPersonOrRole } from './contract-billing-rules';
import { contractToStatementOfWork, quoteToContract, rowsWhere, startWorkOrder } from './chain';
import { customerTaxIdentity } from './customer-rules';
import { customerSummary } from './customer-summary';
import { listExpiringContracts, notifyExpiringContracts } from './expiring-contracts';
import { convertLead } from './leads';
import { quotePdfDownload } from './quote-pdf-download';
import { reviseQuote } from './quote-versions';
import { firmToday } from '../../../resources/firm-calendar';
import type { ActionHandlers } from '../../../server/operations/actions/run-action';
import { workflowsOf } from '../../../server/operations/actions/workflows-of';
import { leads } from '../leads.resource';
import { customers } from '../customers.resource';
import { statementsOfWork } from '../../legal/statements-of-work.resource';
import { opportunities } from '../opportunities.resource';
import { contacts } from '../contacts.resource';
import { quotes } from '../quotes.resource';
import { quoteLines } from '../quote-lines.resource';
import { customerContracts } from '../customer-contracts.resource';
import { contractMilestones } from '../contract-milestones.resource';
import { contractRates } from '../contract-rates.resource';
import { opportunities as opportunitiesResource } from '../opportunities.resource';

// The sales module's workflow handlers, one `workflowsOf` per resource (declared in modules/sales/).

export const leadWorkflows = workflowsOf(leads, {
  contacted: ({ record, move }) => move(record),
  qualify: ({ record, move }) => move(record),
  // The reason is kept in the lead's note, dated, below what was there.
  lose: ({ record, input, move }) =>
    move(record, undefined, { note: [record.note, `Lost on ${firmToday()}: ${String(input.reason)}`].filter(Boolean).join('\n\n') }),
  // POST /admin/sales/leads/convert/{id}
  convert: convertLead,
});

export const customerWorkflows = workflowsOf(customers, {
  summary: customerSummary,
});

export const statementOfWorkWorkflows = workflowsOf(statementsOfWork, {
  // The legal module's one read: GET /admin/sow/work_order/{id}.
  byWorkOrder: ({ tx, context, input }) => rowsWhere(tx, context.schema, statementsOfWork, 'workOrderId', input.workOrderId),
});

export const opportunityWorkflows = workflowsOf(opportunities, {
  // POST /admin/sales/opportunity/stage/{id}: a move on the pipeline; closing it says why.
  changeStage: ({ record, input, move }) => {
    const stage = input.stage;
    const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
    if (CLOSING_STAGES.includes(stage) && reason === '') throw badRequest(message('Say why the opportunity is {{stage}}', { stage: term(stage) }), { reason: message('Required for Won and Lost') });
    return move(record, stage, CLOSING_STAGES.includes(stage) ? { closeReason: reason, ...(stage === 'Won' ? { probability: 100 } : { probability: 0 }) } : {});
  },
  byLead: ({ tx, context, input }) => rowsWhere(tx, context.schema, opportunitiesResource, 'leadId', input.leadId),
  // The lead's customer (once converted) and sales owner come with it.
  createForLead: async ({ tx, context, input, write }) => {
    const [lead] = await rowsWhere(tx, context.schema, leads, 'id', input.leadId);
    if (!lead) throw notFound(message('Lead {{id}} not found', { id: String(input.leadId) }));
    const values = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
    return createRecord(write, opportunitiesResource, { ...values, customerId: lead.customerId ?? null, ownerId: lead.ownerId ?? null });
  },
});

export const contactWorkflows = workflowsOf(contacts, {
  byLead: ({ tx, context, input }) => rowsWhere(tx, context.schema, contacts, 'leadId', input.leadId),
});

export const quoteWorkflows = workflowsOf(quotes, {
  send: ({ record, move }) => move(record),
  accept: ({ record, move }) => move(record),
  reject: ({ record, move }) => move(record),
  expire: ({ record, move }) => move(record),
  // POST /admin/sales/quotes/revise/{id}: a sent quote's next version.
  revise: reviseQuote,
  pdf: quotePdfDownload,
  toContract: quoteToContract,
  byOpportunity: ({ tx, context, input }) => rowsWhere(tx, context.schema, quotes, 'opportunityId', input.opportunityId),
});

export const customerContractWorkflows = workflowsOf(customerContracts, {
  // POST /admin/sales/customer_contracts/start_work_order/{id}
  startWorkOrder: ({ record, write }) => startWorkOrder(write, record),
  toStatementOfWork: contractToStatementOfWork,
  expiring: listExpiringContracts,
  notifyExpiring: notifyExpiringContracts,
  byCustomer: ({ tx, context, input }) => rowsWhere(tx, context.schema, customerContracts, 'customerId', input.customerId),
});

/** The sales module's workflow handlers (declared in modules/sales/ and modules/legal/). */
export const salesActionHandlers: ActionHandlers = {
  ...leadWorkflows,
  ...customerWorkflows,
  ...statementOfWorkWorkflows,
  ...opportunityWorkflows,
  ...contactWorkflows,
  ...quoteWorkflows,
  ...customerContractWorkflows,
};

/** The quote's figures from its lines; a line's total from itself. */
export const salesDerivations = [
  derivationFor(quoteLines, async (_tx, rows) => rows.map((row) => ({ lineTotal: lineAmountOf(row).toNumber() }))),
  // A sent quote's lines are locked with it (quoteLines' `partOf`), so only a draft's figures change.
  derivationFor(quotes, rowByRow(async (tx, row, schema) => {
    const totals = quoteTotalsOf((await rowsWhere(tx, schema, quoteLines, 'quoteId', row.id)) as QuoteLineFigures[]);
    return { taxable: totals.taxable, vat: totals.vat, total: totals.total };
  })),
];

/** The sales module's write rules (a sent quote's lines are locked by quoteLines' `partOf`). */
export const salesWriteRules = [
  rulesFor(customers, customerTaxIdentity),
  rulesFor(contractMilestones, keepBilledMilestones),
  rulesFor(contractRates, rateForPersonOrRole),
];

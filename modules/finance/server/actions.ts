import { cashFlowEntries } from '../cash-flow-entries.resource';
import { invoices } from '../invoices.resource';
import { reconciliationRules } from '../reconciliation-rules.resource';
import { taxes } from '../taxes.resource';
import { paymentOrders } from '../payment-orders.resource';
import { makePaymentOrder, payInvoicesByTransfer, paymentOrderFile, paymentOrdersByActionsOnly } from './payment-orders';
import { workflowsOf } from '../../../server/operations/actions/workflows-of';
import type { ActionHandlers } from '../../../server/operations/actions/run-action';
import { rowByRow, type Derivations } from '../../../server/operations/derived';
import type { WriteRules } from '../../../server/operations/write-rules';
import { accountIban, supplierIdentity } from './bank-details-rules';
import { accountBalance, recalculateBalances } from './balances';
import { bestMatches } from './best-matches';
import { importStatement } from './import-statement';
import { cashFlowOverview } from './overview';
import { createInvoiceWithLines, figuresFollowSummary, invoiceLinesByActionsOnly } from './invoice-lines';
import { paymentsWithIncompleteFiles } from './incomplete-files';
import { acceptRule, rulesByLearningOnly } from './learning';
import { receiptWorkflows } from './receipts';
import { markTaxPaid, taxesDueSoon, undoTaxMarkPaid } from './taxes';
import { importInvoiceZip } from './import-invoices';
import { attachInvoiceFile, invoicesByDate, pendingInvoices, undoInvoiceMatch, undoTaxMatch, updateFileStatus } from './invoices';
import { invoicePayment, lockReconciledMovement, matchesByActionsOnly, movementReconciliation, reconciliationWorkflows, taxPayment, undoOneMatch } from './reconciliation';
import { cashFlowMatches } from '../cash-flow-matches.resource';

const cashFlowEntryWorkflows = workflowsOf(cashFlowEntries, {
  importStatement,
  recalculate: recalculateBalances,
  overview: cashFlowOverview,
  ...reconciliationWorkflows,
  bestMatches,
  incompleteFiles: paymentsWithIncompleteFiles,
});

const matchWorkflows = workflowsOf(cashFlowMatches, { undo: undoOneMatch });

const reconciliationRuleWorkflows = workflowsOf(reconciliationRules, { accept: acceptRule });

const invoiceWorkflows = workflowsOf(invoices, {
  pending: pendingInvoices,
  updateFileStatus,
  byDate: invoicesByDate,
  attachFile: attachInvoiceFile,
  undoMatch: undoInvoiceMatch,
  importZip: importInvoiceZip,
  withLines: createInvoiceWithLines,
  payByTransfer: payInvoicesByTransfer,
});

const paymentOrderWorkflows = workflowsOf(paymentOrders, { make: makePaymentOrder, cbiFile: paymentOrderFile });

const taxWorkflows = workflowsOf(taxes, { dueSoon: taxesDueSoon, markPaid: markTaxPaid, undoMarkPaid: undoTaxMarkPaid, undoMatch: undoTaxMatch });

/** The finance module's workflow handlers (declared in modules/finance/). */
export const financeActionHandlers: ActionHandlers = {
  ...cashFlowEntryWorkflows,
  ...reconciliationRuleWorkflows,
  ...matchWorkflows,
  ...invoiceWorkflows,
  ...receiptWorkflows,
  ...taxWorkflows,
  ...paymentOrderWorkflows,
};

export const financeDerivations: Derivations = {
  accounts: rowByRow(accountBalance),
  cashFlowEntries: rowByRow(movementReconciliation),
  invoices: rowByRow(invoicePayment),
  taxes: rowByRow(taxPayment),
};

export const financeWriteRules: WriteRules = {
  accounts: [accountIban],
  suppliers: [supplierIdentity],
  invoices: [figuresFollowSummary],
  invoiceLines: [invoiceLinesByActionsOnly],
  reconciliationRules: [rulesByLearningOnly],
  cashFlowEntries: [lockReconciledMovement],
  cashFlowMatches: [matchesByActionsOnly],
  paymentOrders: [paymentOrdersByActionsOnly],
  paymentOrderLines: [paymentOrdersByActionsOnly],
};

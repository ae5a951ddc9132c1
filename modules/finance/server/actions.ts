import { cashFlowEntries } from '../cash-flow-entries.resource';
import { invoices } from '../invoices.resource';
import { reconciliationRules } from '../reconciliation-rules.resource';
import { taxes } from '../taxes.resource';
import { paymentOrders } from '../payment-orders.resource';
import { makePaymentOrder, payInvoicesByTransfer, paymentOrderFile, paymentOrdersByActionsOnly } from './payment-orders';
import { workflowsOf } from '../../../server/operations/actions/workflows-of';
import type { ActionHandlers } from '../../../server/operations/actions/run-action';
import { derivationFor, rowByRow } from '../../../server/operations/derived';
import { rulesFor } from '../../../server/operations/write-rules';
import { accounts } from '../accounts.resource';
import { suppliers } from '../suppliers.resource';
import { invoiceLines } from '../invoice-lines.resource';
import { cashFlowMatches } from '../cash-flow-matches.resource';
import { paymentOrderLines } from '../payment-order-lines.resource';
import { billedHours } from '../billed-hours.resource';
import { invoiceNumbers } from '../invoice-numbers.resource';
import { receipts } from '../receipts.resource';
import { accountIban, supplierIdentity } from './bank-details-rules';
import { accountBalance, recalculateBalances } from './balances';
import { bestMatches } from './best-matches';
import { importStatement } from './import-statement';
import { cashFlowOverview } from './overview';
import { createInvoiceWithLines, draftFigures, figuresFollowSummary, outgoingHeaderKept, typedLineFigures } from './invoice-lines';
import { paymentsWithIncompleteFiles } from './incomplete-files';
import { acceptRule, rulesByLearningOnly } from './learning';
import { receiptWorkflows } from './receipts';
import { duplicateClaimWarning } from './duplicate-claims';
import { markTaxPaid, taxesDueSoon, undoTaxMarkPaid } from './taxes';
import { importInvoiceZip } from './import-invoices';
import { billingRun } from './billing-run';
import { draftCreditNote, editDraftLines, issueInvoice } from './issue-invoice';
import { courtesyPdfFile, fatturaPaFile, fatturaPaZipFile } from './invoice-files-out';
import { billedHoursByRunsOnly, billedHoursFollowLinePrice, hoursLineKeepsItsHours } from './billed-hours-rules';
import { importSdiReceipt } from './sdi-receipts';
import { attachInvoiceFile, invoicesByDate, pendingInvoices, undoInvoiceMatch, undoTaxMatch, updateFileStatus } from './invoices';
import { invoicePayment, lockReconciledMovement, matchesByActionsOnly, movementReconciliation, reconciliationWorkflows, taxPayment, undoOneMatch } from './reconciliation';

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
  billingRun,
  draftLines: editDraftLines,
  issue: issueInvoice,
  creditNote: draftCreditNote,
  fatturaPa: fatturaPaFile,
  courtesyPdf: courtesyPdfFile,
  fatturaPaZip: fatturaPaZipFile,
  sdiReceipt: importSdiReceipt,
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

export const financeDerivations = [
  derivationFor(accounts, rowByRow(accountBalance)),
  derivationFor(cashFlowEntries, rowByRow(movementReconciliation)),
  // A draft's figures first (from its lines), then what is paid of its total.
  derivationFor(invoices, rowByRow(async (tx, row, schema) => {
    const figures = await draftFigures(tx, row, schema);
    return { ...figures, ...(await invoicePayment(tx, { ...row, ...figures }, schema)) };
  })),
  derivationFor(taxes, rowByRow(taxPayment)),
];

export const financeWriteRules = [
  rulesFor(accounts, accountIban),
  rulesFor(suppliers, supplierIdentity),
  rulesFor(invoices, figuresFollowSummary, outgoingHeaderKept),
  rulesFor(invoiceLines, typedLineFigures, hoursLineKeepsItsHours, billedHoursFollowLinePrice),
  rulesFor(billedHours, billedHoursByRunsOnly),
  rulesFor(invoiceNumbers, billedHoursByRunsOnly),
  rulesFor(reconciliationRules, rulesByLearningOnly),
  rulesFor(cashFlowEntries, lockReconciledMovement),
  rulesFor(cashFlowMatches, matchesByActionsOnly),
  rulesFor(paymentOrders, paymentOrdersByActionsOnly),
  rulesFor(paymentOrderLines, paymentOrdersByActionsOnly),
  rulesFor(receipts, duplicateClaimWarning),
];

import type { ActionHandlers } from '../../operations/actions/run-action';
import { rowByRow, type Derivations } from '../../operations/derived';
import type { WriteRules } from '../../operations/write-rules';
import { accountIban, supplierIdentity } from './bank-details-rules';
import { accountBalance, recalculateBalances } from './balances';
import { bestMatches } from './best-matches';
import { importStatement } from './import-statement';
import { cashFlowOverview } from './overview';
import { createInvoiceWithLines, figuresFollowSummary, invoiceLinesByActionsOnly } from './invoice-lines';
import { paymentsWithIncompleteFiles } from './incomplete-files';
import { acceptRule, rulesByLearningOnly } from './learning';
import { receiptHandlers } from './receipts';
import { markTaxPaid, taxesDueSoon, undoTaxMarkPaid } from './taxes';
import { importInvoiceZip } from './import-invoices';
import { attachInvoiceFile, invoicesByDate, pendingInvoices, undoInvoiceMatch, undoTaxMatch, updateFileStatus } from './invoices';
import { invoicePayment, lockReconciledMovement, matchesByActionsOnly, movementReconciliation, reconciliationHandlers, taxPayment } from './reconciliation';

/** The finance module's workflow handlers, by `<resource>.<action>` (declared in resources/finance/). */
export const financeActionHandlers: ActionHandlers = {
  'cashFlowEntries.importStatement': importStatement,
  'cashFlowEntries.recalculate': recalculateBalances,
  'cashFlowEntries.overview': cashFlowOverview,
  ...reconciliationHandlers,
  'cashFlowEntries.bestMatches': bestMatches,
  'cashFlowEntries.incompleteFiles': paymentsWithIncompleteFiles,
  'reconciliationRules.accept': acceptRule,
  'invoices.pending': pendingInvoices,
  'invoices.updateFileStatus': updateFileStatus,
  'invoices.byDate': invoicesByDate,
  'invoices.attachFile': attachInvoiceFile,
  'invoices.undoMatch': undoInvoiceMatch,
  'invoices.importZip': importInvoiceZip,
  'invoices.withLines': createInvoiceWithLines,
  ...receiptHandlers,
  'taxes.dueSoon': taxesDueSoon,
  'taxes.markPaid': markTaxPaid,
  'taxes.undoMarkPaid': undoTaxMarkPaid,
  'taxes.undoMatch': undoTaxMatch,
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
};

import { defineResource } from '../../resources/declaration';
import { employeeMonthFields, monthField, yearField } from '../../resources/period-fields';
import { TEAM_ROLES } from '../../resources/vocabulary';
import { ORDER_INPUT } from '../finance/payment-orders.resource';

const STATUSES = ['Draft', 'Calculated', 'Approved', 'Paid'] as const;
// A Paid payroll is history: what changes its figures or its payslip is offered (and run) only before.
const BEFORE_PAID = { status: ['Draft', 'Calculated', 'Approved'] } as const;
/** A month sheet's state as a payroll records it ('Missing': the employee had none). */
const SHEET_STATES = ['Missing', 'Open', 'Sent', 'Approved', 'Closed'] as const;
/** A payroll whose month sheet changed since its calculation moves forward only once recalculated or confirmed. */
const NOT_STALE = {
  sheetStatusNow: {
    is: 'absent',
    why: 'Payroll {{number}}: its month sheet changed after it was calculated ({{calculatedSheetHours}} h then, {{sheetHoursNow}} h now); recalculate it or confirm the difference with a note',
  },
} as const;

/** The month a collection action works on. */
const MONTH_INPUT = { year: yearField, month: monthField } as const;
/** The consultant's one PDF of every payslip of a month: proposed, then sent again with the choices. */
const COMBINED_PAYSLIPS_FILE = { types: ['application/pdf'], maxBytes: 30 * 1024 * 1024 } as const;

/** One figure from the consultant's payslip, recorded by hand on a payroll not yet paid. */
const consultantFigure = <const Name extends string, const Input extends Record<string, { type: 'decimal'; label: string }>>(name: Name, label: string, path: string, input: Input) =>
  ({ name, label, method: 'POST', path, scope: 'admin', target: 'record', input, offeredWhen: BEFORE_PAID, reply: { resource: 'self' } }) as const;

// A payroll (cedolino): one per employee per month, generated from the month sheet and advanced step by step.
export const payrolls = defineResource({
  name: 'labour', // the stored and wire name (audit rows, policies, URLs, tables): kept as it was
  module: 'hr',
  // No spreadsheet import: payrolls are generated from the month sheets.
  canImport: false,
  label: 'Payrolls',
  singular: 'Payroll',
  titleField: 'number',
  fields: {
    ...employeeMonthFields,
    // Draft → Calculated → Approved → Paid; advance_status / rollback_status move one step, status sets it.
    // A paid payroll is history: it is never edited or deleted again.
    status: {
      type: 'enum',
      values: STATUSES,
      default: 'Draft',
      isReadOnly: true,
      isListed: true,
      isFilterable: true,
      transitions: [
        { from: 'Draft', to: 'Calculated' },
        { from: 'Calculated', to: 'Draft' },
        { from: 'Calculated', to: 'Approved' },
        { from: 'Approved', to: 'Calculated' },
        { from: 'Approved', to: 'Paid' },
      ],
      locks: ['Paid'],
      colors: { Draft: 'default', Calculated: 'blue', Approved: 'gold', Paid: 'green' },
    },
    // Set by POST /admin/labour/{id}/approver/{id}.
    approverId: { type: 'reference', resource: 'users', onDelete: 'set null', isReadOnly: true, isFilterable: true, label: 'Approver' },
    // Derived from the payroll's days (below): any correction of a day recomputes them.
    workedDays: { type: 'decimal', scale: 2, min: 0, isReadOnly: true, label: 'Worked days' },
    workedHours: { type: 'decimal', scale: 2, min: 0, isReadOnly: true, label: 'Worked hours' },
    // Set by POST /admin/labour/salary/{id} and …/tfr_monthly_salary/{id}; the rest is computed by recalculate.
    // The figures are an estimate (modules/hr/domain/payroll-figures.ts) until the consultant's payslip arrives:
    // the consultant's gross and pay for TFR, once recorded, win over the estimate on every recalculation.
    // Not a list column (the list keeps at most seven; the month sheet's flag took its place): the page shows it.
    grossSalary: { type: 'decimal', isMoney: true, min: 0, isReadOnly: true, label: 'Gross' },
    estimatedGross: { type: 'decimal', isMoney: true, min: 0, isReadOnly: true, label: 'Estimated gross' },
    isGrossFromConsultant: { type: 'boolean', default: false, isReadOnly: true, label: "Gross from the consultant's payslip" },
    tfrMonthlySalary: { type: 'decimal', isMoney: true, min: 0, isReadOnly: true, label: 'Monthly salary for TFR' },
    isTfrSalaryFromConsultant: { type: 'boolean', default: false, isReadOnly: true, label: "TFR pay from the consultant's payslip" },
    contributions: { type: 'decimal', isMoney: true, min: 0, isReadOnly: true, label: 'INPS contributions' },
    withholdingTax: { type: 'decimal', isMoney: true, min: 0, isReadOnly: true, label: 'IRPEF withholding' },
    tfr: { type: 'decimal', isMoney: true, min: 0, isReadOnly: true, label: 'TFR accrued' },
    netSalary: { type: 'decimal', isMoney: true, isReadOnly: true, isListed: true, label: 'Net' },
    totalCost: { type: 'decimal', isMoney: true, min: 0, isReadOnly: true, label: 'Company cost' },
    paymentDate: { type: 'date', isFilterable: true, label: 'Payment date' },
    // In a payment order sent to the bank (modules/finance/payment-orders.resource.ts), until its transfer is matched.
    isInPayment: { type: 'boolean', default: false, isReadOnly: true, isFilterable: true, label: 'In payment' },
    // Set by POST /admin/labour/note/{id}.
    note: { type: 'longText', maxLength: 2000, isReadOnly: true },
    // The month sheet as the days and figures were last taken from it (generation, Recalculate, a confirmed
    // difference), so a later change of its state or hours shows (issue 43: 157 h paid against an approved 165 h).
    calculatedSheetStatus: { type: 'enum', values: SHEET_STATES, isReadOnly: true, label: 'Month sheet when calculated' },
    calculatedSheetHours: { type: 'decimal', scale: 2, min: 0, isReadOnly: true, label: 'Month sheet hours when calculated' },
    // Derived (it follows the month sheet, below): set while the sheet differs from the one calculated from.
    isStale: { type: 'boolean', default: false, isReadOnly: true, isListed: true, isFilterable: true, label: 'Month sheet changed' },
    sheetStatusNow: { type: 'enum', values: SHEET_STATES, isReadOnly: true, label: 'Month sheet now' },
    sheetHoursNow: { type: 'decimal', scale: 2, min: 0, isReadOnly: true, label: 'Month sheet hours now' },
    // Set by POST /admin/labour/confirm_difference/{id}: why the figures stand although the month sheet changed.
    differenceNote: { type: 'longText', maxLength: 2000, isReadOnly: true, label: 'Difference confirmed' },
  },
  uniqueTogether: [['employeeId', 'year', 'month']],
  roles: TEAM_ROLES.payroll,
  api: {
    admin: '/admin/labour',
    // The employee sees a payroll once it is approved: a Draft or Calculated one is still the accountant's work.
    own: { path: '/labour', ownerFields: ['employeeId'], visibleIn: { field: 'status', values: ['Approved', 'Paid'] } },
  },
  actions: [
    // Generation (modules/hr/server/payroll-generation.ts): one payroll per employee with a contract in the
    // month, from the approved month sheet and requests; again adds only what is missing; closes the sheets.
    {
      name: 'generate',
      isSerial: true,
      label: 'Generate payrolls',
      method: 'POST',
      path: '/generate',
      scope: 'admin',
      target: 'collection',
      input: MONTH_INPUT,
      confirm: 'Generate the payrolls of this month from the approved time sheets? The month sheets used are closed.',
      // The payroll list runs it from its own button and shows what was made and who is missing (payroll-generate.tsx).
      isHidden: true,
      reply: { fields: { year: { type: 'integer', isRequired: true }, month: { type: 'integer', isRequired: true } }, parts: { created: { fields: { id: { type: 'integer', isRequired: true }, number: { type: 'text', isRequired: true }, employeeId: { type: 'integer', isRequired: true }, employee: { type: 'text', isRequired: true } }, isList: true }, alreadyGenerated: { fields: { employeeId: { type: 'integer', isRequired: true }, employee: { type: 'text', isRequired: true } }, isList: true }, missingApprovals: { fields: { employeeId: { type: 'integer', isRequired: true }, employee: { type: 'text', isRequired: true }, sheetStatus: { type: 'text', isRequired: true }, sheetId: { type: 'integer' }, sheetNumber: { type: 'text' } }, isList: true }, closedSheets: { listOf: { type: 'text' } } } },
    },
    // Several months at once: `months` as "2026-01, 2026-02" (the vocabulary has no list field).
    {
      name: 'generateSpecificMonths',
      isSerial: true,
      label: 'Generate several months',
      method: 'POST',
      path: '/generate_specific_months',
      scope: 'admin',
      target: 'collection',
      input: { months: { type: 'text', isRequired: true, maxLength: 200, pattern: '^\\d{4}-(0[1-9]|1[0-2])(\\s*,\\s*\\d{4}-(0[1-9]|1[0-2]))*$', help: 'Months as YYYY-MM, separated by commas' } },
      confirm: 'Generate the payrolls of these months from the approved time sheets?',
      isHidden: true,
      reply: { fields: { year: { type: 'integer', isRequired: true }, month: { type: 'integer', isRequired: true } }, parts: { created: { fields: { id: { type: 'integer', isRequired: true }, number: { type: 'text', isRequired: true }, employeeId: { type: 'integer', isRequired: true }, employee: { type: 'text', isRequired: true } }, isList: true }, alreadyGenerated: { fields: { employeeId: { type: 'integer', isRequired: true }, employee: { type: 'text', isRequired: true } }, isList: true }, missingApprovals: { fields: { employeeId: { type: 'integer', isRequired: true }, employee: { type: 'text', isRequired: true }, sheetStatus: { type: 'text', isRequired: true }, sheetId: { type: 'integer' }, sheetNumber: { type: 'text' } }, isList: true }, closedSheets: { listOf: { type: 'text' } } }, isList: true },
    },
    // Chosen employees of one month: `employeeIds` as "12, 15".
    {
      name: 'batch',
      isSerial: true,
      label: 'Generate for employees',
      method: 'POST',
      path: '/batch',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: {
        ...MONTH_INPUT,
        employeeIds: { type: 'text', isRequired: true, maxLength: 8000, pattern: '^\\d+(\\s*,\\s*\\d+)*$', label: 'Employee ids' },
      },
      reply: { fields: { year: { type: 'integer', isRequired: true }, month: { type: 'integer', isRequired: true } }, parts: { created: { fields: { id: { type: 'integer', isRequired: true }, number: { type: 'text', isRequired: true }, employeeId: { type: 'integer', isRequired: true }, employee: { type: 'text', isRequired: true } }, isList: true }, alreadyGenerated: { fields: { employeeId: { type: 'integer', isRequired: true }, employee: { type: 'text', isRequired: true } }, isList: true }, missingApprovals: { fields: { employeeId: { type: 'integer', isRequired: true }, employee: { type: 'text', isRequired: true }, sheetStatus: { type: 'text', isRequired: true }, sheetId: { type: 'integer' }, sheetNumber: { type: 'text' } }, isList: true }, closedSheets: { listOf: { type: 'text' } } } },
    },
    // Stale figures move no further (NOT_STALE): Recalculate, or Confirm the difference, first.
    { name: 'advanceStatus', label: 'Advance', method: 'POST', path: '/advance_status/:id', scope: 'admin', isNotByOwner: true, target: 'record', moves: { field: 'status', step: 'forward' }, offeredWhen: NOT_STALE, done: 'Payroll {{number}} ({{period}}) is now {{status}}', reply: { resource: 'self' } },
    // The list's bulk step (beside the spec's one-record advance_status/{id}): every chosen payroll or none.
    { name: 'advanceSelected', label: 'Advance', method: 'POST', path: '/advance_status', scope: 'admin', isNotByOwner: true, target: 'selection', moves: { field: 'status', step: 'forward' }, offeredWhen: NOT_STALE, confirm: 'Advance the chosen payrolls one step?', done: 'Payrolls advanced: {{count}}', reply: { resource: 'self', isList: true } },
    // The accountant keeps the figures although the month sheet changed, saying why (kept on the payroll and in its audit).
    {
      name: 'confirmDifference',
      label: 'Confirm the difference',
      method: 'POST',
      path: '/confirm_difference/:id',
      scope: 'admin',
      isNotByOwner: true,
      target: 'record',
      isVersioned: true,
      input: { note: { type: 'longText', maxLength: 2000, isRequired: true, label: 'Why the figures stand', help: 'Kept on the payroll and in its history' } },
      offeredWhen: { ...BEFORE_PAID, sheetStatusNow: { is: 'present', why: 'Payroll {{number}}: its month sheet has not changed since it was calculated; there is no difference to confirm' } },
      done: 'Payroll {{number}} ({{period}}): difference confirmed',
      reply: { resource: 'self' },
    },
    // The chosen approved payrolls' net pay as a payment order of bank transfers (modules/finance/server/payment-orders.ts).
    // Stale figures are not paid (NOT_STALE): the list offers no stale payroll to choose, the order refuses one.
    {
      name: 'payByTransfer',
      label: 'Pay by bank transfer',
      method: 'POST',
      path: '/pay_by_transfer',
      scope: 'admin',
      isNotByOwner: true,
      target: 'selection',
      makes: 'paymentOrders',
      input: ORDER_INPUT,
      offeredWhen: { status: ['Approved'], isInPayment: [false], ...NOT_STALE },
      done: 'Payment order {{number}}: {{transfers}} transfers, {{total}}',
      reply: { resource: 'paymentOrders' },
    },
    // A payroll in a payment order keeps its approved net: the bank is paying it.
    { name: 'rollbackStatus', label: 'Roll back', method: 'POST', path: '/rollback_status/:id', scope: 'admin', isNotByOwner: true, target: 'record', moves: { field: 'status', step: 'back' }, offeredWhen: { isInPayment: [false] }, done: 'Payroll {{number}} ({{period}}) is back to {{status}}', reply: { resource: 'self' } },
    {
      name: 'setStatus',
      label: 'Set status',
      method: 'POST',
      path: '/status/:id',
      scope: 'admin',
      isNotByOwner: true,
      target: 'record',
      roles: ['ADMIN'],
      moves: { field: 'status' },
      input: { status: { type: 'enum', values: STATUSES, isRequired: true } },
      reply: { resource: 'self' },
    },
    {
      name: 'setApprover',
      label: 'Set approver',
      method: 'POST',
      path: '/:id/approver/:approverId',
      scope: 'admin',
      target: 'record',
      isHidden: true,
      input: { approverId: { type: 'reference', resource: 'users', isRequired: true, label: 'Approver' } },
      reply: { resource: 'self' },
    },
    { name: 'approver', label: 'Approver', method: 'GET', path: '/approver/:id', scope: 'admin', target: 'record', isHidden: true, reply: { fields: { approverId: { type: 'integer' } } } },
    // The person's TFR fund at the end of this month: the opening figure at go-live plus the payrolls after it.
    { name: 'tfrFund', label: 'TFR fund', method: 'GET', path: '/tfr_fund/:id', scope: 'admin', target: 'record', isHidden: true, reply: { fields: { employeeId: { type: 'integer', isRequired: true }, year: { type: 'integer', isRequired: true }, month: { type: 'integer', isRequired: true }, countedOn: { type: 'date' }, opening: { type: 'decimal', isRequired: true }, accrued: { type: 'decimal', isRequired: true }, fund: { type: 'decimal', isRequired: true } } } },
    {
      name: 'employeePayrolls',
      label: "Employee's payrolls",
      method: 'GET',
      path: '/employees/:employeeId',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: { employeeId: { type: 'reference', resource: 'employees', isRequired: true } },
      reply: { resource: 'self', isList: true },
    },
    { name: 'recalculate', label: 'Recalculate', method: 'POST', path: '/recalculate/:id', scope: 'admin', target: 'record', offeredWhen: BEFORE_PAID, reply: { resource: 'self' } },
    consultantFigure('salary', "Record the consultant's gross", '/salary/:id', { grossSalary: { type: 'decimal', isMoney: true, min: 0, isRequired: true, label: 'Gross' } }),
    consultantFigure('tfrMonthlySalary', "Record the consultant's TFR pay", '/tfr_monthly_salary/:id', {
      tfrMonthlySalary: { type: 'decimal', isMoney: true, min: 0, isRequired: true, label: 'Monthly salary for TFR' },
    }),
    // The consultant's payslip PDF, kept as the payroll's attachment; the employee is told it is there.
    {
      name: 'payslip',
      label: 'Upload payslip',
      method: 'PUT',
      path: '/payroll/:id',
      scope: 'admin',
      target: 'record',
      files: { types: ['application/pdf'], maxBytes: 10 * 1024 * 1024 },
      offeredWhen: BEFORE_PAID,
      reply: { fields: { id: { type: 'integer', isRequired: true }, fileName: { type: 'text', isRequired: true }, contentType: { type: 'text', isRequired: true }, size: { type: 'integer', isRequired: true }, uploadedBy: { type: 'text' }, uploadedAt: { type: 'datetime', isRequired: true } }, isList: true },
    },
    // The consultant's one PDF of every payslip, split page by page onto the month's payrolls
    // (modules/hr/server/payslip-split.ts): `splitPayslips` proposes a payroll per page (tax code or name
    // printed on it), the payroll page shows it, `confirmSplitPayslips` sends the file back with the choices
    // ("page:payroll id" pairs) and attaches every payroll's pages at once, or none. Not in SPEC §7.
    {
      name: 'splitPayslips',
      label: 'Split combined payslips',
      method: 'POST',
      path: '/payslips/split',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: MONTH_INPUT,
      files: COMBINED_PAYSLIPS_FILE,
      reply: { fields: { year: { type: 'integer', isRequired: true }, month: { type: 'integer', isRequired: true }, pageCount: { type: 'integer', isRequired: true } }, parts: { pages: { fields: { page: { type: 'integer', isRequired: true }, payrollId: { type: 'integer' }, matchedBy: { type: 'enum', values: ['taxCode', 'name'] }, reason: { type: 'text' } }, isList: true }, unmatchedPages: { listOf: { type: 'integer' } }, payrolls: { fields: { id: { type: 'integer', isRequired: true }, number: { type: 'text', isRequired: true }, status: { type: 'text', isRequired: true }, employee: { type: 'text', isRequired: true }, taxCode: { type: 'text', isRequired: true }, payslips: { type: 'integer', isRequired: true }, hasPage: { type: 'boolean', isRequired: true } }, isList: true } } },
    },
    {
      name: 'confirmSplitPayslips',
      label: 'Attach the split payslips',
      method: 'PUT',
      path: '/payslips/split',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: {
        ...MONTH_INPUT,
        assignments: { type: 'text', isRequired: true, maxLength: 20000, pattern: '^\\d+:\\d+(\\s*,\\s*\\d+:\\d+)*$', help: 'page:payroll id pairs, separated by commas' },
      },
      files: COMBINED_PAYSLIPS_FILE,
      reply: { fields: { year: { type: 'integer', isRequired: true }, month: { type: 'integer', isRequired: true } }, parts: { attached: { fields: { id: { type: 'integer', isRequired: true }, fileName: { type: 'text', isRequired: true }, contentType: { type: 'text', isRequired: true }, size: { type: 'integer', isRequired: true }, uploadedBy: { type: 'text' }, uploadedAt: { type: 'datetime', isRequired: true } }, isList: true } } },
    },
    // The download links of the payroll's payslips (to open or share with the employee).
    { name: 'attachmentLinks', label: 'Payslip links', method: 'GET', path: '/attachments/link/:id', scope: 'admin', target: 'record', isHidden: true, reply: { fields: { id: { type: 'integer', isRequired: true }, fileName: { type: 'text', isRequired: true }, contentType: { type: 'text', isRequired: true }, size: { type: 'integer', isRequired: true }, uploadedAt: { type: 'datetime', isRequired: true }, url: { type: 'text', isRequired: true }, ownUrl: { type: 'text', isRequired: true } }, isList: true } },
    // The month's attendance for the payrolls consultant (modules/hr/server/attendance-export.ts); not in SPEC §7.
    {
      name: 'attendanceExport',
      label: 'Export attendance',
      method: 'GET',
      path: '/attendance_export',
      scope: 'admin',
      target: 'collection',
      isDownload: true,
      input: { ...MONTH_INPUT, format: { type: 'enum', values: ['xlsx', 'csv'], default: 'xlsx', isRequired: true, label: 'Format' } },
      reply: 'file',
    },
    { name: 'note', label: 'Add a note', method: 'POST', path: '/note/:id', scope: 'admin', target: 'record', input: { note: { type: 'longText', maxLength: 2000, isRequired: true } }, reply: { resource: 'self' } },
    // The month's payslip as a PDF in the reader's language (modules/hr/server/payslip-pdf.ts), from the accountant's
    // payroll page and the employee's payslip page; not in SPEC §7.
    { name: 'payslipPdf', label: 'Payslip PDF', method: 'GET', path: '/payslip_pdf/:id', scope: 'admin', target: 'record', isDownload: true, reply: 'file' },
    { name: 'ownPayslipPdf', label: 'Payslip PDF', method: 'GET', path: '/payslip_pdf/:id', scope: 'own', target: 'record', isDownload: true, reply: 'file' },
  ],
  routes: [
    // The generic list plus the split of the consultant's combined payslip PDF (modules/hr/screens/payroll-list-screen.tsx).
    // Opens on the payrolls not yet paid (each waits for a step: calculate, approve, pay). One filter: the list
    // keeps one filter per field and operator, so a second `status ne` would replace the first.
    { path: '/admin/payrolls', roles: TEAM_ROLES.payroll, screen: 'payrollList', opensOn: [{ field: 'status', operator: 'ne', value: 'Paid' }], menu: { section: 'HR', label: 'Payrolls' } },
    // An employee arrives here from the profile or search with ?fromMyProfile=true and reads the own path.
    { path: '/payroll_details/:id', roles: ['ADMIN', 'ACCOUNTANT', 'EMPLOYEE'], screen: 'payrollDetails' },
    // The employee's payslips (approved and paid payrolls, the own path), each opening its page; not in SPEC's table.
    { path: '/my_payslips', roles: ['EMPLOYEE'], screen: 'list', scope: 'own', menu: { section: 'My pages', label: 'My payslips' }, beyondSpec: "an employee's own pages, in the My pages section only employees see (issue 26)" },
    { path: '/my_payslips/:id', roles: ['EMPLOYEE'], screen: 'payrollDetails', scope: 'own', beyondSpec: "an employee's own pages, in the My pages section only employees see (issue 26)" },
  ],
  numbering: { field: 'number', prefix: 'LAB' },
  search: { type: 'LABOUR', description: ['year', 'month', 'status'] },
  // Payslips: the employee reads them from the profile but never adds, replaces or removes one.
  attachments: { types: ['application/pdf'], maxBytes: 10 * 1024 * 1024, isReadOnlyOnOwnPath: true, lockedIn: { status: ['Approved', 'Paid'] } },
  // Its days, and the bank movements that paid it (matched on the reconciliation), each undoable on its row.
  children: [
    { resource: 'labourDays', foreignKey: 'labourId', label: 'Days' },
    { resource: 'cashFlowMatches', foreignKey: 'labourId', label: 'Payments' },
  ],
  defaultSort: { field: 'year', order: 'desc' },
  // A bank movement matched to the payroll paid its net: undo the match before the net may change.
  // A transfer of a payment order pays the net as it was: the net is held while the payroll is in an order.
  heldBy: [
    { resource: 'cashFlowMatches', foreignKey: 'parent', where: { parentTable: 'labour' }, fields: ['netSalary'] },
    { resource: 'paymentOrderLines', foreignKey: 'labourId', fields: ['netSalary'] },
  ],
  derived: {
    fields: ['workedDays', 'workedHours', 'isStale', 'sheetStatusNow', 'sheetHoursNow'],
    children: [{ resource: 'labourDays', foreignKey: 'labourId' }],
    follows: [{ resource: 'timesheetMonths', sameFields: ['employeeId', 'year', 'month'] }],
  },
});

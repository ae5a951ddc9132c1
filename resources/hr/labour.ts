import { defineResource } from '../declaration';
import { monthField, yearField } from '../period-fields';

const PAYROLL = ['ADMIN', 'ACCOUNTANT'] as const;

// A payroll (cedolino): one per employee per month, generated from the month sheet and advanced step by step.
export const labour = defineResource({
  name: 'labour',
  module: 'hr',
  label: 'Payrolls',
  singular: 'Payroll',
  titleField: 'number',
  fields: {
    number: { type: 'text', isReadOnly: true, isListed: true, isFilterable: true },
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Employee' },
    year: yearField,
    month: monthField,
    // Draft → Calculated → Approved → Paid; advance_status / rollback_status move one step, status sets it.
    // A paid payroll is history: it is never edited or deleted again.
    status: {
      type: 'enum',
      values: ['Draft', 'Calculated', 'Approved', 'Paid'],
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
    workedDays: { type: 'decimal', scale: 2, min: 0, isReadOnly: true, label: 'Worked days' },
    workedHours: { type: 'decimal', scale: 2, min: 0, isReadOnly: true, label: 'Worked hours' },
    // Set by POST /admin/labour/salary/{id} and …/tfr_monthly_salary/{id}; the rest is computed by recalculate.
    grossSalary: { type: 'decimal', isMoney: true, min: 0, isReadOnly: true, isListed: true, label: 'Gross' },
    tfrMonthlySalary: { type: 'decimal', isMoney: true, min: 0, isReadOnly: true, label: 'Monthly salary for TFR' },
    contributions: { type: 'decimal', isMoney: true, min: 0, isReadOnly: true, label: 'INPS contributions' },
    withholdingTax: { type: 'decimal', isMoney: true, min: 0, isReadOnly: true, label: 'IRPEF withholding' },
    tfr: { type: 'decimal', isMoney: true, min: 0, isReadOnly: true, label: 'TFR accrued' },
    netSalary: { type: 'decimal', isMoney: true, isReadOnly: true, isListed: true, label: 'Net' },
    totalCost: { type: 'decimal', isMoney: true, min: 0, isReadOnly: true, label: 'Company cost' },
    paymentDate: { type: 'date', isFilterable: true, label: 'Payment date' },
    // Set by POST /admin/labour/note/{id}.
    note: { type: 'longText', maxLength: 2000, isReadOnly: true },
  },
  uniqueTogether: [['employeeId', 'year', 'month']],
  roles: PAYROLL,
  api: {
    admin: '/admin/labour',
    own: { path: '/labour', ownerFields: ['employeeId'] },
    planned: [
      'POST /admin/labour/{id}/approver/{id}',
      'GET /admin/labour/approver/{id}',
      'GET /admin/labour/employees/{id}',
      'POST /admin/labour/recalculate/{id}',
      'POST /admin/labour/generate',
      'POST /admin/labour/advance_status/{id}',
      'POST /admin/labour/rollback_status/{id}',
      'POST /admin/labour/status/{id}',
      'POST /admin/labour/salary/{id}',
      'POST /admin/labour/tfr_monthly_salary/{id}',
      'POST /admin/labour/batch',
      'POST /admin/labour/generate_specific_months',
      // Uploads the payslip PDF (an attachment under another name).
      'PUT /admin/labour/payroll/{id}',
      'GET /admin/labour/attachments/link/{id}',
    ],
  },
  actions: [
    { name: 'note', label: 'Add a note', method: 'POST', path: '/note/:id', scope: 'admin', target: 'record', input: { note: { type: 'longText', maxLength: 2000, isRequired: true } } },
  ],
  routes: [
    { path: '/admin/payrolls', roles: PAYROLL, screen: 'list', menu: { section: 'HR', label: 'Payrolls' } },
    // An employee arrives here from the profile or search with ?fromMyProfile=true and reads the own path.
    { path: '/payroll_details/:id', roles: ['ADMIN', 'ACCOUNTANT', 'EMPLOYEE'], screen: 'show' },
  ],
  numbering: { field: 'number', prefix: 'LAB' },
  search: { type: 'LABOUR', description: ['year', 'month', 'status'] },
  attachments: { types: ['application/pdf'], maxBytes: 10 * 1024 * 1024 },
  children: [{ resource: 'labourDays', foreignKey: 'labourId', label: 'Days' }],
  defaultSort: { field: 'year', order: 'desc' },
});

import type { IntegerField, ReferenceField, TextField } from './vocabulary';

// The period a monthly record belongs to (a month sheet, a payroll, a cost), written the same everywhere.

export const yearField = { type: 'integer', isCode: true, isRequired: true, min: 2000, max: 2100, isListed: true, isFilterable: true } as const satisfies IntegerField;

export const monthField = { type: 'integer', isRequired: true, min: 1, max: 12, isListed: true, isFilterable: true } as const satisfies IntegerField;

/**
 * The opening fields of a numbered record kept once per employee and month (a payroll, a month sheet): its
 * number, whose it is (an employee with such records is never deleted) and its period; its declaration adds
 * `uniqueTogether: [['employeeId', 'year', 'month']]`.
 */
export const employeeMonthFields = {
  number: { type: 'text', isReadOnly: true, isListed: true, isFilterable: true } as const satisfies TextField,
  employeeId: { type: 'reference', resource: 'employees', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Employee' } as const satisfies ReferenceField,
  year: yearField,
  month: monthField,
};

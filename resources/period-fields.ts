import type { IntegerField } from './vocabulary';

// The period a monthly record belongs to (a month sheet, a payroll, a cost), written the same everywhere.

export const yearField = { type: 'integer', isCode: true, isRequired: true, min: 2000, max: 2100, isListed: true, isFilterable: true } as const satisfies IntegerField;

export const monthField = { type: 'integer', isRequired: true, min: 1, max: 12, isListed: true, isFilterable: true } as const satisfies IntegerField;

import type { ReferenceField } from '../../../resources/vocabulary';

/** SPEC §3 employeeIds: the members of a work order or project; assignment sets exactly this list. */
export const employeeIdsInput = { type: 'reference', resource: 'employees', isList: true, isRequired: true, label: 'Members' } as const satisfies ReferenceField;

/** A journal comment with an optional file (SPEC §3 comment, file). */
export const journalFiles = { types: ['application/pdf', 'image/*', 'text/plain', '.docx', '.xlsx', '.zip'], maxBytes: 10 * 1024 * 1024, maxFiles: 5 } as const;

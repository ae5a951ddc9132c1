// The answer of POST /admin/labour/payslips/split (modules/hr/server/payslip-split.ts), as the screen reads it.

export type PageProposal = { page: number; payrollId: number | null; matchedBy: 'taxCode' | 'name' | null; reason?: string };

export type SplitPayroll = { id: number; number: string; status: string; employee: string; taxCode: string; payslips: number; hasPage: boolean };

export type SplitProposal = { year: number; month: number; pageCount: number; pages: PageProposal[]; unmatchedPages: number[]; payrolls: SplitPayroll[] };

/** The confirm action's `assignments`: `page:payroll id` pairs of the pages given a payroll. */
export const assignmentsText = (choices: ReadonlyMap<number, number | null>) =>
  [...choices]
    .filter((entry): entry is [number, number] => entry[1] !== null)
    .map(([page, payrollId]) => `${page}:${payrollId}`)
    .join(', ');

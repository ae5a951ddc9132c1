import fs from 'node:fs';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { attachments } from '../../../server/db/system-tables';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import { badRequest, conflict } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { ActionCall } from '../../../server/operations/actions/run-action';
import { checkNotLocked } from '../../../server/operations/locks';
import { payrolls } from '../payrolls.resource';
import type { YearMonth } from './payroll-generation';
import { loadPdf, pagesAsPdf, pageTextsOf } from './payslip-pages';
import { tellPayslipAdded } from './payroll-notices';
import { employees as employeesResource } from '../employees.resource';

// The consultant's one PDF with every employee's payslip, split onto the month's payrolls in two steps:
// `propose` (POST …/payslips/split) reads each page and matches it to a payroll by the employee's tax code
// printed on it, else by their name; `confirm` (PUT …/payslips/split) takes the same file back with the
// accountant's page → payroll choices and attaches, per payroll, a PDF of its pages. Nothing is kept between
// the two: the screen holds the file, so an abandoned proposal leaves nothing behind. Confirm is all or
// nothing (one transaction); a Paid payroll takes no new payslip (409).

type Candidate = { id: number; number: string; status: string; employee: string; firstName: string; lastName: string; taxCode: string; payslips: number };

export type PageMatch = { page: number; payrollId: number | null; matchedBy: 'taxCode' | 'name' | null; reason?: string };

/** Upper case, no accents, letters and digits only, single spaces, padded so whole words can be found. */
const words = (text: string) => ` ${text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z0-9]+/g, ' ').trim()} `;

/** The payroll a page belongs to: the one tax code printed on it, else the one full name; none or several is no match. */
export const matchPage = (page: number, text: string, candidates: readonly Candidate[]): PageMatch => {
  const compact = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const byTaxCode = candidates.filter((candidate) => candidate.taxCode !== '' && compact.includes(candidate.taxCode.toUpperCase()));
  if (byTaxCode.length === 1) return { page, payrollId: byTaxCode[0].id, matchedBy: 'taxCode' };
  if (byTaxCode.length > 1) return { page, payrollId: null, matchedBy: null, reason: `Several tax codes on the page: ${byTaxCode.map((c) => c.employee).join(', ')}` };
  const printed = words(text);
  const byName = candidates.filter((candidate) =>
    [`${candidate.lastName} ${candidate.firstName}`, `${candidate.firstName} ${candidate.lastName}`].some((name) => printed.includes(words(name))),
  );
  if (byName.length === 1) return { page, payrollId: byName[0].id, matchedBy: 'name' };
  if (byName.length > 1) return { page, payrollId: null, matchedBy: null, reason: `Several names on the page: ${byName.map((c) => c.employee).join(', ')}` };
  return { page, payrollId: null, matchedBy: null, reason: 'No tax code or name of an employee with a payroll this month' };
};

const candidatesOf = async (tx: Database, schema: DatabaseSchema, period: YearMonth): Promise<Candidate[]> => {
  const payrollTable = resourceTableOf(schema, payrolls);
  const employees = resourceTableOf(schema, employeesResource);
  const p = payrollTable.columns;
  const e = employees.columns;
  const rows = (await tx
    .select({
      id: p.id,
      number: p.number,
      status: p.status,
      employee: e.fullName,
      firstName: e.firstName,
      lastName: e.lastName,
      taxCode: e.taxCode,
      payslips: sql<number>`(select count(*) from ${attachments} where ${attachments.resource} = ${payrolls.name} and ${attachments.recordId} = ${p.id})`,
    })
    .from(payrollTable.table)
    .innerJoin(employees.table, eq(e.id, p.employeeId))
    .where(and(eq(p.year, period.year), eq(p.month, period.month)))
    .orderBy(asc(e.lastName), asc(e.firstName))) as Record<string, unknown>[];
  if (rows.length === 0) throw conflict(message("No payrolls for {{month}}/{{year}}: generate the month's payrolls first", { month: period.month, year: period.year }));
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return rows.map((row) => ({
    id: Number(row.id),
    number: text(row.number),
    status: text(row.status),
    employee: text(row.employee),
    firstName: text(row.firstName),
    lastName: text(row.lastName),
    taxCode: text(row.taxCode),
    payslips: Number(row.payslips),
  }));
};

const periodOf = (input: Record<string, unknown>): YearMonth => ({ year: Number(input.year), month: Number(input.month) });

/** The combined PDF's bytes (pdf-lib and pdf.js read a document whole). */
const onePdf = async (call: ActionCall) => {
  if (call.files.length !== 1) throw badRequest(message('Send the combined payslip PDF as one multipart part named file'), { file: message('Required') });
  return fs.promises.readFile(call.files[0].path);
};

/** POST …/payslips/split: each page's proposed payroll, the pages matched to none, the payrolls left without a page. */
export const proposeSplit = async (call: ActionCall) => {
  const period = periodOf(call.input);
  const candidates = await candidatesOf(call.tx, call.context.schema, period);
  const texts = await pageTextsOf(await onePdf(call));
  const pages = texts.map((text, index) => matchPage(index + 1, text, candidates));
  const matched = new Set(pages.map((page) => page.payrollId));
  return {
    ...period,
    pageCount: pages.length,
    pages,
    unmatchedPages: pages.filter((page) => page.payrollId === null).map((page) => page.page),
    payrolls: candidates.map(({ id, number, status, employee, taxCode, payslips }) => ({ id, number, status, employee, taxCode, payslips, hasPage: matched.has(id) })),
  };
};

/** `1:12, 2:12, 3:15` → payroll id by page, each page once. */
const assignmentsOf = (text: string, pageCount: number) => {
  const byPage = new Map<number, number>();
  for (const pair of text.split(',')) {
    const [page, payrollId] = pair.split(':').map((part) => Number(part.trim()));
    if (page < 1 || page > pageCount) throw badRequest(message('The file has {{pages}} pages: there is no page {{page}}', { pages: pageCount, page }), { assignments: message('No page {{page}}', { page }) });
    if (byPage.has(page)) throw badRequest(message('Page {{page}} is given twice', { page }), { assignments: message('Page {{page}} twice', { page }) });
    byPage.set(page, payrollId);
  }
  return byPage;
};

/** PUT …/payslips/split: attaches each payroll's pages as its payslip, all or none. */
export const confirmSplit = async (call: ActionCall) => {
  const period = periodOf(call.input);
  const source = await loadPdf(await onePdf(call));
  const byPage = assignmentsOf(String(call.input.assignments), source.getPageCount());
  const { table, columns } = resourceTableOf(call.context.schema, payrolls);
  const ids = [...new Set(byPage.values())];
  const chosen = await call.tx.select().from(table).where(inArray(columns.id, ids)).orderBy(asc(columns.id)).for('update');
  const found = new Map(chosen.map((payroll) => [payroll.id, payroll]));
  const foreign = ids.filter((id) => {
    const payroll = found.get(id);
    return !payroll || Number(payroll.year) !== period.year || Number(payroll.month) !== period.month;
  });
  if (foreign.length > 0) throw badRequest(message('Not payrolls of {{month}}/{{year}}: {{payrolls}}', { month: period.month, year: period.year, payrolls: foreign.join(', ') }), {
      assignments: message('Only payrolls of the month'),
    });
  for (const payroll of chosen) checkNotLocked(payrolls, payroll);

  const attached = [];
  for (const payroll of chosen) {
    const pages = [...byPage].filter(([, id]) => id === payroll.id).map(([page]) => page).sort((a, b) => a - b);
    const pdf = await pagesAsPdf(source, pages);
    const fileName = `cedolino-${period.year}-${String(period.month).padStart(2, '0')}-${String(payroll.number)}.pdf`;
    const [stored] = await call.attach(payrolls, payroll.id, [{ fileName, contentType: 'application/pdf', bytes: pdf }]);
    await tellPayslipAdded(call.tx, call.context.schema, payroll);
    attached.push({ payrollId: payroll.id, number: payroll.number, pages, attachmentId: stored.id, fileName });
  }
  const skippedPages = Array.from({ length: source.getPageCount() }, (_, index) => index + 1).filter((page) => !byPage.has(page));
  return { ...period, attached, skippedPages };
};

import { asc, eq } from 'drizzle-orm';
import { documentIdentityOf, firmIdentity } from '../../firm/server/firm-identity';
import { firmLogo } from '../../firm/server/firm-logo';
import { tfrFundOfPayroll } from './tfr-fund';
import { resourceTableOf } from '../../../server/db/schema';
import { tableFor } from '../../../server/operations/typed-records';
import { DocumentWriter, GREY, type DocumentColumn } from '../../../server/documents/document-layout';
import { READER_LOCALES, money, monthOfYear, quantity, shortDate } from '../../../server/documents/reader-formats';
import { message, render, term, type Message } from '../../../server/i18n/message';
import { readerLanguagesOf } from '../../../server/modules/mail/reader-languages';
import { FileReply, type ActionCall } from '../../../server/operations/actions/run-action';
import type { Row } from '../../../server/operations/context';
import { absenceCauses } from '../absence-causes.resource';
import { employees as employeesResource } from '../employees.resource';
import { payrollDays } from '../payroll-days.resource';

// GET /labour/payslip_pdf/{id} (the employee's own) and /admin/labour/payslip_pdf/{id} (the accountant's): the
// month's payslip as a document in the reader's language (the caller's), on the portal's one layout: the firm, the
// employee, the month's figures as the payroll keeps them, then every day of the month.

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const SUMMARY: readonly { field: string; label: string; isBold?: boolean; isMoney?: boolean }[] = [
  { field: 'workedDays', label: 'Worked days' },
  { field: 'workedHours', label: 'Worked hours' },
  { field: 'grossSalary', label: 'Gross', isMoney: true },
  { field: 'contributions', label: 'INPS contributions', isMoney: true },
  { field: 'withholdingTax', label: 'IRPEF withholding', isMoney: true },
  { field: 'tfr', label: 'TFR accrued', isMoney: true },
  { field: 'netSalary', label: 'Net', isMoney: true, isBold: true },
];

const DAY_COLUMNS: readonly (Omit<DocumentColumn, 'title'> & { title: Message })[] = [
  { title: message('Date'), width: 110, align: 'left' },
  { title: term('Worked'), width: 60, align: 'right' },
  { title: term('Overtime'), width: 60, align: 'right' },
  { title: term('Absence'), width: 60, align: 'right' },
  { title: term('Absence cause'), width: 150, align: 'left', isWrapped: true },
  { title: term('Holiday'), width: 59, align: 'left' },
];

export const payslipPdf = async ({ tx, context, record: payroll, storage }: Pick<ActionCall, 'tx' | 'context' | 'record' | 'storage'>): Promise<FileReply> => {
  const { schema, caller } = context;
  const identity = await firmIdentity(tx, schema);
  const company = documentIdentityOf(identity);
  const language = (await readerLanguagesOf(tx, schema, [caller.userId], company.language))(caller.userId);
  const say = (words: Message) => render(words, language);

  const employees = tableFor(schema, employeesResource);
  const days = resourceTableOf(schema, payrollDays);
  const causes = resourceTableOf(schema, absenceCauses);
  const [employee] = await tx.select().from(employees.table).where(eq(employees.columns.id, payroll.employeeId));
  const dayRows = (await tx
    .select({ day: days.table, cause: causes.columns.name })
    .from(days.table)
    .leftJoin(causes.table, eq(causes.columns.id, days.columns.exceptionId))
    .where(eq(days.columns.labourId, payroll.id))
    .orderBy(asc(days.columns.date))) as { day: Row; cause: string | null }[];

  const period = monthOfYear(Number(payroll.year), Number(payroll.month), language);
  const title = say(message('Payslip {{month}}', { month: period }));
  const writer = await DocumentWriter.open({ title, author: company.name, subject: text(employee?.fullName), language: READER_LOCALES[language] });
  await writer.head({
    firm: { ...company, logo: await firmLogo(tx, storage, identity.id) },
    title,
    vatLine: say(message('VAT number {{number}}', { number: company.vatNumber })),
    details: [say(message('Payroll {{number}}', { number: text(payroll.number) })), say(term(text(payroll.status)))],
  });

  writer.line(say(term('Employee')), { isBold: true, color: GREY });
  writer.line(text(employee?.fullName), { size: 11, isBold: true });
  for (const detail of [
    employee?.number ? say(message('Number {{number}}', { number: text(employee.number) })) : '',
    employee?.taxCode ? say(message('Tax code {{code}}', { code: text(employee.taxCode) })) : '',
  ].filter(Boolean))
    writer.line(detail);
  writer.y -= 8;

  writer.line(say(message('Summary of the month')), { isBold: true });
  for (const line of SUMMARY) {
    const value = payroll[line.field];
    writer.figure(say(term(line.label)), line.isMoney ? money(value, language) : quantity(value, language), line.isBold);
  }
  // The TFR fund so far: the opening figure at go-live (if any) plus the portal's payrolls after it.
  writer.figure(say(message('TFR fund at the end of the month')), money((await tfrFundOfPayroll(tx, schema, payroll)).fund, language));
  writer.y -= 10;

  writer.line(say(message('Days')), { isBold: true });
  const yes = say(message('Yes'));
  writer.table(
    DAY_COLUMNS.map((column) => ({ ...column, title: say(column.title) })),
    dayRows.map(({ day, cause }) => [
      shortDate(text(day.date), language),
      quantity(day.workedHours, language),
      quantity(day.overtimeHours, language),
      quantity(day.absenceHours, language),
      text(cause),
      day.isHoliday ? yes : '',
    ]),
  );
  if (payroll.note) {
    writer.y -= 6;
    writer.line(say(term('Note')), { isBold: true });
    writer.paragraph(text(payroll.note));
  }

  const bytes = await writer.save();
  const fileName = `${say(message('Payslip'))}-${text(payroll.number)}.pdf`.replace(/\s+/g, '-');
  return new FileReply({ fileName, contentType: 'application/pdf', size: bytes.length, content: Buffer.from(bytes) });
};

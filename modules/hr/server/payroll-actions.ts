import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { payrolls } from '../payrolls.resource';
import type { Database } from '../../../server/db/database';
import { vacuumAnalyzeResources } from '../../../server/db/seed/analyze';
import { attachments } from '../../../server/db/system-tables';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import { badRequest, conflict, notFound } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { ActionCall } from '../../../server/operations/actions/run-action';
import { writeInputToRecord } from '../../../server/operations/actions/write-input';
import type { Row } from '../../../server/operations/context';
import { anyOfIds, type Derivation } from '../../../server/operations/derived';
import { checkNotLocked } from '../../../server/operations/locks';
import { updateRecord, updateRecords, type Values } from '../../../server/operations/record-writer';
import type { WriteRule } from '../../../server/operations/write-rules';
import { attendanceExport } from './attendance-export';
import { payslipPdf } from './payslip-pdf';
import { tfrFundOfPayroll } from './tfr-fund';
import { payPayrollsByTransfer } from '../../finance/server/payment-orders';
import { tellPayslipAdded } from './payroll-notices';
import { followApprovedMonth } from './payroll-days';
import { confirmSplit, proposeSplit } from './payslip-split';
import { currentSheetSnapshot, sheetKeyOf, sheetsOfPayrolls, stalenessOf } from './payroll-staleness';
import { activeContracts, estimateValues, generateMonth, parseMonths, unpaidCausesOf } from './payroll-generation';
import { workflowsOf } from '../../../server/operations/actions/workflows-of';
import { tableFor } from '../../../server/operations/typed-records';
import { payrollDays } from '../payroll-days.resource';
import { monthSheets } from '../../pm/month-sheets.resource';
import { employees as employeesResource } from '../employees.resource';
import { users as usersResource } from '../../users/users.resource';

// Payroll (payrolls) workflows: generation, status steps, the estimate and the consultant's figures, the
// approver, and the accountant's corrections of days. Declared in modules/hr/payrolls.resource.ts and labour-days.ts.

const daysOf = async (tx: Database, schema: DatabaseSchema, labourId: number) => {
  const days = resourceTableOf(schema, payrollDays);
  return await tx.select().from(days.table).where(eq(days.columns.labourId, labourId)).orderBy(asc(days.columns.date));
};

/** The estimate of a payroll from its contract in force in its month and its days (consultant's figures win). */
const estimateOf = async ({ tx, context }: ActionCall, payroll: Row): Promise<Values> => {
  const contract = (await activeContracts(tx, context.schema, { year: Number(payroll.year), month: Number(payroll.month) }, [Number(payroll.employeeId)])).get(
    Number(payroll.employeeId),
  );
  if (!contract) throw conflict(
      message('Payroll {{number}}: the employee has no contract in {{month}}/{{year}} to estimate from', {
        number: String(payroll.number),
        month: String(payroll.month),
        year: String(payroll.year),
      }),
    );
  return estimateValues(payroll, contract, await daysOf(tx, context.schema, payroll.id), await unpaidCausesOf(tx, context.schema));
};

/** A paid payroll is history: no action changes it (the status moves check their own transitions). */
const unlocked = (call: ActionCall) => {
  checkNotLocked(payrolls, call.record);
  return call.record;
};

const unlockedCall = (call: ActionCall) => {
  unlocked(call);
  return call;
};

/** A month's generation writes a payroll per employee and their days: vacuumed and analysed once committed. */
const keepPayrollIndexesHealthy = (afterCommit: ActionCall['afterCommit']) =>
  afterCommit(async (db) => void (await vacuumAnalyzeResources(db, [payrolls.name, payrollDays.name, monthSheets.name])));

/** The caller as the approver of a payroll: their user row (a caller with none, the system, leaves it blank). */
const approverValues = async ({ tx, context }: ActionCall): Promise<Values> => {
  const users = resourceTableOf(context.schema, usersResource);
  const [user] = (await tx.select({ id: users.columns.id }).from(users.table).where(eq(users.columns.id, context.caller.userId))) as { id: number }[];
  return user ? { approverId: user.id } : {};
};

/** What a step forward writes beside the status: the estimate out of Draft, the approver into Approved. */
const forwardValues = async (call: ActionCall, record: Row): Promise<Values> => {
  if (record.status === 'Draft') return estimateOf(call, record);
  if (record.status === 'Calculated') return approverValues(call);
  return {};
};

const idsOf = (text: string) => [...new Set(text.split(',').map((part) => Number(part.trim())))];

export const labourWorkflows = workflowsOf(payrolls, {
  tfrFund: ({ tx, context, record }) => tfrFundOfPayroll(tx, context.schema, record),
  generate: ({ input, write, afterCommit }) => {
    keepPayrollIndexesHealthy(afterCommit);
    return generateMonth(write, { year: Number(input.year), month: Number(input.month) });
  },
  generateSpecificMonths: async ({ input, write, afterCommit }) => {
    keepPayrollIndexesHealthy(afterCommit);
    const months = [];
    for (const period of parseMonths(String(input.months))) months.push(await generateMonth(write, period));
    return months;
  },
  batch: async ({ input, write, tx, context }) => {
    const ids = idsOf(String(input.employeeIds));
    const employees = resourceTableOf(context.schema, employeesResource);
    const found = new Set(((await tx.select({ id: employees.columns.id }).from(employees.table).where(inArray(employees.columns.id, ids))) as { id: number }[]).map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw notFound(message('Employees not found: {{ids}}', { ids: missing.join(', ') }));
    return generateMonth(write, { year: Number(input.year), month: Number(input.month) }, ids);
  },
  // Draft → Calculated computes the estimate on the way; Calculated → Approved records who approved it.
  advanceStatus: async (call) => call.move(call.record, undefined, await forwardValues(call, call.record)),
  advanceSelected: async (call) => {
    const moved: Row[] = [];
    for (const record of call.records) moved.push(await call.move(record, undefined, await forwardValues(call, record)));
    return moved;
  },
  rollbackStatus: ({ record, move }) => move(record),
  // The finance module makes the order (modules/finance/server/payment-orders.ts).
  payByTransfer: payPayrollsByTransfer,
  // Even the administrator's explicit status approves no stale figures.
  setStatus: async (call) => {
    const to = call.input.status;
    if (to === 'Approved' && call.record.isStale === true)
      throw conflict(
        message('Payroll {{number}}: its month sheet changed after it was calculated ({{then}} h then, {{now}} h now); recalculate it or confirm the difference with a note', {
          number: String(call.record.number),
          then: String(call.record.calculatedSheetHours ?? ''),
          now: String(call.record.sheetHoursNow ?? ''),
        }),
        { isStale: message('The month sheet changed') },
      );
    return call.move(call.record, to, to === 'Approved' && call.record.status !== 'Approved' ? await approverValues(call) : {});
  },
  setApprover: (call) => writeInputToRecord({ ...call, record: unlocked(call) }),
  approver: async ({ record, tx, context }) => {
    if (record.approverId === null || record.approverId === undefined) return { approverId: null, approver: null };
    const users = resourceTableOf(context.schema, usersResource);
    const [user] = (await tx.select({ id: users.columns.id, displayName: users.columns.displayName }).from(users.table).where(eq(users.columns.id, Number(record.approverId)))) as { id: number; displayName: string }[];
    return { approverId: record.approverId, approver: user ?? null };
  },
  // Newest period first.
  employeePayrolls: ({ input, tx, context }) => {
    const { table, columns } = resourceTableOf(context.schema, payrolls);
    return tx.select().from(table).where(eq(columns.employeeId, Number(input.employeeId))).orderBy(desc(columns.year), desc(columns.month));
  },
  // The days first follow the approved month sheet (payroll-days.ts), then the figures follow the days.
  // The month sheet it now follows is recorded, so the payroll is no longer stale.
  recalculate: async (call) => {
    await followApprovedMonth(call, unlocked(call));
    const labourTable = resourceTableOf(call.context.schema, payrolls);
    const [payroll] = await call.tx.select().from(labourTable.table).where(eq(labourTable.columns.id, call.record.id));
    return updateRecord(call.write, payrolls, payroll, { ...(await estimateOf(call, payroll)), ...(await currentSheetSnapshot(call.tx, call.context.schema, payroll)) });
  },
  // The figures stand against the month sheet as it is now; the note says why (the audit keeps it with the change).
  confirmDifference: async (call) =>
    updateRecord(call.write, payrolls, unlocked(call), { differenceNote: call.input.note, ...(await currentSheetSnapshot(call.tx, call.context.schema, call.record)) }),
  // The consultant's figures win over the estimate from now on; the rest of the figures follow them.
  salary: async (call) => {
    const payroll = { ...unlocked(call), grossSalary: call.input.grossSalary, isGrossFromConsultant: true };
    return updateRecord(call.write, payrolls, call.record, { grossSalary: call.input.grossSalary, isGrossFromConsultant: true, ...(await estimateOf(call, payroll)) });
  },
  tfrMonthlySalary: async (call) => {
    const payroll = { ...unlocked(call), tfrMonthlySalary: call.input.tfrMonthlySalary, isTfrSalaryFromConsultant: true };
    return updateRecord(call.write, payrolls, call.record, {
      tfrMonthlySalary: call.input.tfrMonthlySalary,
      isTfrSalaryFromConsultant: true,
      ...(await estimateOf(call, payroll)),
    });
  },
  // The payslip joins the payroll's files through the action's attacher (stored, recorded and audited in the
  // transaction); the employee is told once the payroll is theirs to see.
  payslip: async (call) => {
    const { record, files, tx } = unlockedCall(call);
    if (files.length === 0) throw badRequest(message('Send the payslip PDF as a multipart part named file'), { file: message('Required') });
    const added = await call.attach(payrolls, record.id as number, files);
    await tellPayslipAdded(tx, call.context.schema, record);
    return added;
  },
  attachmentLinks: async ({ record, tx }) => {
    const rows = await tx
      .select({ id: attachments.id, fileName: attachments.fileName, contentType: attachments.contentType, size: attachments.size, uploadedAt: attachments.uploadedAt })
      .from(attachments)
      .where(and(eq(attachments.resource, payrolls.name), eq(attachments.recordId, record.id)))
      .orderBy(asc(attachments.id));
    // The admin link for the accountant; the own link is the one the employee opens from the profile.
    return rows.map((row) => ({ ...row, url: `/api/admin/labour/attachments/${record.id}/${row.id}`, ownUrl: `/api/labour/attachments/${record.id}/${row.id}` }));
  },
  splitPayslips: proposeSplit,
  confirmSplitPayslips: confirmSplit,
  payslipPdf: payslipPdf,
  ownPayslipPdf: payslipPdf,
  attendanceExport: ({ input, tx, context }) =>
    attendanceExport(tx, context.schema, { year: Number(input.year), month: Number(input.month) }, input.format === 'csv' ? 'csv' : 'xlsx'),
  note: (call) => writeInputToRecord({ ...call, record: unlocked(call) }),
});

export const labourDayWorkflows = workflowsOf(payrollDays, {
  // PUT /admin/labour_day/bulk_update: the values given, on every chosen day; each day audited.
  bulkUpdate: async ({ records, input, write }) => {
    const values = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
    return updateRecords(write, payrollDays, records.map((day) => ({ before: day, values })));
  },
});

/** A payroll's worked days and hours from its days (derived: they follow every correction of a day), and whether its month sheet changed since its calculation. */
export const labourDerivation: Derivation = async (tx, rows, schema) => {
  const days = resourceTableOf(schema, payrollDays);
  const { labourId, workedHours, overtimeHours } = days.columns;
  const result = await tx.execute<{ labour_id: number; hours: string | number; days: string | number }>(
    sql`select ${labourId} as labour_id, coalesce(sum(${workedHours} + ${overtimeHours}), 0) as hours, count(*) filter (where ${workedHours} > 0) as days
        from ${days.table} where ${labourId} = ${anyOfIds(rows.map((row) => row.id))} group by ${labourId}`,
  );
  const totals = new Map(result.rows.map((total) => [Number(total.labour_id), total]));
  const sheets = await sheetsOfPayrolls(tx, schema, rows);
  return rows.map((row) => ({
    workedHours: Number(totals.get(row.id)?.hours ?? 0),
    workedDays: Number(totals.get(row.id)?.days ?? 0),
    ...stalenessOf(row, sheets.get(sheetKeyOf(row))),
  }));
};

/** No day of a paid payroll changes (generation writes days of new drafts only, and skips the check). */
export const labourDayRule: WriteRule<typeof payrollDays> = async (tx, { after, via, schema }) => {
  if (via === 'generate' || via === 'generateSpecificMonths' || via === 'batch') return;
  const { table, columns } = tableFor(schema, payrolls);
  const [payroll] = await tx.select({ number: columns.number, status: columns.status }).from(table).where(eq(columns.id, after.labourId));
  if (payroll?.status === 'Paid') throw conflict(message('Payroll {{number}} is Paid: its days can no longer be changed', { number: String(payroll.number) }));
};

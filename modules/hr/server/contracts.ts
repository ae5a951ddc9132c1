import { and, asc, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import { resourceTableOf } from '../../../server/db/schema';
import { badRequest, conflict } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { ActionCall } from '../../../server/operations/actions/run-action';
import { updateRecord } from '../../../server/operations/record-writer';
import type { WriteRule } from '../../../server/operations/write-rules';
import { addDays, firmToday as today } from '../../../resources/firm-calendar';
import { workflowsOf } from '../../../server/operations/actions/workflows-of';
import { tableFor } from '../../../server/operations/typed-records';
import { employeeContracts } from '../employee-contracts.resource';
import { contractTypes } from '../contract-types.resource';
import { employees as employeesResource } from '../employees.resource';

// Employee contracts: one contract per employee at a time, the signed copy, and the reads of SPEC §7.


/** No two contracts of an employee overlap; an empty end date runs forever. */
const oneContractAtATime: WriteRule<typeof employeeContracts> = async (tx, { before, after, schema, isDelete }) => {
  if (isDelete) return;
  const start = after.startDate;
  const end = after.endDate ?? null;
  if (end !== null && end < start) throw badRequest(message('The contract ends before it starts'), { endDate: message('On or after the start date') });
  const { table, columns } = tableFor(schema, employeeContracts);
  const [other] = await tx
    .select()
    .from(table)
    .where(
      and(
        eq(columns.employeeId, after.employeeId),
        or(isNull(columns.endDate), gte(columns.endDate, start)),
        end === null ? undefined : lte(columns.startDate, end),
        before ? ne(columns.id, before.id) : undefined,
      ),
    )
    .orderBy(asc(columns.startDate))
    .limit(1);
  if (other)
    throw conflict(
      message('This contract overlaps contract "{{title}}" ({{start}} – {{end}}) of the same employee: one contract at a time', {
        title: String(other.title),
        start: String(other.startDate),
        end: other.endDate === null || other.endDate === undefined ? message('open-ended') : String(other.endDate),
      }),
      { startDate: message('Overlaps another contract of the employee') },
    );
};

export const contractRules = [oneContractAtATime];

const contractsWhere = (call: Pick<ActionCall, 'context' | 'tx'>, ...filters: Parameters<typeof and>) => {
  const { table, columns } = resourceTableOf(call.context.schema, employeeContracts);
  return call.tx.select().from(table).where(and(...filters)).orderBy(asc(columns.startDate), asc(columns.id));
};

export const employeeContractWorkflows = workflowsOf(employeeContracts, {
  // PUT /admin/employee_contracts/contract/{id}: the signed copy, as an attachment; the contract reads as signed.
  signed: async (call) => {
    if (call.files.length === 0) throw badRequest(message('Send the signed contract as a multipart part named file'), { file: message('Required') });
    const files = await call.attach(employeeContracts, call.record.id, call.files);
    const contract = await updateRecord(call.write, employeeContracts, call.record, { isSigned: true });
    return { ...contract, files };
  },
  ofEmployee: (call) => {
    const { columns } = resourceTableOf(call.context.schema, employeeContracts);
    return contractsWhere(call, eq(columns.employeeId, call.input.employeeId));
  },
  inForce: (call) => {
    const { columns } = resourceTableOf(call.context.schema, employeeContracts);
    const day = today();
    return contractsWhere(call, lte(columns.startDate, day), or(isNull(columns.endDate), gte(columns.endDate, day)));
  },
  // Fixed-term contracts ending from today to `days` ahead, with the employee's name and the type.
  expiring: async (call) => {
    const [contracts, types, employees] = [employeeContracts, contractTypes, employeesResource].map((resource) => resourceTableOf(call.context.schema, resource));
    const from = today();
    const to = addDays(from, call.input.days ?? 60);
    const rows = (await call.tx
      .select({
        id: contracts.columns.id,
        title: contracts.columns.title,
        employeeId: contracts.columns.employeeId,
        employeeName: employees.columns.fullName,
        contractType: types.columns.name,
        startDate: contracts.columns.startDate,
        endDate: contracts.columns.endDate,
      })
      .from(contracts.table)
      .innerJoin(types.table, eq(types.columns.id, contracts.columns.contractTypeId))
      .innerJoin(employees.table, eq(employees.columns.id, contracts.columns.employeeId))
      .where(and(eq(types.columns.isFixedTerm, true), gte(contracts.columns.endDate, from), lte(contracts.columns.endDate, to)))
      .orderBy(asc(contracts.columns.endDate))) as Record<string, unknown>[];
    return rows.map((row) => ({ ...row, daysLeft: Math.round((Date.parse(String(row.endDate)) - Date.parse(from)) / 86_400_000) }));
  },
});

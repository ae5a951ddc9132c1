import { asc, eq } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { resourceTableOf } from '../../../../server/db/schema';
import type { ActionCall } from '../../../../server/operations/actions/run-action';
import type { CallWith } from '../../../../server/operations/actions/workflows-of';
import { createRecords, deleteRecord } from '../../../../server/operations/record-writer';

// Assignment of employees to a work order or a project: the member list becomes exactly `employeeIds`, in
// the action's one transaction, through the trusted writer (audited, checked references, unique pairs).
// Members who stay keep their row (role, rate); leavers are removed, newcomers added.

export const membersOf = (memberResource: ResourceDeclaration, parentKey: string) => async ({ tx, context, record }: Pick<ActionCall, 'tx' | 'context' | 'record'>) => {
  const members = resourceTableOf(context.schema, memberResource);
  return tx.select().from(members.table).where(eq(members.columns[parentKey], record.id)).orderBy(asc(members.columns.id));
};

export const assignMembers = (memberResource: ResourceDeclaration, parentKey: string) => async (call: CallWith<{ employeeIds: number[] }>) => {
  const { tx, context, record, input, write } = call;
  const members = resourceTableOf(context.schema, memberResource);
  const current = await tx.select().from(members.table).where(eq(members.columns[parentKey], record.id)).for('update');
  const wanted = new Set(input.employeeIds);
  for (const member of current) if (!wanted.has(member.employeeId as number)) await deleteRecord(write, memberResource, member);
  const kept = new Set(current.map((member) => member.employeeId));
  await createRecords(
    write,
    memberResource,
    [...wanted].filter((employeeId) => !kept.has(employeeId)).map((employeeId) => ({ [parentKey]: record.id, employeeId })),
  );
  return membersOf(memberResource, parentKey)(call);
};

import { and, asc, eq, ne } from 'drizzle-orm';
import { resourceTableOf } from '../../../server/db/schema';
import { warn, type WriteRule } from '../../../server/operations/write-rules';
import { receipts } from '../receipts.resource';

// A claim for the same person, day and amount as one already filed is most likely filed twice (the same taxi
// receipt photographed again). Decision (issue 43): it is saved with a warning in the reply, which the form's
// notice shows, rather than refused: two equal coffees on one day are real, and finance decides each claim anyway.

const TEMPLATE = 'Receipt {{number}} has the same person, day and amount: is this one filed twice?';

export const duplicateClaimWarning: WriteRule = async (tx, event) => {
  const { before, after, schema, isDelete } = event;
  if (isDelete || before || after.employeeId === null || after.employeeId === undefined || after.amount === undefined || !after.date) return;
  const { table, columns } = resourceTableOf(schema, receipts);
  const [twin] = (await tx
    .select({ number: columns.number })
    .from(table)
    .where(and(eq(columns.employeeId, Number(after.employeeId)), eq(columns.date, String(after.date)), eq(columns.amount, String(after.amount)), ne(columns.state, 'Refused')))
    .orderBy(asc(columns.id))
    .limit(1)) as { number: string }[];
  if (!twin) return;
  const values = { number: twin.number };
  warn(event, { field: 'amount', message: TEMPLATE.replace('{{number}}', twin.number), template: TEMPLATE, values });
};

import type Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { resourceTableOf } from '../../../server/db/schema';
import { notOwnedBy } from '../../../server/operations/own-rows';
import type { ActionCall } from '../../../server/operations/actions/run-action';
import { employees } from '../../hr/employees.resource';
import { payrolls } from '../../hr/payrolls.resource';
import { moneyNumber } from '../domain/bank-statement';
import { cashFlowMatches } from '../cash-flow-matches.resource';
import { receipts } from '../receipts.resource';
import type { TransferSuggestion } from './transfer-suggestions';

// Money out whose bank text quotes a document's number ("Rimborso nota spese RCP-000037", "Stipendio LAB-000012"):
// the approved receipt or payroll of that number, still open, is proposed, above any invoice found by amount.
// Invoice numbers are found by the invoice ranking itself (suggestions.ts). The caller's own receipt or payroll is
// never proposed: four eyes keep them from matching it (reconcileOut is isNotByOwner).

/** Above an invoice's best score (265) but below our own end-to-end id (500) and a rule (1000). */
const QUOTED_SCORE = 300;

type Quoted = { id: number; number: string; date: string | null; amount: string; open: string; name: string | null };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Candidate numbers in a text: letters, an optional dash and at least three digits, compared without separators. */
export const quotedNumbersOf = (text: string) => [...new Set([...text.toUpperCase().matchAll(/\b([A-Z]{2,6})[-/ ]?(\d{3,})\b/g)].map((found) => `${found[1]}${found[2]}`))];

/** Approved receipts and payrolls whose number the movement quotes, with what is still open of each. */
export const quotedDocuments = async ({ tx, context }: ActionCall, movement: { description: string; counterparty: string | null }, open: Decimal): Promise<TransferSuggestion[]> => {
  const numbers = quotedNumbersOf(`${movement.description} ${movement.counterparty ?? ''}`);
  if (numbers.length === 0) return [];
  const matches = resourceTableOf(context.schema, cashFlowMatches);
  const people = resourceTableOf(context.schema, employees);
  const wanted = sql.join(numbers.map((number) => sql`${number}`), sql`, `);
  const found: TransferSuggestion[] = [];
  for (const [table, resource, state, amount] of [
    ['receipts', receipts, 'state', 'amount'],
    ['labour', payrolls, 'status', 'netSalary'],
  ] as const) {
    const documents = resourceTableOf(context.schema, resource);
    const c = documents.columns as Record<string, typeof documents.columns.id>;
    const rows = rowsOf<Quoted>(
      await tx.execute(sql`
        select ${c.id} as id, ${c.number} as number, ${table === 'receipts' ? sql`${c.date}::text` : sql`null`} as date, ${c[amount]}::text as amount,
          (${c[amount]} - coalesce((select sum(${matches.columns.amount}) from ${matches.table}
             where ${matches.columns.parentTable} = ${table} and ${matches.columns.parent} = ${c.id}), 0))::text as open,
          (select ${people.columns.fullName} from ${people.table} where ${people.columns.id} = ${c.employeeId}) as name
        from ${documents.table}
        where ${c[state]} = 'Approved' and upper(regexp_replace(${c.number}, '[^A-Za-z0-9]', '', 'g')) in (${wanted})
          and ${notOwnedBy(resource, documents.columns, context.caller.employeeId)}
        order by ${c.id}`),
    );
    for (const row of rows) {
      if (Number(row.open) <= 0) continue;
      const isEqual = open.eq(row.open);
      found.push({
        parentTable: table,
        id: row.id,
        number: row.number,
        date: row.date,
        dueDate: null,
        total: moneyNumber(row.amount),
        openAmount: moneyNumber(row.open),
        counterparty: row.name ?? '',
        score: QUOTED_SCORE + (isEqual ? 100 : 0),
        reasons: isEqual ? ['number', 'amount'] : ['number'],
        missingFiles: [],
      });
    }
  }
  return found.sort((a, b) => b.score - a.score);
};

import { moneyNumber } from '../domain/bank-statement';
import type { WorkflowCall } from '../../../server/operations/actions/workflows-of';
import type { cashFlowEntries } from '../cash-flow-entries.resource';
import { preferredTargetsByPattern } from './learning';
import { openInvoices, openMovements } from './reconciliation';
import { isWorthSuggesting, suggestionRanking } from './suggestions';

// GET /admin/finance/cashflow/bestMatches?direction=in|out&accountId=: the best suggestion of every open movement
// of one direction, for the reconciliation list's "Best match" column. The open invoices are read and indexed
// once for all the movements, with the same ranking and the same least score as one movement's suggestions.

export const bestMatches = async (call: WorkflowCall<typeof cashFlowEntries, 'bestMatches'>) => {
  const { direction } = call.input;
  const movements = await openMovements(call, direction, call.input.accountId ?? undefined);
  const rank = suggestionRanking(await openInvoices(call, direction));
  const preferredFor = await preferredTargetsByPattern(call, direction);
  return movements.flatMap((movement) => {
    const { id, date, amount, openAmount, description, counterparty } = movement as typeof movement & { date: string; amount: number; description: string; counterparty: string | null };
    if (openAmount <= 0) return [];
    // A few ranked, the first good enough kept: a higher score made of closeness and date alone is no suggestion.
    const best = rank({ date, amount, openAmount, description, counterparty }, 3, preferredFor({ description, counterparty })).find(isWorthSuggesting);
    if (!best) return [];
    const { invoice, score, reasons } = best;
    return [{ movementId: id, invoiceId: invoice.id, number: invoice.number, counterparty: invoice.counterpartyName, openAmount: moneyNumber(invoice.openAmount), score, reasons }];
  });
};

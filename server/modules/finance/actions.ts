import type { ActionHandlers } from '../../operations/actions/run-action';
import type { Derivations } from '../../operations/derived';
import { accountBalance, recalculateBalances } from './balances';
import { importStatement } from './import-statement';

/** The finance module's workflow handlers, by `<resource>.<action>` (declared in resources/finance/). */
export const financeActionHandlers: ActionHandlers = {
  'cashFlowEntries.importStatement': importStatement,
  'cashFlowEntries.recalculate': recalculateBalances,
};

export const financeDerivations: Derivations = {
  accounts: accountBalance,
};

// The finance module: its registry entries in menu order, registered by one line of resources.config.ts.
// Its workflow code sits in server/ (server only), its hand-written screens in screens/ (SPA only); this file
// imports declarations alone, so both sides may import it.
import type { RegistryEntry } from '../../resources/declaration';
import { cashFlowEntries } from './cash-flow-entries.resource';
import { cashFlowMatches } from './cash-flow-matches.resource';
import { reconciliationRules } from './reconciliation-rules.resource';
import { invoices } from './invoices.resource';
import { invoiceLines } from './invoice-lines.resource';
import { receipts } from './receipts.resource';
import { taxes } from './taxes.resource';
import { accounts } from './accounts.resource';
import { banks } from './banks.resource';
import { suppliers } from './suppliers.resource';

export const entries: readonly RegistryEntry[] = [
  cashFlowEntries,
  cashFlowMatches,
  reconciliationRules,
  invoices,
  invoiceLines,
  receipts,
  taxes,
  accounts,
  banks,
  suppliers,
];

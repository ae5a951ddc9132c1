import { defineResource } from '../../resources/declaration';
import { exampleIban } from './domain/iban';
import { TEAM_ROLES } from '../../resources/vocabulary';


// A bank account of the firm; its movements are the cash-flow entries.
export const accounts = defineResource({
  name: 'accounts',
  module: 'finance',
  label: 'Accounts',
  singular: 'Account',
  titleField: 'name',
  fields: {
    name: { type: 'text', isRequired: true, maxLength: 80, isListed: true, isFilterable: true },
    bankId: { type: 'reference', resource: 'banks', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Bank', matchedBy: ['name', 'abi'] },
    iban: { type: 'text', isRequired: true, isUnique: true, isCompacted: true, maxLength: 34, pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$', example: exampleIban, isListed: true, isFilterable: true, label: 'IBAN' },
    // The firm's CBI code (CUC) at this bank: a payment order's file names the firm by it.
    cuc: { type: 'text', maxLength: 8, pattern: '^[0-9A-Z]{8}$', isCompacted: true, label: 'CBI code (CUC)', help: 'The 8-character CBI code the bank gave the firm' },
    currency: { type: 'text', maxLength: 3, pattern: '^[A-Z]{3}$', default: 'EUR' },
    openingBalance: { type: 'decimal', isMoney: true, default: 0, label: 'Opening balance' },
    // The go-live day the opening balance was read on (the bank's balance at the end of that day): movements dated on
    // or before it are in the opening balance already, so only later ones move the balance (balances.ts).
    openingBalanceDate: { type: 'date', label: 'Opening balance date', help: "The balance at the end of this day: earlier movements are in it already" },
    // Kept by GET /admin/finance/cashflow/recalculate.
    balance: { type: 'decimal', isMoney: true, isReadOnly: true, isListed: true },
    isActive: { type: 'boolean', default: true, isListed: true, isFilterable: true, label: 'Active' },
    // The statement CSV's columns (a StatementMapping as JSON), picked at the first import and remembered.
    statementMapping: { type: 'longText', maxLength: 2000, isReadOnly: true, label: 'Statement columns' },
  },
  // Opening balance plus money in, less money out after its date: follows every write of the account's movements.
  derived: { fields: ['balance'], children: [{ resource: 'cashFlowEntries', foreignKey: 'accountId' }] },
  roles: TEAM_ROLES.finance,
  api: { admin: '/admin/finance/accounts' },
  routes: [{ path: '/admin/accounts', roles: TEAM_ROLES.finance, screen: 'list', menu: { section: 'Finance', label: 'Accounts' } }],
  defaultSort: { field: 'name', order: 'asc' },
});

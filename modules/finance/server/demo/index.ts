import type { DemoContribution, DemoStep } from '../../../../server/db/seed/contributions';
import { seedBanksAndSuppliers } from './banks-and-suppliers';
import { seedBilledHours, seedInvoiceNumbers } from './billing';
import { seedInvoices } from './invoices';
import { seedPaymentOrders } from './payment-orders';
import { seedCashFlow, seedReceipts, seedTaxes } from './payments';
import { seedScaleFinance } from './scale-finance';

/** The books: banks and suppliers, the invoices of the work done, receipts, taxes, bank movements and salary transfers. */
const seedBooks: DemoStep['seed'] = async (context, world) => {
  const { accountIds, supplierIds } = await seedBanksAndSuppliers(context);
  const book = { accountIds, invoices: await seedInvoices(context, world, supplierIds) };
  await seedReceipts(context, world, book);
  const taxes = await seedTaxes(context, world, book);
  await seedCashFlow(context, world, book, taxes);
  await seedPaymentOrders(context, world, accountIds);
};

/** Finance's part of the demo: the books of the work and payrolls the other modules made. */
export const financeDemo: DemoContribution = {
  steps: [
    { name: 'books', place: 170, after: ['customers', 'work orders', 'timesheets', 'payrolls'], seed: seedBooks },
    { name: 'invoice numbers', place: 210, seed: seedInvoiceNumbers },
    { name: 'billed hours', place: 220, after: ['books', 'timesheets'], seed: (context) => seedBilledHours(context) },
  ],
  scaleSteps: [{ name: 'scale finance', place: 50, after: ['scale work', 'scale payrolls'], seed: seedScaleFinance }],
};

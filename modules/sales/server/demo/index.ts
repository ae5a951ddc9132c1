import type { DemoContribution } from '../../../../server/db/seed/contributions';
import { seedContractBilling } from './contract-billing';
import { seedCustomerContracts, seedCustomers, seedProducts } from './customers';
import { seedSalesPipeline } from './pipeline';
import { seedScaleCustomers } from './scale-customers';

/** Sales's part of the demo: the customers the work orders are for, the catalogue, contracts and the pipeline. */
export const salesDemo: DemoContribution = {
  steps: [
    { name: 'customers', place: 60, seed: seedCustomers },
    { name: 'products', place: 70, seed: seedProducts },
    { name: 'customer contracts', place: 80, after: ['customers'], seed: seedCustomerContracts },
    { name: 'sales pipeline', place: 90, after: ['customers', 'products', 'employees'], seed: seedSalesPipeline },
    { name: 'contract billing', place: 200, after: ['customer contracts', 'employees'], seed: seedContractBilling },
  ],
  scaleSteps: [{ name: 'scale customers', place: 20, seed: seedScaleCustomers }],
};

import { asc } from 'drizzle-orm';
import { resourceTableOf } from '../../../../server/db/schema';
import { insertRows, type SeedContext } from '../../../../server/db/seed/context';
import type { SeedWorld } from '../../../../server/db/seed/world';
import { customerContracts as customerContractsResource } from '../../customer-contracts.resource';

// The demo firm's billing set-up, so that the contract's rates and milestones have rows to show (tests/api/seed.test.ts).

/**
 * The first customer contract's rates (a default for its consultants, one person's own) and two milestones not yet
 * billed; the contract names no billing method, so no billing run bills it until finance chooses one.
 */
export const seedContractBilling = async (context: SeedContext, world: SeedWorld) => {
  const contracts = resourceTableOf(context.schema, customerContractsResource);
  const [contract] = (await context.db.select({ id: contracts.columns.id }).from(contracts.table).orderBy(asc(contracts.columns.id)).limit(1)) as { id: number }[];
  if (!contract) return;
  const [person] = world.employees;
  await insertRows(context, 'contractRates', [
    { customerContractId: contract.id, role: 'Consultant', hourlyRate: '55.00' },
    ...(person ? [{ customerContractId: contract.id, employeeId: person.id, hourlyRate: '70.00' }] : []),
  ]);
  const last = world.months[world.months.length - 1];
  const dueIn = (month: number) => `${last.year + 1}-${String(month).padStart(2, '0')}-30`;
  await insertRows(context, 'contractMilestones', [
    { customerContractId: contract.id, title: 'Analysis delivered', amount: '4000.00', dueDate: dueIn(3) },
    { customerContractId: contract.id, title: 'Go-live', amount: '6000.00', dueDate: dueIn(6) },
  ]);
};

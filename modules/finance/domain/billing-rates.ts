import Decimal from 'decimal.js';

// Which hourly rate a contract bills a person's hours at: the contract's rate for that person, else its rate for
// their role (the work order member's role, else their job title), else the rate the work order gives the member,
// else the contract's default rate. None: the hours cannot be billed, and the billing run says whose they are.

export type ContractRate = { employeeId: number | null; role: string | null; hourlyRate: Decimal.Value };
export type RatedPerson = { employeeId: number; memberRole?: string | null; jobTitle?: string | null; memberRate?: Decimal.Value | null };

const sameRole = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
const present = (value: Decimal.Value | null | undefined): value is Decimal.Value => value !== null && value !== undefined && value !== '';

/** The rate and where it came from, or undefined when nothing gives one. */
export const hourlyRateOf = (person: RatedPerson, rates: readonly ContractRate[], defaultRate: Decimal.Value | null | undefined) => {
  const own = rates.find((rate) => rate.employeeId === person.employeeId);
  if (own) return { rate: new Decimal(own.hourlyRate), source: 'person' as const };
  const byRole = rates.find((rate) => rate.employeeId === null && (sameRole(rate.role, person.memberRole) || sameRole(rate.role, person.jobTitle)));
  if (byRole) return { rate: new Decimal(byRole.hourlyRate), source: 'role' as const, role: byRole.role };
  if (present(person.memberRate)) return { rate: new Decimal(person.memberRate), source: 'member' as const };
  if (present(defaultRate)) return { rate: new Decimal(defaultRate), source: 'contract' as const };
  return undefined;
};

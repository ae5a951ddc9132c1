import Decimal from 'decimal.js';

// Which hourly rate a contract bills a person's hours at: the contract's rate for that person, else its rate for
// their role (the work order member's role, else their job title), else its rate for the service product the member
// is billed as, else the rate the work order gives the member, else the contract's default rate, else that
// product's list price when it is sold by the hour (as Odoo bills a service product's hours at its price). None:
// the hours cannot be billed, and the billing run says whose they are.

export type ContractRate = { employeeId: number | null; role: string | null; productId?: number | null; hourlyRate: Decimal.Value };
/** The service product a member's hours are billed as: its list price counts only when its unit is the hour. */
export type BilledProduct = { id: number; name: string; unit: string | null; unitPrice: Decimal.Value | null };
export type RatedPerson = { employeeId: number; memberRole?: string | null; jobTitle?: string | null; memberRate?: Decimal.Value | null; product?: BilledProduct | null };

const sameRole = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
const present = (value: Decimal.Value | null | undefined): value is Decimal.Value => value !== null && value !== undefined && value !== '';

/** The rate and where it came from, or undefined when nothing gives one. */
export const hourlyRateOf = (person: RatedPerson, rates: readonly ContractRate[], defaultRate: Decimal.Value | null | undefined) => {
  const own = rates.find((rate) => rate.employeeId === person.employeeId);
  if (own) return { rate: new Decimal(own.hourlyRate), source: 'person' as const };
  const byRole = rates.find((rate) => rate.employeeId === null && (sameRole(rate.role, person.memberRole) || sameRole(rate.role, person.jobTitle)));
  if (byRole) return { rate: new Decimal(byRole.hourlyRate), source: 'role' as const, role: byRole.role };
  const { product } = person;
  const byProduct = product ? rates.find((rate) => rate.productId === product.id) : undefined;
  if (byProduct) return { rate: new Decimal(byProduct.hourlyRate), source: 'product' as const };
  if (present(person.memberRate)) return { rate: new Decimal(person.memberRate), source: 'member' as const };
  if (present(defaultRate)) return { rate: new Decimal(defaultRate), source: 'contract' as const };
  if (product?.unit === 'hour' && present(product.unitPrice)) return { rate: new Decimal(product.unitPrice), source: 'price list' as const };
  return undefined;
};

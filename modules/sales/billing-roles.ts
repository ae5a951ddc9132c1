import type { Role } from '../../resources/vocabulary';

/** Who sets a contract's rates and milestones: sales, who sign the contract, and finance, who bill it. */
export const BILLING_ROLES: readonly Role[] = ['ADMIN', 'SALES MANAGE', 'FINANCE MANAGE'];

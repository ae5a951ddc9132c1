import { badRequest } from '../../errors';
import { message } from '../../i18n/message';
import type { WriteRule } from '../../operations/write-rules';

// A received invoice is the supplier's document: without its supplier it cannot be paid to anyone, matched by
// the supplier's rules or told apart from another supplier's invoice of the same number (the unique index).

export const receivedInvoiceSupplier: WriteRule = (_tx, { after, isDelete }) => {
  if (isDelete || after.direction !== 'in') return;
  if (after.supplierId === null || after.supplierId === undefined)
    throw badRequest(message('A received invoice needs its supplier'), { supplierId: message('Required for a received invoice') });
};

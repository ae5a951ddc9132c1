import { badRequest } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { WriteRule } from '../../../server/operations/write-rules';

/** Billed hours and the invoice numbering are written only by billing runs and issuing, never typed. */
export const billedHoursByRunsOnly: WriteRule = (_tx, { via }) => {
  if (!via) throw badRequest(message('Written only by billing runs and by issuing invoices'));
};

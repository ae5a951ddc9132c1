import { count } from 'drizzle-orm';
import { badRequest, conflict, type FieldMessages } from '../../../server/errors';
import { message, type Message } from '../../../server/i18n/message';
import type { WriteRule } from '../../../server/operations/write-rules';
import { tableFor } from '../../../server/operations/typed-records';
import { firm } from '../firm.resource';
import { firmFieldsRefused, type FirmCheckedField } from '../domain/firm-checks';

// What every write of the firm must keep: the identity checks the forms run too (modules/firm/domain/firm-checks.ts),
// one row at most (the database's unique index firm_one_row holds it under concurrent creates; this gives the
// plain case its own words), and no delete: the firm is updated, never removed.

const REFUSALS: Readonly<Record<FirmCheckedField, Message>> = {
  vatNumber: message('Not a valid partita IVA: 11 digits with a matching check digit'),
  iban: message('Not a valid IBAN: its check digits do not match (mod 97)'),
  taxCode: message('Not a valid codice fiscale: its check character does not match'),
  timeZone: message('Not a time zone this server knows, e.g. Europe/Rome'),
};

export const firmRule: WriteRule = async (tx, { before, after, isDelete, schema }) => {
  if (isDelete) throw conflict(message('The firm cannot be deleted: change its details instead'));
  const refused = firmFieldsRefused(after);
  if (refused.length > 0) {
    const errors: FieldMessages = Object.fromEntries(refused.map((field) => [field, REFUSALS[field]]));
    throw badRequest(message("The firm's details are not valid"), errors);
  }
  if (typeof after.timeZone === 'string') after.timeZone = after.timeZone.trim();
  if (before) return;
  const { table } = tableFor(schema, firm);
  const [{ total }] = await tx.select({ total: count() }).from(table);
  if (Number(total) > 0) throw conflict(message('The firm is recorded already: change its details instead'));
};

import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { resourceTableOf, type DatabaseSchema } from '../db/schema';
import { badRequest, type FieldErrors } from '../errors';
import type { ResourceDeclaration } from '../../resources/declaration';
import type { WriteValues } from './validation';

/** Every reference being written must name an existing row, reported per field rather than as an FK error. */
export const checkReferences = async (
  db: Database,
  schema: DatabaseSchema,
  resource: ResourceDeclaration,
  values: WriteValues,
) => {
  const errors: FieldErrors = {};
  for (const [key, field] of Object.entries(resource.fields)) {
    const id = values[key];
    if (field.type !== 'reference' || typeof id !== 'number') continue;
    const target = resourceTableOf(schema, field.resource);
    const found = await db.select({ id: target.columns.id }).from(target.table).where(eq(target.columns.id, id)).limit(1);
    if (found.length === 0) errors[key] = `There is no ${target.resource.singular.toLowerCase()} with id ${id}`;
  }
  if (Object.keys(errors).length > 0) throw badRequest('Some fields refer to records that do not exist', errors);
};

import { eq } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../resources/declaration';
import type { Database } from '../db/database';
import { resourceTableOf, type DatabaseSchema } from '../db/schema';
import type { ReferencedRows } from './references';
import type { WriteValues } from './validation';
import { copiedFieldsOf } from './declared-fields';

/**
 * Fills the fields declared `copiedFrom` from the row their `via` reference points at, whenever the write
 * sets that reference (on create always). Runs after the references were checked, in the write's transaction.
 */
export const fillCopiedFields = async (
  db: Database,
  schema: DatabaseSchema,
  resource: ResourceDeclaration,
  values: WriteValues,
  referenced?: ReferencedRows,
) => {
  for (const [key, field] of copiedFieldsOf(resource)) {
    if (!(field.copiedFrom.via in values)) continue;
    const via = resource.fields[field.copiedFrom.via];
    const id = values[field.copiedFrom.via];
    if (via?.type !== 'reference' || typeof id !== 'number') {
      values[key] = null;
      continue;
    }
    const known = referenced?.get(field.copiedFrom.via);
    if (known) {
      values[key] = known.get(id)?.[field.copiedFrom.field] ?? null;
      continue;
    }
    const source = resourceTableOf(schema, via.resource);
    const [row] = await db
      .select({ value: source.columns[field.copiedFrom.field] })
      .from(source.table)
      .where(eq(source.columns.id, id))
      .limit(1);
    values[key] = row?.value ?? null;
  }
};

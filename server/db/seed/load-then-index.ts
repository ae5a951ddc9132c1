import { sql } from 'drizzle-orm';
import { queryRows } from './context';
import type { ScaleContext } from './scale';

// A bulk load into big tables as pg_dump restores one: the tables' plain indexes and foreign keys are dropped,
// the rows inserted, then the indexes built and the foreign keys validated once each, all inside the seed's
// transaction. Building an index over millions of sorted rows, and checking a key with one join, costs a
// fraction of keeping six indexes and four key triggers up to date row by row (scale 400: 13.7 million
// timesheet entries). The definitions are read from the catalogue and given back word for word, so the tables
// end exactly as the migrations made them; primary keys, unique and exclusion constraints stay in place.

type Definition = { name: string; table: string; definition: string };

const tableList = (tables: readonly string[]) => `{${tables.join(',')}}`;

const plainIndexesOf = (context: ScaleContext, tables: readonly string[]) =>
  queryRows<Definition>(
    context.db,
    sql`select i.indexname as name, i.tablename as "table", i.indexdef as definition
      from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = any(${tableList(tables)}::text[])
        and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
      order by i.tablename, i.indexname`,
  );

const foreignKeysOf = (context: ScaleContext, tables: readonly string[]) =>
  queryRows<Definition>(
    context.db,
    sql`select c.conname as name, t.relname as "table", pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
      where c.contype = 'f' and n.nspname = current_schema() and t.relname = any(${tableList(tables)}::text[])
      order by t.relname, c.conname`,
  );

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Runs `load` with the plain indexes and foreign keys of `tables` set aside, then restores them. */
export const loadThenIndex = async (context: ScaleContext, tables: readonly string[], load: () => Promise<void>) => {
  const indexes = await plainIndexesOf(context, tables);
  const foreignKeys = await foreignKeysOf(context, tables);
  for (const key of foreignKeys) await context.db.execute(sql.raw(`alter table ${quoted(key.table)} drop constraint ${quoted(key.name)}`));
  for (const index of indexes) await context.db.execute(sql.raw(`drop index ${quoted(index.name)}`));
  await load();
  for (const index of indexes) await context.run(`index ${index.name}`, sql.raw(index.definition));
  for (const key of foreignKeys)
    await context.run(`key ${key.name}`, sql.raw(`alter table ${quoted(key.table)} add constraint ${quoted(key.name)} ${key.definition}`));
};

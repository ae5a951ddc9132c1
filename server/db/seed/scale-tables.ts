import { sql } from 'drizzle-orm';
import { queryRows } from './context';
import type { ScaleContext } from './scale';

// How the scale steps hand their new rows on: a later step joins the temp table of the rows an earlier one added.

/** A temp table of the rows a table gained above `before`: id, k = 0, 1, … in id order, and `columns`. */
export const captureNew = (context: ScaleContext, temp: string, table: string, before: number, columns: string) =>
  context.run(
    `${temp} table`,
    sql.raw(`create temp table ${temp} on commit drop as
      select id, k, ${columns} from (select t.*, (row_number() over (order by t.id) - 1)::int as k from ${table} t where t.id > ${before}) as x`),
  );

/** The highest id in a table (0 when empty): the rows inserted next are the ones above it. */
export const maxId = async (context: ScaleContext, table: string) =>
  (await queryRows<{ id: number }>(context.db, sql.raw(`select coalesce(max(id), 0)::int as id from ${table}`)))[0].id;

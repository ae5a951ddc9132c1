import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database';
import type { Snapshot } from '../../server/db/snapshot';

// Fills every table of a drizzle snapshot with rows, reading only the snapshot (not today's code), so
// an upgrade test can fill the database as an older release left it. Values follow the column's SQL type,
// references point at rows already inserted, and every row differs so unique indexes hold.

type SnapshotColumn = { name: string; type: string; notNull: boolean; primaryKey?: boolean; identity?: unknown; generated?: unknown };
type SnapshotForeignKey = { tableTo: string; columnsFrom: string[]; columnsTo: string[] };
export type SnapshotTable = {
  name: string;
  columns: Record<string, SnapshotColumn>;
  checkConstraints?: Record<string, { name: string; value: string }>;
  foreignKeys: Record<string, SnapshotForeignKey>;
  compositePrimaryKeys: Record<string, { columns: string[] }>;
};

export type FilledRows = Map<string, Record<string, unknown>[]>;

export const tablesOf = (snapshot: Snapshot) => Object.values((snapshot as unknown as { tables: Record<string, SnapshotTable> }).tables);

const valueOf = (column: SnapshotColumn, row: number): unknown => {
  const type = column.type;
  const text = `${row}-${column.name}`;
  const length = /^varchar\((\d+)\)$/.exec(type)?.[1];
  if (length) return text.slice(0, Number(length));
  if (type === 'text') return text;
  if (type === 'integer' || type === 'bigint' || type === 'smallint') return row + 1;
  if (type.startsWith('numeric')) return `${row + 1}.25`;
  if (type === 'boolean') return row % 2 === 0;
  if (type === 'date') return `2024-01-${String(row + 1).padStart(2, '0')}`;
  if (type.startsWith('timestamp')) return `2024-01-${String(row + 1).padStart(2, '0')}T10:00:00.000Z`;
  if (type === 'jsonb' || type === 'json') return JSON.stringify({ row });
  // Bytes as both drivers take them.
  if (type === 'bytea') return new Uint8Array(Buffer.from(text));
  throw new Error(`fill-tables: no sample value for SQL type ${type} (${column.name})`);
};

// A column held to the number format by a check (`"tasks"."number" ~ '^TSK-[0-9]{6,}$'`) gets numbers of it.
const NUMBER_CHECK = /^"[^"]+"\."([^"]+)" ~ '\^([A-Z]+)-\[0-9\]\{(\d+),\}\$'$/;

const numberFormatsOf = (table: SnapshotTable) =>
  new Map(
    Object.values(table.checkConstraints ?? {}).flatMap(({ value }) => {
      const match = NUMBER_CHECK.exec(value);
      return match ? [[match[1], { prefix: match[2], digits: Number(match[3]) }] as const] : [];
    }),
  );

/** Inserts `count` rows into every table, parents before children; returns the rows as the database stored them. */
/** A unique violation (23505), as either driver reports it (drizzle wraps the driver's error as its cause). */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ((error as { code?: unknown }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

export const fillEveryTable = async (db: Database, snapshot: Snapshot, count = 3): Promise<FilledRows> => {
  const filled: FilledRows = new Map();
  const pending = tablesOf(snapshot);
  while (pending.length > 0) {
    const needs = (table: SnapshotTable) =>
      Object.values(table.foreignKeys).filter((key) => key.tableTo !== table.name && !filled.has(key.tableTo));
    // Parents first; a cycle is broken by leaving the nullable references of one table empty.
    const index = Math.max(0, pending.findIndex((table) => needs(table).length === 0));
    const [table] = pending.splice(index, 1);
    const numberFormats = numberFormatsOf(table);
    const rows: Record<string, unknown>[] = [];
    for (let row = 0; row < count; row += 1) {
      const values: [string, unknown][] = [];
      for (const column of Object.values(table.columns)) {
        if (column.identity || column.generated) continue;
        const key = Object.values(table.foreignKeys).find((foreignKey) => foreignKey.columnsFrom.includes(column.name));
        if (key) {
          const parents = filled.get(key.tableTo);
          if (!parents) {
            if (column.notNull) throw new Error(`fill-tables: ${table.name}.${column.name} needs ${key.tableTo} first`);
            values.push([column.name, null]);
          } else values.push([column.name, parents[row % parents.length][key.columnsTo[0]]]);
        } else {
          const format = numberFormats.get(column.name);
          values.push([column.name, format ? `${format.prefix}-${String(row + 1).padStart(format.digits, '0')}` : valueOf(column, row)]);
        }
      }
      const insert = sql`insert into ${sql.identifier(table.name)} (${sql.join(values.map(([name]) => sql.identifier(name)), sql`, `)})
            values (${sql.join(values.map(([, value]) => sql`${value}`), sql`, `)}) returning *`;
      // A table that holds one row at most (the firm: a unique index on a constant, written by hand into its
      // migration, which the snapshot does not show) keeps the rows it took before the refusal.
      const result = await db.execute(insert).catch((error: unknown) => {
        if (row > 0 && isUniqueViolation(error)) return undefined;
        throw error;
      });
      if (!result) break;
      rows.push((result as unknown as { rows: Record<string, unknown>[] }).rows[0]);
    }
    filled.set(table.name, rows);
  }
  return filled;
};

/** Every row of a table, in primary-key order. */
export const readTable = async (db: Database, table: SnapshotTable) => {
  // A composite key, else the column marked as the key (not always `id`: a user's password row is keyed by its user).
  const keyColumn = Object.values(table.columns).find((column) => column.primaryKey)?.name;
  const keys = Object.values(table.compositePrimaryKeys)[0]?.columns ?? [keyColumn ?? 'id'];
  const result = await db.execute(sql`select * from ${sql.identifier(table.name)} order by ${sql.join(keys.map((key) => sql.identifier(key)), sql`, `)}`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
};

import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import type { DatabaseSchema } from './schema';

// drizzle-kit's JSON picture of a schema, used both to write migrations and to notice that the
// registry changed since the last one.

// drizzle-kit/api adds an enumerable `Array.prototype.random` when loaded; hidden again here so that
// `for…in` over arrays stays clean for every other library (pdfjs-dist refuses to read a PDF otherwise).
for (const prototype of [Array.prototype, String.prototype] as object[])
  for (const key of Object.keys(prototype)) Object.defineProperty(prototype, key, { enumerable: false });

export type Snapshot = DrizzleSnapshotJSON;

export const emptySnapshot = (): Snapshot => generateDrizzleJson({});

export const snapshotOf = (schema: DatabaseSchema, prevId?: string): Snapshot =>
  generateDrizzleJson(schema.allTables, prevId);

/** The SQL that turns a database shaped like `from` into one shaped like `to`. */
export const statementsBetween = (from: Snapshot, to: Snapshot): Promise<string[]> => generateMigration(from, to);

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
};

/** Same tables, columns, indexes and keys, whatever the order of declaration and the snapshot ids. */
export const isSameSchema = (a: Snapshot, b: Snapshot) => {
  const shape = ({ id: _id, prevId: _prevId, _meta, ...rest }: Snapshot) => JSON.stringify(canonical(rest));
  return shape(a) === shape(b);
};

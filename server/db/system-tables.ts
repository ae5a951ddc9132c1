import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { oidcRecords, userPasswords } from './sign-in-tables';

// Tables every resource shares. They name a resource and a record id instead of holding a foreign key,
// so that history outlives the record it describes.

import type { AuditAction, AuditChanges } from '../../resources/audit-trail';

// What the trail records and how a change is held are declared with its reply (resources/audit-trail.ts).
export type { AuditAction, AuditChanges };

// Both are read by record (a record's history, a record's files), hence the (resource, record_id) indexes.
export const auditTrail = pgTable(
  'audit_trail',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    username: text('username').notNull(),
    resource: varchar('resource', { length: 80 }).notNull(),
    recordId: integer('record_id').notNull(),
    action: varchar('action', { length: 20 }).$type<AuditAction>().notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    /** The workflow action that made the change (e.g. `send`), when it was not a plain create/update/delete. */
    via: varchar('via', { length: 80 }),
  },
  // The audit screen filters by user and pages newest first.
  (table) => [index('audit_trail_record_idx').on(table.resource, table.recordId), index('audit_trail_username_idx').on(table.username, table.id)],
);

export const attachments = pgTable(
  'attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    resource: varchar('resource', { length: 80 }).notNull(),
    recordId: integer('record_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: varchar('content_type', { length: 255 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    // What the file is to its record when an action attached it as one kind (an invoice's PDF): see `flagOfKind`.
    kind: varchar('kind', { length: 40 }),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('attachments_record_idx').on(table.resource, table.recordId)],
);

/** The last human-readable number handed out per resource and prefix (EMP-000012). */
export const numberingCounters = pgTable(
  'numbering_counters',
  {
    resource: varchar('resource', { length: 80 }).notNull(),
    prefix: varchar('prefix', { length: 20 }).notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.resource, table.prefix] })],
);

/**
 * A spreadsheet imported into a list (resources/imports.ts): the records it made, each with the version the import
 * left it at, so that undoing it can tell whether any has changed since.
 */
export const importBatches = pgTable(
  'import_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    resource: varchar('resource', { length: 80 }).notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    /** [record id, version] of every record made. */
    records: jsonb('records').$type<[number, number][]>().notNull(),
    importedBy: text('imported_by').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    undoneBy: text('undone_by'),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
  },
  // A list's batches, newest first.
  (table) => [index('import_batches_resource_idx').on(table.resource, table.id)],
);

export const systemTables = { auditTrail, attachments, numberingCounters, userPasswords, oidcRecords, importBatches };

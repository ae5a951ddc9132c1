import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  numeric,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { compactText, type Field, type FieldType } from '../resources/vocabulary';
import { englishText, message } from './i18n/message';
import { CONTROL_MESSAGE, isMultiLineText, isSingleLineText } from './input/safe-text';
import { firmToday } from '../resources/firm-calendar';

// The one server-side switch on field type: the DB column, the accepted wire value and how list
// filters compare. Generic code asks this registry and never looks at a resource's name.

export type ColumnContext = {
  /** The column name of another field of the same resource. */
  columnOf: (fieldKey: string) => string;
  /** The id column of a referenced resource's table, looked up lazily since tables may refer to each other. */
  idOf: (resourceName: string) => AnyPgColumn;
};

/** How list filters compare a field: which operators it takes and how the query-string value is read. */
export type FilterKind = 'text' | 'exact' | 'number' | 'date' | 'datetime' | 'boolean';

export type FieldTypeHandler<F extends Field> = {
  column: (name: string, field: F, context: ColumnContext) => PgColumnBuilderBase;
  /** The value a write may carry, before required/optional wrapping. */
  value: (field: F) => z.ZodType;
  /** The value a create gets when the body leaves the field out. */
  initial?: (field: F) => unknown;
  filter: FilterKind;
  /** For number filters: the column's range, so a filter value it cannot hold is a 400, not a database error. */
  filterRange?: (field: F) => NumberRange;
  /** The field in the OpenAPI description (docs only; validation is `value`). */
  jsonSchema: (field: F) => Record<string, unknown>;
};

/** The values a numeric column holds: `limit` bounds the magnitude (exclusive for decimals), `isWhole` for int4. */
export type NumberRange = { limit: number; isWhole: boolean };
export const INT4_RANGE: NumberRange = { limit: 2_147_483_647, isWhole: true };

type FieldOf<T extends FieldType> = Extract<Field, { type: T }>;

const INT_MAX = 2_147_483_647;
const EMAIL_MAX = 254;
const ENUM_MAX = 60;

// Years a business date can have: anything outside is a typo or a probe (year 0 does not exist in Postgres).
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2200;
const YEAR_MESSAGE = englishText(message('Must be a date between the years {{first}} and {{last}}', { first: FIRST_YEAR, last: LAST_YEAR }));
const isSaneYear = (date: Date) => date.getUTCFullYear() >= FIRST_YEAR && date.getUTCFullYear() <= LAST_YEAR;

// A YYYY-MM-DD text read by its digits (every list filtered by a period checks two of them per request).
const yearOfDay = (value: string) => Number(value.slice(0, 4));

/** Whether a YYYY-MM-DD text names a day of the calendar (no 2026-02-30): its day is within its month's. */
const isCalendarDay = (value: string) => {
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  // Day 0 of the next month is this month's last day.
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(yearOfDay(value), month, 0)).getUTCDate();
};

export const calendarDay = z
  .string({ error: englishText(message('Must be a date YYYY-MM-DD')) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, englishText(message('Must be a date YYYY-MM-DD')))
  .refine(isCalendarDay, englishText(message('Must be a real calendar date')))
  .refine((value) => yearOfDay(value) >= FIRST_YEAR && yearOfDay(value) <= LAST_YEAR, YEAR_MESSAGE);

export const instant = z
  .string({ error: englishText(message('Must be a date and time (ISO 8601)')) })
  .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value), englishText(message('Must be a date and time (ISO 8601)')))
  .refine((value) => isSaneYear(new Date(value)), YEAR_MESSAGE)
  .transform((value) => new Date(value));

const bounded = (schema: z.ZodNumber, min?: number, max?: number) => {
  let bounded = schema;
  if (min !== undefined) bounded = bounded.min(min, englishText(message('Must be at least {{min}}', { min })));
  if (max !== undefined) bounded = bounded.max(max, englishText(message('Must be at most {{max}}', { max })));
  return bounded;
};

const textValue = (maxLength?: number, pattern?: string, isMultiLine = false) => {
  let schema = z.string({ error: englishText(message('Must be text')) }).refine(isMultiLine ? isMultiLineText : isSingleLineText, englishText(CONTROL_MESSAGE));
  if (maxLength !== undefined) schema = schema.max(maxLength, englishText(message('At most {{maxLength}} characters', { maxLength })));
  if (pattern !== undefined) schema = schema.regex(new RegExp(`^(?:${pattern})$`), englishText(message('Must match {{pattern}}', { pattern })));
  return schema;
};

/** Generated text is the source fields joined by spaces; `||` keeps it immutable, as Postgres requires. */
const joinedText = (columns: readonly string[]) =>
  sql.raw(`btrim(${columns.map((column) => `coalesce("${column}", '')`).join(` || ' ' || `)})`);

export const fieldTypes: { [T in FieldType]: FieldTypeHandler<FieldOf<T>> } = {
  text: {
    column: (name, field, context) => {
      if (field.generatedFrom) return text(name).generatedAlwaysAs(joinedText(field.generatedFrom.map(context.columnOf)));
      const column = field.maxLength ? varchar(name, { length: field.maxLength }) : text(name);
      return field.default !== undefined ? column.default(field.default) : column;
    },
    value: (field) =>
      field.isCompacted
        ? z.preprocess((value) => (typeof value === 'string' ? compactText(value) : value), textValue(field.maxLength, field.pattern))
        : textValue(field.maxLength, field.pattern),
    initial: (field) => field.default,
    filter: 'text',
    jsonSchema: (field) => ({ type: 'string', maxLength: field.maxLength, pattern: field.pattern, default: field.default }),
  },
  longText: {
    column: (name) => text(name),
    value: (field) => textValue(field.maxLength, undefined, true),
    filter: 'text',
    jsonSchema: (field) => ({ type: 'string', maxLength: field.maxLength }),
  },
  email: {
    column: (name) => varchar(name, { length: EMAIL_MAX }),
    value: () => z.email(englishText(message('Must be an e-mail address'))).max(EMAIL_MAX, englishText(message('At most {{maxLength}} characters', { maxLength: EMAIL_MAX }))),
    filter: 'text',
    jsonSchema: () => ({ type: 'string', format: 'email', maxLength: EMAIL_MAX }),
  },
  integer: {
    column: (name, field) => (field.default !== undefined ? integer(name).default(field.default) : integer(name)),
    value: (field) => bounded(z.number({ error: englishText(message('Must be a number')) }).int(englishText(message('Must be a whole number'))), field.min ?? -INT_MAX, field.max ?? INT_MAX),
    initial: (field) => field.default,
    filter: 'number',
    filterRange: () => INT4_RANGE,
    jsonSchema: (field) => ({ type: 'integer', minimum: field.min, maximum: field.max, default: field.default }),
  },
  decimal: {
    column: (name, field) => {
      const column = numeric(name, { precision: 14, scale: field.scale ?? 2, mode: 'number' });
      return field.default !== undefined ? column.default(field.default) : column;
    },
    value: (field) => {
      const scale = field.scale ?? 2;
      const limit = 10 ** (14 - scale);
      return bounded(z.number({ error: englishText(message('Must be a number')) }), field.min, field.max)
        .refine((value) => Math.abs(value) < limit, englishText(message('Must be smaller than {{limit}}', { limit })))
        .refine((value) => Number(value.toFixed(scale)) === value, englishText(scale === 1 ? message('At most 1 decimal') : message('At most {{scale}} decimals', { scale })));
    },
    initial: (field) => field.default,
    filter: 'number',
    filterRange: (field) => ({ limit: 10 ** (14 - (field.scale ?? 2)), isWhole: false }),
    jsonSchema: (field) => ({ type: 'number', minimum: field.min, maximum: field.max, default: field.default }),
  },
  boolean: {
    column: (name, field) => (field.default !== undefined ? boolean(name).default(field.default) : boolean(name)),
    value: () => z.boolean({ error: englishText(message('Must be true or false')) }),
    initial: (field) => field.default,
    filter: 'boolean',
    jsonSchema: (field) => ({ type: 'boolean', default: field.default }),
  },
  date: {
    column: (name, field) => {
      const column = date(name, { mode: 'string' });
      return field.default === 'today' ? column.default(sql`CURRENT_DATE`) : column;
    },
    value: () => calendarDay,
    initial: (field) => (field.default === 'today' ? firmToday() : undefined),
    filter: 'date',
    jsonSchema: () => ({ type: 'string', format: 'date' }),
  },
  datetime: {
    column: (name, field) => {
      const column = timestamp(name, { withTimezone: true, mode: 'date' });
      return field.default === 'now' ? column.defaultNow() : column;
    },
    value: () => instant,
    initial: (field) => (field.default === 'now' ? new Date() : undefined),
    filter: 'datetime',
    jsonSchema: () => ({ type: 'string', format: 'date-time' }),
  },
  enum: {
    column: (name, field) => {
      const column = varchar(name, { length: Math.max(ENUM_MAX, ...field.values.map((value) => value.length)) });
      return field.default !== undefined ? column.default(field.default) : column;
    },
    value: (field) => {
      // The values stay as the API takes them, untranslated.
      const reason = englishText(message('Must be one of: {{values}}', { values: field.values.join(', ') }));
      return z.string({ error: reason }).refine((value) => field.values.includes(value), reason);
    },
    initial: (field) => field.default,
    filter: 'exact',
    jsonSchema: (field) => ({ type: 'string', enum: [...field.values], default: field.default }),
  },
  reference: {
    column: (name, field, context) =>
      integer(name).references(() => context.idOf(field.resource), { onDelete: field.onDelete ?? 'restrict' }),
    value: () => {
      const reason = englishText(message('Must be a record id'));
      return z.number({ error: reason }).int(reason).min(1, reason).max(INT_MAX, reason);
    },
    filter: 'number',
    filterRange: () => INT4_RANGE,
    jsonSchema: (field) => ({ type: 'integer', minimum: 1, description: `id of a ${field.resource} row` }),
  },
};

/** The registry entry of one field; the cast is safe because the entry is picked by the field's own type. */
export const fieldTypeOf = <F extends Field>(field: F) => fieldTypes[field.type] as unknown as FieldTypeHandler<F>;

/** Generated fields are computed by the database; nobody writes them. */
export const isGenerated = (field: Field) => field.type === 'text' && field.generatedFrom !== undefined;

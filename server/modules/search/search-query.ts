import { and, asc, or, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AccessEnforcer } from '../../../resources/access-policy';
import { SEARCH_TYPES, type SearchType } from '../../../resources/vocabulary';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { builtOnce, type RawRowsStatement } from '../../db/statements';
import { resourceTableOf, type DatabaseSchema } from '../../db/schema';
import { numberDescriptionFields, textDescriptionFields } from '../../db/search-indexes';
import { accessPolicyOf } from '../../auth/api-access';
import { numberPositionsOf } from './number-positions';
import { render, term as declaredTerm } from '../../i18n/message';
import { SOURCE_LANGUAGE, type CatalogueLanguage } from '../../../i18n/catalogues';
import { reachesOf, searchNumberFieldOf, searchTypeOf, type SearchableResource } from './searchable-resources';

export const SEARCH_LIMIT = 20;

export type SearchHit = { type: SearchType | string; id: number; number: string; description: string };

const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

/** What a term's selects compare with: the term itself, its LIKE patterns, and the number it is (for a typed year). */
export type TermValues = { exact: unknown; prefix: unknown; contains: unknown; typedNumber: unknown };

export const termValuesOf = (term: string): TermValues => ({
  exact: term,
  prefix: `${likeEscaped(term)}%`,
  contains: `%${likeEscaped(term)}%`,
  typedNumber: Number(term),
});

/** Whether a term is a typed number a description field may hold (a year, a month, an amount). */
export const isTypedNumber = (term: string) => /^\d{1,9}$/.test(term);

type HitRow = { type: string; id: number; number: string; rank: number } & Record<`d${number}`, string | null>;

/**
 * Capped selects per resource, each able to use an index: the number's exact match and its prefix match (btree on
 * upper(number) text_pattern_ops), the number or a description containing the term (GIN trigram indexes), and a
 * typed year or amount (the rows holding exactly it, read in number order). The last is kept apart from the
 * others, so that a term matching thousands of rows (a year) reads twenty of them rather than sorting them all. The
 * caller's row filter sits inside each, so the scan only yields rows the caller may see. A number select is sent
 * only where the term can sit in a number of the declared format (number-positions.ts): planning fewer selects is
 * cheaper, and a term such as `TSM-03` no longer has the trigram index list every number starting with it only to
 * throw them away. Every select has the same columns (the description as text, padded with nulls) so that they are
 * joined by UNION ALL into one statement: one round trip, whatever the number of searchable resources.
 */
export const selectsOf = (context: { schema: DatabaseSchema; resource: SearchableResource; term: string; reach?: SQL; width: number; values?: TermValues }): SQL[] => {
  const { schema, resource, term, reach, width } = context;
  const { table, columns } = resourceTableOf(schema, resource.name);
  const numberColumn = columns[searchNumberFieldOf(resource)];
  const number = sql`upper(${numberColumn})`;
  // The term decides which selects there are; what they compare with is the term's values or, in a statement kept
  // per shape (search-statements.ts), placeholders for them.
  const { exact, prefix, contains, typedNumber } = context.values ?? termValuesOf(term);
  const descriptions = Array.from({ length: width }, (_, index) => {
    const field = resource.search.description[index];
    return field === undefined ? sql`null::text as ${sql.identifier(`d${index}`)}` : sql`${columns[field]}::text as ${sql.identifier(`d${index}`)}`;
  });
  const select = (rank: SQL, where: SQL | undefined, order: SQL = sql`4, ${asc(numberColumn)}`) =>
    sql`(select ${searchTypeOf(resource)}::text as "type", ${columns.id} as "id", ${numberColumn} as "number", ${rank} as "rank", ${sql.join(descriptions, sql`, `)}
      from ${table} where ${and(where, reach)} order by ${order} limit ${SEARCH_LIMIT})`;
  const { isWhole, isStart, isInside } = numberPositionsOf(resource.numbering, term);
  const textMatches = textDescriptionFields(resource).map((field) => sql`upper(${columns[field]}) LIKE ${contains}`);
  // A typed year or amount finds the rows holding exactly it, one select per field (its (field, number) index).
  const numberFields = isTypedNumber(term) ? numberDescriptionFields(resource) : [];
  // Rows an earlier select already found are left out of the later ones (only where the term can be in a number).
  const notFromStart = isWhole || isStart ? sql`NOT (${number} LIKE ${prefix})` : undefined;
  const notInNumber = isWhole || isStart || isInside ? sql`NOT (${number} LIKE ${contains})` : undefined;
  const numberContains = isInside ? [sql`${number} LIKE ${contains}`] : [];
  const containsMatches = [...numberContains, ...textMatches];
  return [
    // 0 the exact number.
    ...(isWhole ? [select(sql`0`, sql`${number} = ${exact}`)] : []),
    // 1 a number starting with it, in the prefix index's own order (byte order, `~<~`), so that a short prefix
    // matching thousands of numbers reads twenty of them rather than sorting them all.
    ...(isStart ? [select(sql`1`, and(sql`${number} LIKE ${prefix}`, sql`${number} <> ${exact}`), sql`${number} using ~<~`)] : []),
    // 2 number contains, 3 a description contains it (trigram indexes, or-ed: a bitmap of few rows).
    ...(containsMatches.length > 0
      ? [select(isInside ? sql`CASE WHEN ${number} LIKE ${contains} THEN 2 ELSE 3 END` : sql`3`, and(or(...containsMatches), notFromStart))]
      : []),
    // 3 a number of the description is it: read in number order, it stops after twenty of a year's thousands.
    ...numberFields.map((field) => select(sql`3`, and(sql`${columns[field]} = ${typedNumber}`, notInNumber))),
  ];
};

/** A hit's description in the reader's words: its states and other declared values through the catalogue. */
const describe = (row: HitRow, width: number, resource: SearchableResource | undefined, language: CatalogueLanguage) =>
  Array.from({ length: width }, (_, index) => {
    const value = row[`d${index}`];
    const field = resource?.fields[resource.search.description[index]];
    return field?.type === 'enum' && value ? render(declaredTerm(value), language) : value;
  })
    .filter((value) => value !== null && value !== undefined && value !== '')
    .join(' · ');

/** A search's statement for one shape, and the width of its description columns; none when the caller reaches nothing. */
type SearchStatement = { statement: RawRowsStatement; width: number } | undefined;

/** How many shapes are kept per database: role sets × the few ways a term sits in the numbers (each a few KiB). */
const MAX_SHAPES = 200;
const statementsByDatabase = new WeakMap<Database, LRUCache<string, { kept: SearchStatement }>>();

// A search's SQL differs from another's of the same shape only in its values: the caller's role set (which types it
// reaches, all rows or its own), whether it is linked to an employee, and where the term can sit in each type's
// numbers and descriptions decide the selects. Building the union of 9–24 selects with drizzle on every search cost
// more CPU than the statement itself, so a shape's statement is built once with placeholders and a search binds
// the term's values and the caller's employee.
const EMPLOYEE = sql.placeholder('employee');
const TERM_PLACEHOLDERS: TermValues = {
  exact: sql.placeholder('exact'),
  prefix: sql.placeholder('prefix'),
  contains: sql.placeholder('contains'),
  typedNumber: sql.placeholder('typedNumber'),
};

const shapeOf = (searchable: readonly SearchableResource[], caller: Caller, term: string) => {
  let positions = '';
  for (const resource of searchable) {
    const { isWhole, isStart, isInside } = numberPositionsOf(resource.numbering, term);
    positions += `${+isWhole}${+isStart}${+isInside}`;
  }
  return `${[...caller.roles].sort().join(',')}|${caller.employeeId === null ? '' : 'employee'}|${isTypedNumber(term) ? 'number' : ''}|${positions}`;
};

const buildStatement = (db: Database, schema: DatabaseSchema, policy: AccessEnforcer, searchable: readonly SearchableResource[], caller: Caller, term: string): SearchStatement => {
  const reaches = reachesOf(policy, schema, searchable, caller, EMPLOYEE);
  if (reaches.length === 0) return undefined;
  const width = Math.max(...reaches.map(({ resource }) => resource.search.description.length));
  const selects = reaches.flatMap(({ resource, filter }) => selectsOf({ schema, resource, term, reach: filter, width, values: TERM_PLACEHOLDERS }));
  return { statement: builtOnce(db, sql.join(selects, sql` union all `)), width };
};

/** The global search (SPEC §2): at most 20 records by number or description, best matches first. */
export const searchRecords = async (context: {
  db: Database;
  schema: DatabaseSchema;
  searchable: readonly SearchableResource[];
  caller: Caller;
  term: string;
  /** The language descriptions are written in (the request's). */
  language?: CatalogueLanguage;
}): Promise<SearchHit[]> => {
  const { db, schema, searchable, caller, term, language = SOURCE_LANGUAGE } = context;
  const byType = new Map(searchable.map((resource) => [searchTypeOf(resource), resource]));
  const policy = await accessPolicyOf(schema);
  let statements = statementsByDatabase.get(db);
  if (!statements) statementsByDatabase.set(db, (statements = new LRUCache({ max: MAX_SHAPES })));
  const shape = shapeOf(searchable, caller, term);
  let entry = statements.get(shape);
  if (!entry) statements.set(shape, (entry = { kept: buildStatement(db, schema, policy, searchable, caller, term) }));
  if (!entry.kept) return [];
  const { statement, width } = entry.kept;
  const rows = (await statement.all({ ...termValuesOf(term), employee: caller.employeeId })) as HitRow[];
  // A row whose text holds the term and whose year is it (or year and month) comes from two selects; it is listed once.
  const seen = new Set<string>();
  const found: (HitRow & { order: number })[] = [];
  for (const row of rows) {
    const key = `${row.type}:${row.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ ...row, order: TYPE_ORDER.get(row.type) ?? SEARCH_TYPES.length });
  }
  // Only the twenty kept are described.
  return found
    .sort((a, b) => Number(a.rank) - Number(b.rank) || a.order - b.order || byNumber.compare(a.number, b.number))
    .slice(0, SEARCH_LIMIT)
    .map((row) => ({ type: row.type, id: Number(row.id), number: row.number, description: describe(row, width, byType.get(row.type), language) }));
};

/** The types in the order SEARCH_TYPES lists them, for ranking ties; the other documents' after them. */
const TYPE_ORDER = new Map<string, number>(SEARCH_TYPES.map((type, index) => [type, index]));

/** What `String.prototype.localeCompare` does without a locale, made once rather than per comparison. */
const byNumber = new Intl.Collator();

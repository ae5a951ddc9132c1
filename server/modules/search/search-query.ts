import { and, asc, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_TYPES, type SearchType } from '../../../resources/vocabulary';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { resourceTableOf, type DatabaseSchema } from '../../db/schema';
import { textDescriptionFields } from '../../db/search-indexes';
import { accessPolicyOf } from '../../auth/api-access';
import { reachesOf, type SearchableResource } from './searchable-resources';

export const SEARCH_LIMIT = 20;

export type SearchHit = { type: SearchType; id: number; number: string; description: string };

const NUMBER_TYPES = new Set(['integer', 'decimal']);

const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

type HitRow = { type: SearchType; id: number; number: string; rank: number } & Record<`d${number}`, string | null>;

/**
 * Two capped selects per resource, each able to use an index: the number's exact or prefix match (btree on
 * upper(number) text_pattern_ops), and the rest: number contains or a description matches (GIN trigram
 * indexes). The caller's row filter sits inside each, so the index scan only yields rows the caller may see.
 * Every select has the same columns (the description as text, padded with nulls) so that they can be joined
 * by UNION ALL into one statement: one round trip, whatever the number of searchable resources.
 */
const selectsOf = (context: { schema: DatabaseSchema; resource: SearchableResource; term: string; reach?: SQL; width: number }): SQL[] => {
  const { schema, resource, term, reach, width } = context;
  const { table, columns } = resourceTableOf(schema, resource.name);
  const number = sql`upper(${columns[resource.numbering.field]})`;
  const prefix = `${likeEscaped(term)}%`;
  const contains = `%${likeEscaped(term)}%`;
  const others: SQL[] = [sql`${number} LIKE ${contains}`];
  for (const field of textDescriptionFields(resource)) others.push(sql`upper(${columns[field]}) LIKE ${contains}`);
  // A typed year or amount finds the rows holding exactly it (a btree on the filterable field serves it).
  if (/^\d{1,9}$/.test(term))
    for (const field of resource.search.description)
      if (NUMBER_TYPES.has(resource.fields[field]?.type ?? '')) others.push(sql`${columns[field]} = ${Number(term)}`);
  const descriptions = Array.from({ length: width }, (_, index) => {
    const field = resource.search.description[index];
    return field === undefined ? sql`null::text as ${sql.identifier(`d${index}`)}` : sql`${columns[field]}::text as ${sql.identifier(`d${index}`)}`;
  });
  const select = (rank: SQL, where: SQL | undefined) =>
    sql`(select ${resource.search.type}::text as "type", ${columns.id} as "id", ${columns[resource.numbering.field]} as "number", ${rank} as "rank", ${sql.join(descriptions, sql`, `)}
      from ${table} where ${where} order by 4, ${asc(columns[resource.numbering.field])} limit ${SEARCH_LIMIT})`;
  return [
    // 0 exact number, 1 number prefix.
    select(sql`CASE WHEN ${number} = ${term} THEN 0 ELSE 1 END`, and(sql`${number} LIKE ${prefix}`, reach)),
    // 2 number contains, 3 description only.
    select(sql`CASE WHEN ${number} LIKE ${contains} THEN 2 ELSE 3 END`, and(or(...others), sql`NOT (${number} LIKE ${prefix})`, reach)),
  ];
};

const describe = (row: HitRow, width: number) =>
  Array.from({ length: width }, (_, index) => row[`d${index}`])
    .filter((value) => value !== null && value !== undefined && value !== '')
    .join(' · ');

/** The global search (SPEC §2): at most 20 records by number or description, best matches first. */
export const searchRecords = async (context: {
  db: Database;
  schema: DatabaseSchema;
  searchable: readonly SearchableResource[];
  caller: Caller;
  term: string;
}): Promise<SearchHit[]> => {
  const { db, schema, searchable, caller, term } = context;
  const policy = await accessPolicyOf(schema);
  const reaches = reachesOf(policy, schema, searchable, caller);
  if (reaches.length === 0) return [];
  const width = Math.max(...reaches.map(({ resource }) => resource.search.description.length));
  const selects = reaches.flatMap(({ resource, filter }) => selectsOf({ schema, resource, term, reach: filter, width }));
  const result = (await db.execute(sql.join(selects, sql` union all `))) as unknown as { rows: HitRow[] };
  const typeOrder = (type: SearchType) => SEARCH_TYPES.indexOf(type);
  return result.rows
    .map((row) => ({ type: row.type, id: Number(row.id), number: row.number, description: describe(row, width), rank: Number(row.rank) }))
    .sort((a, b) => a.rank - b.rank || typeOrder(a.type) - typeOrder(b.type) || a.number.localeCompare(b.number))
    .slice(0, SEARCH_LIMIT)
    .map(({ rank: _rank, ...hit }) => hit);
};

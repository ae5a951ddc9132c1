import { and, asc, or, sql, type SQL } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { SEARCH_TYPES, type SearchType } from '../../../resources/vocabulary';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { resourceTableOf, type DatabaseSchema } from '../../db/schema';
import { textDescriptionFields } from '../../db/search-indexes';
import { accessPolicyOf } from '../../auth/api-access';
import { reachOf, type SearchableResource } from './searchable-resources';

export const SEARCH_LIMIT = 20;

export type SearchHit = { type: SearchType; id: number; number: string; description: string };

const NUMBER_TYPES = new Set(['integer', 'decimal']);


const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

type Match = { table: ReturnType<typeof resourceTableOf>['table']; columns: ReturnType<typeof resourceTableOf>['columns']; rank: SQL<number>; where: SQL | undefined };

/**
 * Two queries per resource, each able to use an index: the number's exact or prefix match (btree on
 * upper(number) text_pattern_ops), and the rest: number contains or a description matches (GIN trigram
 * indexes when pg_trgm is there, otherwise a scan of that one table).
 */
const matchesOf = (schema: DatabaseSchema, resource: SearchableResource, term: string, reach?: SQL): Match[] => {
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
  return [
    // 0 exact number, 1 number prefix.
    { table, columns, rank: sql<number>`CASE WHEN ${number} = ${term} THEN 0 ELSE 1 END`, where: and(sql`${number} LIKE ${prefix}`, reach) },
    // 2 number contains, 3 description only.
    {
      table,
      columns,
      rank: sql<number>`CASE WHEN ${number} LIKE ${contains} THEN 2 ELSE 3 END`,
      where: and(or(...others), sql`NOT (${number} LIKE ${prefix})`, reach),
    },
  ];
};

const describe = (resource: ResourceDeclaration & { search: { description: readonly string[] } }, row: Record<string, unknown>) =>
  resource.search.description
    .map((_, index) => row[`d${index}`])
    .filter((value) => value !== null && value !== undefined && value !== '')
    .map(String)
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
  const ranked: (SearchHit & { rank: number })[] = [];
  const policy = await accessPolicyOf(schema);
  for (const resource of searchable) {
    const reach = reachOf(policy, schema, resource, caller);
    if (reach.rows === 'none') continue;
    for (const match of matchesOf(schema, resource, term, reach.rows === 'own' ? reach.filter : undefined)) {
      const { columns } = match;
      const descriptionColumns = Object.fromEntries(resource.search.description.map((field, index) => [`d${index}`, columns[field]]));
      const rows = (await db
        .select({ id: columns.id, number: columns[resource.numbering.field], rank: match.rank, ...descriptionColumns })
        .from(match.table)
        .where(match.where)
        .orderBy(asc(match.rank), asc(columns[resource.numbering.field]))
        .limit(SEARCH_LIMIT)) as (Record<string, unknown> & { id: number; number: string; rank: number })[];
      for (const row of rows)
        ranked.push({ type: resource.search.type, id: row.id, number: row.number, description: describe(resource, row), rank: Number(row.rank) });
    }
  }
  const typeOrder = (type: SearchType) => SEARCH_TYPES.indexOf(type);
  return ranked
    .sort((a, b) => a.rank - b.rank || typeOrder(a.type) - typeOrder(b.type) || a.number.localeCompare(b.number))
    .slice(0, SEARCH_LIMIT)
    .map(({ rank: _rank, ...hit }) => hit);
};

// Table, column and index names: the snake_case forms of the declaration's camelCase names (resources/names.ts).

export { snakeCase, tableNameOf } from '../../resources/names';

/** Index names follow one pattern so that a unique violation can be traced back to its field. */
export const uniqueIndexName = (table: string, column: string) => `${table}_${column}_unique`;
export const indexName = (table: string, column: string) => `${table}_${column}_idx`;
export const checkName = (table: string, column: string) => `${table}_${column}_check`;

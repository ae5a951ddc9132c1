// Table, column and index names: the snake_case forms of the declaration's camelCase names.

export const snakeCase = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

export const tableNameOf = (resourceName: string) => snakeCase(resourceName);

/** Index names follow one pattern so that a unique violation can be traced back to its field. */
export const uniqueIndexName = (table: string, column: string) => `${table}_${column}_unique`;
export const indexName = (table: string, column: string) => `${table}_${column}_idx`;

// Table names are the snake_case forms of the declaration's camelCase names. Here rather than in server/db
// because records point at other records by table name too (a notification's `parentTable`), and the SPA
// follows those pointers.

export const snakeCase = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

export const tableNameOf = (resourceName: string) => snakeCase(resourceName);

import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../resources/declaration';
import { buildResourceTables, type ResourceTable } from './resource-tables';
import { clusterTables } from './cluster-tables';
import { systemTables } from './system-tables';

/** Every table of one resource list: the resources' own and the shared system tables. */
export type DatabaseSchema = {
  resourceTables: Map<string, ResourceTable>;
  /** All tables by a unique key, as drizzle-kit wants them. */
  allTables: Record<string, PgTable>;
};

export const buildSchema = (resources: readonly ResourceDeclaration[]): DatabaseSchema => {
  const resourceTables = buildResourceTables(resources);
  const allTables: Record<string, PgTable> = { ...systemTables, ...clusterTables };
  for (const { tableName, table } of resourceTables.values()) {
    if (tableName in allTables || Object.values(allTables).some((other) => other === table))
      throw new Error(`Table name ${tableName} is used twice`);
    allTables[tableName] = table;
  }
  return { resourceTables, allTables };
};

/**
 * A resource as its callers name it: module code passes the declaration it imports, so a renamed resource is a
 * compile error; generic code that learns the resource at run time (a route, a reference) passes its name.
 */
export type ResourceRef = ResourceDeclaration | string;

export const resourceNameOf = (resource: ResourceRef) => (typeof resource === 'string' ? resource : resource.name);

export const resourceTableOf = (schema: DatabaseSchema, resource: ResourceRef) => {
  const resourceName = resourceNameOf(resource);
  const table = schema.resourceTables.get(resourceName);
  if (!table) throw new Error(`No table for resource ${resourceName}`);
  return table;
};

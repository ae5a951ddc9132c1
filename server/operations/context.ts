import type { ResourceDeclaration } from '../../resources/declaration';
import type { ApiScope } from '../../resources/paths';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/database';
import type { AfterWrite } from './after-write';
import type { Derivations } from './derived';
import type { WriteRules } from './write-rules';
import { resourceTableOf, type DatabaseSchema } from '../db/schema';

/**
 * `admin` is the resource's admin path (its roles); `own` is the plain path (the caller's own rows);
 * `lookup` reads ids and titles of referenced records for any signed-in user (operations/lookup.ts).
 */
export type Scope = ApiScope;

/** The modules' hooks every write runs: the app's lists, none in plain calls. */
export type WriteHooks = {
  /** Modules' work after a create or update, in its transaction. */
  afterWrite?: readonly AfterWrite[];
  /** The modules' derivations of derived fields (none for resources without any). */
  derivations?: Derivations;
  /** The modules' business rules on writes, by resource. */
  writeRules?: WriteRules;
};

/** What every operation is given: no request, no reply, so any transport (or a test) can call it. */
export type OperationContext = WriteHooks & {
  db: Database;
  schema: DatabaseSchema;
  resource: ResourceDeclaration;
  caller: Caller;
  scope: Scope;
};

/** A row as the API shows it: field values keyed by field name, plus id, version and stamps. */
export type Row = Record<string, unknown> & { id: number; version: number };

export const tableOf = (context: Pick<OperationContext, 'schema' | 'resource'>) =>
  resourceTableOf(context.schema, context.resource.name);

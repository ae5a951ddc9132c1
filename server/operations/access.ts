import type { SQL } from 'drizzle-orm';
import { accessPolicyOf, checkAdminApi } from '../auth/api-access';
import { badRequest, forbidden } from '../errors';
import { lowerCase, message, term, type Message } from '../i18n/message';
import type { OperationContext } from './context';
import { isLookupOpen } from './lookup';
import { ownRowsFilter, type OwnEmployee } from './own-rows';

export type Action = 'read' | 'create' | 'update' | 'delete';

const OWN_PERMISSION = { create: 'canCreate', update: 'canUpdate', delete: 'canDelete' } as const;
const OWN_REFUSAL = {
  create: (resource: Message) => message('You may not create {{resource}} on your own', { resource }),
  update: (resource: Message) => message('You may not update {{resource}} on your own', { resource }),
  delete: (resource: Message) => message('You may not delete {{resource}} on your own', { resource }),
};

/**
 * The one access check every operation runs first. Returns the row filter the action is narrowed to:
 * none on the admin path, the caller's own rows (server/operations/own-rows.ts) on the own path. A statement
 * kept per shape (list-statements.ts) asks for the filter with `employee`, a placeholder for the caller's employee.
 */
export const authorize = async (context: OperationContext, action: Action, employee?: (employeeId: number) => OwnEmployee): Promise<SQL | undefined> => {
  const { resource, caller, scope } = context;
  if (scope === 'admin') {
    checkAdminApi(await accessPolicyOf(context.schema), caller, resource);
    return undefined;
  }
  if (scope === 'lookup') {
    if (action !== 'read' || !isLookupOpen(context.schema, resource)) throw forbidden(message('{{resource}} offer no lookup', { resource: term(resource.label) }));
    return undefined;
  }
  const own = resource.api.own;
  if (!own) throw forbidden(message('{{resource}} have no personal path', { resource: term(resource.label) }));
  if (action !== 'read' && !own[OWN_PERMISSION[action]])
    throw forbidden(OWN_REFUSAL[action](lowerCase(term(resource.label))));
  if (caller.employeeId === null) throw forbidden(message('Your user is not linked to an employee'));
  return ownRowsFilter(context.schema, resource, employee ? employee(caller.employeeId) : caller.employeeId, action);
};

/** On the own path a row always belongs to the caller: the owner fields may only name the caller's employee. */
export const ownerFieldsOf = (context: OperationContext) =>
  context.scope === 'own' ? (context.resource.api.own?.ownerFields ?? []).filter((field) => field !== 'id') : [];

/** On own create the row is the caller's: the body gets the caller's employee in the first owner field. */
export const claimOwnership = (context: OperationContext, body: unknown): unknown => {
  const [first] = ownerFieldsOf(context);
  if (!first || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const given = (body as Record<string, unknown>)[first];
  if (given !== undefined && given !== null && given !== context.caller.employeeId)
    throw badRequest(message('On your own path the record is always yours'), { [first]: message('Must be your own employee') });
  return { ...body, [first]: context.caller.employeeId };
};

/** An own-path update may not hand the row to somebody else: one owner field must still be the caller. */
export const checkStillOwned = (context: OperationContext, after: Record<string, unknown>) => {
  const owners = ownerFieldsOf(context);
  if (owners.length > 0 && !owners.some((field) => after[field] === context.caller.employeeId))
    throw badRequest(message('The record would no longer be yours'), { [owners[0]]: message('Must be your own employee') });
};

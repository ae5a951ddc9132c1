// The rules of declared workflows, shared by the server (which enforces them) and the SPA (which offers only
// what they allow): which field is a resource's status, which states lock a record, which moves are legal
// for whom, and who may run an action.
import type { ActionDeclaration, OfferedCondition, PresenceCondition, ResourceDeclaration } from './declaration';
import type { EnumField, Role, Transition } from './vocabulary';

export type StatusField = { name: string; field: EnumField };

/** The resource's status: its enum field that declares transitions (at most one per resource). */
export const statusFieldOf = (resource: ResourceDeclaration): StatusField | undefined => {
  for (const [name, field] of Object.entries(resource.fields))
    if (field.type === 'enum' && field.transitions) return { name, field };
  return undefined;
};

/**
 * Whether the caller must send the version of the record(s) it acts on: an action on a record or a selection that
 * moves a status or makes a record. The run answers 409 to a version that is not the stored one and raises the
 * version, so of two callers who read the same version exactly one succeeds (a payroll advanced once, not to Paid).
 */
export const isVersionedAction = (action: Pick<ActionDeclaration, 'target' | 'moves' | 'makes' | 'isVersioned'>): boolean =>
  action.target !== 'collection' && (action.moves !== undefined || action.makes !== undefined || action.isVersioned === true);

/**
 * Whether a versioned action refuses a call without the version (400 naming it): a step (forward or back), a
 * record made or an `isVersioned` action, which a repeated call would do again. A move to a named state may omit it: a repeated call finds
 * the record already there and is a 409 (no move from a state to itself).
 */
export const needsVersion = (action: Pick<ActionDeclaration, 'target' | 'moves' | 'makes' | 'isVersioned'>): boolean =>
  isVersionedAction(action) && (action.moves?.step !== undefined || action.makes !== undefined || action.isVersioned === true);

/** Whether the record sits in a state that forbids generic edits and deletes. */
export const isLocked = (resource: ResourceDeclaration, record: Record<string, unknown> | undefined): boolean => {
  const status = statusFieldOf(resource);
  if (!status || !record) return false;
  return status.field.locks?.includes(String(record[status.name])) === true;
};

/** The roles that may run an action: its own, else the resource's (admin) or any signed-in user (own). */
export const actionRolesOf = (resource: ResourceDeclaration, action: ActionDeclaration): readonly Role[] | undefined =>
  action.roles ?? (action.scope === 'admin' ? resource.roles : undefined);

const mayMove = (transition: Transition, roles: readonly string[], fallback: readonly Role[] | undefined) => {
  const allowed = transition.roles ?? fallback;
  return allowed === undefined || allowed.some((role) => roles.includes(role));
};

/** The states a caller with these roles may move a record to from `from`. */
export const legalTargets = (
  field: EnumField,
  from: string,
  roles: readonly string[],
  fallbackRoles?: readonly Role[],
): string[] =>
  (field.transitions ?? []).filter((move) => move.from === from && mayMove(move, roles, fallbackRoles)).map((move) => move.to);

/** The next (forward) or previous (back) value in the declared order, when a transition leads there. */
export const stepTarget = (field: EnumField, from: string, step: 'forward' | 'back'): string | undefined => {
  const index = field.values.indexOf(from);
  const target = field.values[step === 'forward' ? index + 1 : index - 1];
  return index >= 0 && target !== undefined && field.transitions?.some((move) => move.from === from && move.to === target)
    ? target
    : undefined;
};

/** The state an action moves a record to, when it names one (fixed or a step); undefined when the input says. */
export const targetOf = (action: ActionDeclaration, field: EnumField, from: string): string | undefined =>
  action.moves?.to ?? (action.moves?.step ? stepTarget(field, from, action.moves.step) : undefined);

/**
 * Whether the action can run on this record for this caller, as far as its declared move tells: screens show
 * only these buttons, the server refuses the rest with 409 (illegal) or 403 (not your move).
 */
export const isMoveOffered = (
  resource: ResourceDeclaration,
  action: ActionDeclaration,
  record: Record<string, unknown>,
  roles: readonly string[],
): boolean => {
  const status = statusFieldOf(resource);
  if (!action.moves || !status) return true;
  const from = String(record[status.name]);
  const targets = legalTargets(status.field, from, roles, actionRolesOf(resource, action));
  if (action.moves.to) return targets.includes(action.moves.to);
  if (action.moves.step) {
    const target = stepTarget(status.field, from, action.moves.step);
    return target !== undefined && targets.includes(target);
  }
  return targets.length > 0;
};

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

export const isPresenceCondition = (condition: OfferedCondition): condition is PresenceCondition => !Array.isArray(condition);

/** Whether a field's value meets its condition: one of the values (null for blank), or present or absent. */
const meetsCondition = (condition: OfferedCondition, value: unknown): boolean =>
  isPresenceCondition(condition)
    ? (condition.is === 'present') !== isBlank(value)
    : condition.some((wanted) => (wanted === null ? isBlank(value) : value === wanted));

/** Whether a parent meets the `openWhen` of rows that are part of it (`partOf`): true when they declare none. */
export const meetsOpenWhen = (child: ResourceDeclaration, parent: Record<string, unknown>): boolean =>
  Object.entries(child.partOf?.openWhen?.values ?? {}).every(([field, values]) => meetsCondition(values, parent[field]));

/** Whether rows of `child` that are part of this parent take generic writes now: it is not locked and meets `openWhen`. */
export const isPartOpen = (child: ResourceDeclaration, parentResource: ResourceDeclaration, parent: Record<string, unknown>): boolean =>
  !isLocked(parentResource, parent) && meetsOpenWhen(child, parent);

/** Whether the record meets the action's declared `offeredWhen` (true when it declares none). */
export const meetsOfferedWhen = (action: ActionDeclaration, record: Record<string, unknown>): boolean =>
  Object.entries(action.offeredWhen ?? {}).every(([field, condition]) => meetsCondition(condition, record[field]));

/** The fields of `offeredWhen` the record does not meet, each with its condition (for the 409). */
export const unmetOfferedWhen = (action: ActionDeclaration, record: Record<string, unknown>): [string, OfferedCondition][] =>
  Object.entries(action.offeredWhen ?? {}).filter(([field, condition]) => !meetsCondition(condition, record[field]));

/** Whether the record is this employee's own: one of the resource's owner fields names them. */
export const isOwnRecord = (resource: ResourceDeclaration, record: Record<string, unknown>, employeeId: number | null | undefined): boolean =>
  employeeId !== null && employeeId !== undefined && (resource.api.own?.ownerFields ?? []).some((field) => Number(record[field]) === employeeId);

/** Whether four eyes keep the viewer from this action on this record: it is `isNotByOwner` and the record is theirs. */
export const isOwnDecision = (resource: ResourceDeclaration, action: ActionDeclaration, record: Record<string, unknown>, employeeId: number | null | undefined): boolean =>
  action.isNotByOwner === true && isOwnRecord(resource, record, employeeId);

/**
 * Whether a record's button is offered: its declared move is legal for the viewer, its `offeredWhen` holds, and it is
 * not the viewer's decision on their own record (four eyes; `employeeId` is the viewer's employee link).
 */
export const isOffered = (
  resource: ResourceDeclaration,
  action: ActionDeclaration,
  record: Record<string, unknown>,
  roles: readonly string[],
  employeeId?: number | null,
): boolean => meetsOfferedWhen(action, record) && isMoveOffered(resource, action, record, roles) && !isOwnDecision(resource, action, record, employeeId);

/** Actions shown as buttons for one record (row and record page) and for a selection (bulk). */
export const visibleActions = (resource: ResourceDeclaration, scope: 'admin' | 'own', target: ActionDeclaration['target']) =>
  (resource.actions ?? []).filter((action) => !action.isHidden && action.scope === scope && action.target === target);

/**
 * Whether a record's files are evidence that stays as it is: the record is locked by its status, or one of the
 * attachments' `lockedIn` fields holds a locking value. Only an administrator, giving a reason, changes them then.
 */
export const areFilesLocked = (resource: ResourceDeclaration, record: Record<string, unknown> | undefined): boolean =>
  record !== undefined &&
  (isLocked(resource, record) || Object.entries(resource.attachments?.lockedIn ?? {}).some(([field, values]) => values.includes(record[field] as string | number | boolean)));

/**
 * A move that takes its target as input ("Set the state"): the choice narrowed to the states the declared transitions
 * reach from the record's, for these roles, so a screen offers no state the server would refuse.
 */
export const withReachableStates = (resource: ResourceDeclaration, action: ActionDeclaration, record: Record<string, unknown>, roles: readonly string[]): ActionDeclaration => {
  const status = statusFieldOf(resource);
  const moved = action.moves?.field;
  const input = moved ? action.input?.[moved] : undefined;
  if (!status || status.name !== moved || !input || input.type !== 'enum') return action;
  const reachable = legalTargets(status.field, String(record[moved]), roles, actionRolesOf(resource, action));
  return { ...action, input: { ...action.input, [moved]: { ...input, values: input.values.filter((value) => reachable.includes(value)) } } };
};

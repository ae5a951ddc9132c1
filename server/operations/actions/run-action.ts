import fs from 'node:fs';
import { Readable } from 'node:stream';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { canRunAction } from '../../../resources/access-policy';
import type { ActionDeclaration, ResourceDeclaration } from '../../../resources/declaration';
import { actionRolesOf, isOwnDecision, isOwnRecord, isPresenceCondition, isVersionedAction, needsVersion, statusFieldOf, targetOf, unmetOfferedWhen } from '../../../resources/workflow';
import { accessPolicyOf } from '../../auth/api-access';
import type { Database } from '../../db/database';
import { resourceNameOf, type ResourceRef } from '../../db/schema';
import { putFile, type FileStorage } from '../../files/storage';
import { IMPORT_LIMITS, type ImportLimits } from '../../../resources/import-limits';
import { conflict, forbidden, notFound } from '../../errors';
import { eitherOf, listOf, lowerCase, message, sentencesOf, term } from '../../i18n/message';
import { parseRecordId } from '../../routes/record-id';
import { authorize } from '../access';
import { insertAttachments } from '../attachments';
import { tableOf, type OperationContext, type Row } from '../context';
import { writeContextOf } from '../create';
import { withDatabaseErrors } from '../database-errors';
import { staleVersion, updateRecord, type Values, type WriteContext } from '../record-writer';
import { findRow } from '../rows';
import { bodyObject, readActionInput, readSelection, readSelectionVersions, readVersion, type ActionInput } from './action-input';

// Every declared action runs through here, in this order: the caller's right to run it (the one casbin
// policy, before any id or body is read) → its target and input → one transaction → the record(s) it acts
// on, locked and narrowed to the caller's own on the own path → the status move it declares, if legal →
// the module's handler, which writes through the trusted writer (audited with the action's name, after-write
// hooks and derived fields included) → its result as the reply.
// An action that moves a status or makes a record (`isVersionedAction`) takes the version the caller read of
// each record it acts on: another version is a 409 before the handler runs, and a run raises the version (the
// handler's own write of the record does; else it is raised after), so of callers who read one version exactly
// one succeeds. A step or a record made (`needsVersion`) refuses a call without it; a move to a named state
// takes it when sent (a repeat without it finds the record moved already: 409). An action declared `isSerial`
// runs one at a time (a transaction lock named after it; a call while another runs is a 409), for the collection
// actions whose "find, then insert what is missing" no constraint can hold.
// A GET action reads its record(s) without locking them: a lock taken to read would make the writers of the record
// (and other readers of it) wait, and PostgreSQL writes a row lock into the row's page even for a read.

/** A file of the request, as a temporary file the route removes once the action has answered (spooled-upload.ts). */
export type UploadedFile = { fileName: string; contentType: string; size: number; path: string };
/** A file to store as an attachment: an upload on disk, or bytes a handler made or took out of an upload. */
export type AttachedFile = { fileName: string; contentType: string } & ({ path: string } | { bytes: Buffer });

/** The request as an action sees it, transport-free. Multipart parts are read only after the access check. */
export type ActionRequest = {
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body?: unknown;
  readMultipart?: () => Promise<{ fields: Record<string, string>; files: UploadedFile[] }>;
  /** Where `attach` stores files (the app's storage). */
  storage?: FileStorage;
};

/** Attachment rows as the API shows them. */
export type StoredAttachment = { id: number; fileName: string; contentType: string; size: number; uploadedBy: string | null; uploadedAt: Date };

/** What a handler is given: validated input, the locked record(s), the transaction and the writer. */
export type ActionCall = {
  tx: Database;
  context: OperationContext;
  action: ActionDeclaration;
  input: ActionInput;
  /** The record of a `record` action (`:id`), locked for the transaction (only read, for a GET action). */
  record: Row;
  /** The records of a `selection` action (`ids`), locked (only read, for a GET action), in the order of their ids. */
  records: Row[];
  files: UploadedFile[];
  /** The import limits of the server's settings (IMPORT_* variables). */
  importLimits: ImportLimits;
  /** Where attachment bytes go (an action that stores its files as attachments, e.g. a payslip upload). */
  storage?: FileStorage;
  /** The own path's row filter for the handler's own queries (undefined on the admin path). */
  reach: SQL | undefined;
  /** The trusted writer's context: pass it to createRecord / updateRecord / deleteRecord. */
  write: WriteContext;
  /** Moves a record's status to `to` (default: the action's declared target), checking the transition. */
  move(record: Row, to?: string, values?: Values): Promise<Row>;
  /** Stores the action's files (already checked against its `files`) as attachments of a row, in the transaction. */
  attach: (resource: ResourceRef, recordId: number, files: readonly AttachedFile[], options?: { kind?: string }) => Promise<StoredAttachment[]>;
  /** Work for once the transaction has committed (removing stored files of deleted rows); given the database outside it. */
  afterCommit: (work: (db: Database) => Promise<void>) => void;
  /**
   * Runs `work` in a savepoint, given the call bound to it: when `work` throws, its writes alone are undone and
   * the error is the caller's to handle (an import keeps the good files of a batch and reports the bad one).
   */
  inSavepoint: <T>(work: (call: ActionCall) => Promise<T>) => Promise<T>;
};

/** A handler's answer that is a stored file, sent as a download rather than as JSON. */
export class FileReply {
  constructor(readonly file: { fileName: string; contentType: string; size: number; content: Readable | Buffer }) {}
}

export type ActionHandler = (call: ActionCall) => unknown;
/** Handlers by `<resource>.<action>` (made by `workflowsOf`); every declared action has one, and every one a declaration. */
export type ActionHandlers = Readonly<Record<string, ActionHandler>>;

export const handlerKeyOf = (resourceName: string, actionName: string) => `${resourceName}.${actionName}`;

const textOf = (values: Record<string, unknown>): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value : undefined]));

/** The caller may run the action (policy), and on the own path has an employee to narrow to. */
const authorizeAction = async (context: OperationContext, action: ActionDeclaration): Promise<SQL | undefined> => {
  const { resource, caller } = context;
  if (!canRunAction(await accessPolicyOf(context.schema), caller.roles, resource.name, action)) {
    const roles = actionRolesOf(resource, action);
    const verb = lowerCase(term(action.label));
    throw forbidden(
      roles
        ? message('You may not {{action}}: it needs one of these roles: {{roles}}', { action: verb, roles: roles.join(', ') })
        : message('You may not {{action}}', { action: verb }),
    );
  }
  if (action.scope !== 'own') return undefined;
  // A plain path (membership, not a field, makes rows one's own): the handler narrows; it needs an employee.
  if (!resource.api.own) {
    if (caller.employeeId === null) throw forbidden(message('Your user is not linked to an employee'));
    return undefined;
  }
  return authorize({ ...context, scope: 'own' }, 'read');
};

/**
 * Files go to storage first; their rows join the transaction, so a failed action leaves no attachment row. The
 * record's history gets the added files, as a generic upload writes them, with the action's name as `via`.
 * Storage is not in the transaction (a folder, or PostgreSQL through a connection of its own): the keys stored are
 * kept in `stored`, so that the files of a write that is undone (the action, or a savepoint of it) are removed too.
 */
const attacherOf =
  (tx: Database, context: OperationContext, storage: FileStorage | undefined, actionName: string, stored: string[]) =>
  async (resource: ResourceRef, recordId: number, files: readonly AttachedFile[], options: { kind?: string } = {}): Promise<StoredAttachment[]> => {
    if (files.length === 0) return [];
    if (!storage) throw new Error('No file storage for this action');
    const resourceName = resourceNameOf(resource);
    const written = [];
    for (const file of files) {
      const content = 'bytes' in file ? Readable.from(file.bytes) : fs.createReadStream(file.path);
      const put = await putFile(storage, `${resourceName}/${recordId}`, content);
      stored.push(put.key);
      written.push({ file, ...put });
    }
    return insertAttachments(tx, { resource: resourceName, recordId, username: context.caller.username, via: actionName, kind: options.kind }, written);
  };

/** Runs `work`; when it fails, the files stored meanwhile (the keys `stored` gained) are removed before the error goes on. */
const undoingFiles = async <T>(storage: FileStorage | undefined, stored: string[], work: () => Promise<T>): Promise<T> => {
  const mark = stored.length;
  try {
    return await work();
  } catch (error) {
    const keys = stored.splice(mark);
    if (storage) for (const key of keys) await storage.remove(key);
    throw error;
  }
};

const titleIn = (resource: ResourceDeclaration, record: Row) =>
  message('{{resource}} {{title}}', { resource: term(resource.singular), title: String(record[resource.titleField] ?? `#${record.id}`) });
const titleOf = (context: OperationContext, record: Row) => titleIn(context.resource, record);

/** The status move `to` (default: the action's target) from the record's state: legal, and the caller's to make. */
const checkedMove = (context: OperationContext, action: ActionDeclaration, record: Row, to?: string) => {
  const status = statusFieldOf(context.resource);
  if (!status) throw new Error(`${context.resource.name} has no status field with transitions for ${action.name}`);
  const from = String(record[status.name]);
  const target = to ?? targetOf(action, status.field, from);
  const transition = status.field.transitions?.find((move) => move.from === from && move.to === target);
  if (!target || !transition)
    throw conflict(
      target
        ? message('{{record}} is {{from}}: it cannot move to {{to}}', { record: titleOf(context, record), from: term(from), to: term(target) })
        : message('{{record}} is {{from}}: it cannot {{action}}', { record: titleOf(context, record), from: term(from), action: lowerCase(term(action.label)) }),
      { [status.name]: target ? message('No move from {{from}} to {{to}}', { from: term(from), to: term(target) }) : message('No move from {{from}}', { from: term(from) }) },
    );
  const roles = transition.roles ?? actionRolesOf(context.resource, action);
  if (roles && !roles.some((role) => context.caller.roles.includes(role)))
    throw forbidden(
      message('Only {{roles}} may move a {{resource}} from {{from}} to {{to}}', {
        roles: roles.join(', '),
        resource: lowerCase(term(context.resource.singular)),
        from: term(from),
        to: term(target),
      }),
    );
  return { field: status.name, target };
};

const moveOf =
  (context: OperationContext, action: ActionDeclaration, write: WriteContext) =>
  (record: Row, to?: string, values: Values = {}) => {
    const { field, target } = checkedMove(context, action, record, to);
    return updateRecord(write, context.resource.name, record, { ...values, [field]: target });
  };

/**
 * The action's `offeredWhen` must hold for each record: else a 409 naming each unmet field, saying the declared `why`
 * of a field that must be present or absent, or else that the record's state does not allow the action. A selection
 * names every record refused, not only the first.
 */
const refuseUnoffered = (context: OperationContext, action: ActionDeclaration, records: readonly Row[]) => {
  const refusals = records.flatMap((record) => {
    const unmet = unmetOfferedWhen(action, record);
    if (unmet.length === 0) return [];
    const errors = Object.fromEntries(
      unmet.map(([field, condition]) => [
        field,
        isPresenceCondition(condition)
          ? condition.is === 'present' ? message('Required') : message('Already set')
          : message('Must be {{values}}', { values: eitherOf(condition.map((value) => (value === null ? message('blank') : term(String(value))))) }),
      ]),
    );
    const declared = unmet.map(([, condition]) => condition).find(isPresenceCondition);
    const fields = Object.fromEntries(Object.entries(record).map(([name, value]) => [name, value instanceof Date ? value.toISOString() : String(value ?? '')]));
    const reason = declared
      ? message(declared.why, fields)
      : message('{{record}}: {{action}} is not possible in its present state', { record: titleOf(context, record), action: lowerCase(term(action.label)) });
    return [{ reason, errors }];
  });
  if (refusals.length > 0)
    throw conflict(
      refusals.length === 1 ? refusals[0].reason : sentencesOf(refusals.map((refusal) => refusal.reason)),
      Object.assign({}, ...refusals.map((refusal) => refusal.errors)),
    );
};

/**
 * Four eyes (`isNotByOwner`): a 403 when a record is the caller's own, whatever roles they hold; before the handler
 * and the move, so nothing changes. The audit's rows keep who did decide (`createdBy`/`updatedBy` with `via`).
 */
const refuseOwnDecision = (context: OperationContext, action: ActionDeclaration, record: Row) => {
  if (isOwnDecision(context.resource, action, record, context.caller.employeeId))
    throw forbidden(message('{{record}} is yours: another approver must {{action}} it', { record: titleOf(context, record), action: lowerCase(term(action.label)) }));
};

/**
 * Four eyes on the records a handler takes itself, not by id or selection (a month's payrolls put in a payment order,
 * the document a bank movement pays): when the action is `isNotByOwner`, a 403 naming each of them that is the
 * caller's own, before anything is written.
 */
export const refuseOwnRecords = (call: ActionCall, resource: ResourceDeclaration, records: readonly Row[]) => {
  if (!call.action.isNotByOwner) return;
  const own = records.filter((record) => isOwnRecord(resource, record, call.context.caller.employeeId));
  if (own.length > 0)
    throw forbidden(message('Yours, so another person must do it ({{action}}): {{records}}', { action: lowerCase(term(call.action.label)), records: listOf(own.map((record) => titleIn(resource, record))) }));
};

/** The versions the caller read must be the stored ones (the records are locked, so they stay so until the commit). */
const checkVersions = (records: readonly Row[], versions: Map<number, number>) => {
  for (const record of records) {
    const sent = versions.get(record.id);
    if (sent !== undefined && sent !== record.version) throw staleVersion(record.version, sent);
  }
};

/** Raises the version of each record the handler did not write itself, so a caller holding the old one gets 409. */
const raiseVersions = async (tx: Database, context: OperationContext, records: readonly Row[]) => {
  if (records.length === 0) return;
  const { table, columns } = tableOf(context);
  for (const record of records)
    await tx.update(table).set({ version: sql`${columns.version} + 1` }).where(and(eq(columns.id, record.id), eq(columns.version, record.version)));
};

/**
 * One run of the action at a time: PostgreSQL's advisory lock keyed by the action's name, held to the end of the
 * transaction. A call that finds it taken is a 409 at once rather than a wait: waiting calls would each hold a pooled
 * connection, and a burst larger than the pool would starve every other request.
 */
const serialise = async (tx: Database, context: OperationContext, action: ActionDeclaration) => {
  const { rows } = await tx.execute<{ isLocked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtext(${`${context.resource.name}.${action.name}`})) as "isLocked"`);
  if (!rows[0]?.isLocked) throw conflict(message('{{action}} is already running; try again when it has finished', { action: term(action.label) }));
};

const lockSelection = async (tx: Database, context: OperationContext, ids: number[], reach: SQL | undefined, isLocked: boolean) => {
  const { table, columns } = tableOf(context);
  const selected = tx.select().from(table).where(and(inArray(columns.id, ids), reach)).orderBy(columns.id);
  const rows = await (isLocked ? selected.for('update') : selected);
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw notFound(message('{{resource}} not found: {{ids}}', { resource: term(context.resource.label), ids: missing.join(', ') }));
  return rows;
};

export const runAction = async (
  context: OperationContext & { action: ActionDeclaration; handler: ActionHandler; request: ActionRequest; storage?: FileStorage; importLimits?: ImportLimits },
): Promise<unknown> => {
  const { action, handler, request, resource } = context;
  const reach = await authorizeAction(context, action);

  const id = action.target === 'record' ? parseRecordId(request.params.id) : undefined;
  const multipart = request.readMultipart ? await request.readMultipart() : undefined;
  const json = multipart ? multipart.fields : bodyObject(request.body);
  const ids = action.target === 'selection' ? readSelection(json) : [];
  const text = { ...(multipart ? textOf(multipart.fields) : {}), ...request.query, ...request.params };
  const input = readActionInput(action, multipart ? {} : json, text);
  const isVersioned = isVersionedAction(action);
  const isRequired = needsVersion(action);
  const sent = id !== undefined ? readVersion(json, isRequired) : undefined;
  const versions = !isVersioned ? new Map<number, number>() : id !== undefined ? new Map(sent === undefined ? [] : [[id, sent]]) : readSelectionVersions(json, isRequired);

  const committed: ((db: Database) => Promise<void>)[] = [];
  // The storage keys `attach` wrote: removed again when the transaction (or the savepoint that wrote them) is undone.
  const stored: string[] = [];
  const result = await withDatabaseErrors(resource, () =>
    undoingFiles(request.storage, stored, () =>
      context.db.transaction(async (tx) => {
        const write = writeContextOf(context, tx, action.name);
        const move = moveOf(context, action, write);
        const scoped = { ...context, db: tx };
        if (action.isSerial) await serialise(tx, context, action);
        const isLocked = action.method !== 'GET';
        const records =
          id !== undefined ? [await findRow(scoped, id, reach, { isLocked })] : ids.length > 0 ? await lockSelection(tx, context, ids, reach, isLocked) : [];
        for (const record of records) refuseOwnDecision(context, action, record);
        checkVersions(records, versions);
        // A declared move with a known target is checked before the handler runs, for every record.
        if (action.moves?.to || action.moves?.step) for (const record of records) checkedMove(context, action, record);
        refuseUnoffered(context, action, records);
        const afterCommit = (work: (db: Database) => Promise<void>) => void committed.push(work);
        // The call as the handler sees it, bound to a transaction: the action's own, or a savepoint within it.
        const callIn = (within: Database, writer: WriteContext): ActionCall => ({
          tx: within,
          context: { ...context, db: within },
          action,
          input,
          record: records[0],
          records,
          files: multipart?.files ?? [],
          importLimits: context.importLimits ?? IMPORT_LIMITS,
          storage: context.storage,
          reach,
          write: writer,
          move: moveOf(context, action, writer),
          attach: attacherOf(within, context, request.storage, action.name, stored),
          afterCommit,
          inSavepoint: (work) => undoingFiles(request.storage, stored, () => within.transaction((savepoint) => work(callIn(savepoint, { ...writer, tx: savepoint })))),
        });
        const result = await handler({ ...callIn(tx, write), context: scoped, move });
        if (isVersioned) await raiseVersions(tx, context, records);
        return result;
      }),
    ),
  );
  for (const work of committed) await work(context.db);
  return result;
};

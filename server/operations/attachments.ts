import { Readable } from 'node:stream';
import { and, asc, count, eq } from 'drizzle-orm';
import { attachments, type AuditChanges } from '../db/system-tables';
import { recordAudit } from './audit';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { fileTooLarge, noFiles, tooManyFiles } from '../files/upload-refusals';
import { lowerCase, message, term } from '../i18n/message';
import { putFile, type FileStorage } from '../files/storage';
import { verifiedUpload, type VerifiedUpload } from '../files/verified-upload';
import { authorize } from './access';
import type { OperationContext, Row } from './context';
import { findRow } from './rows';
import { writeContextOf } from './create';
import { updateRecord } from './record-writer';
import { resourceTableOf } from '../db/schema';
import { areFilesLocked, statusFieldOf } from '../../resources/workflow';
import type { Database } from '../db/database';

// Files attached to a row. Reading them needs read access to the row; on the own path an employee may
// also add and remove files on their own rows (their certificates, receipts), which the spec's plain
// attachment paths imply. On the admin path the resource's roles decide, as for everything else.

export type IncomingFile = { fileName: string; contentType: string; content: Readable };
/** `reason`: why an administrator changes the files of a record whose files are locked as evidence (`?reason=`). */
export type AttachmentContext = OperationContext & { id: number; storage: FileStorage; reason?: string };

const publicColumns = {
  id: attachments.id,
  fileName: attachments.fileName,
  contentType: attachments.contentType,
  size: attachments.size,
  uploadedBy: attachments.uploadedBy,
  uploadedAt: attachments.uploadedAt,
};

/** A file already in storage: what it is, and where it lies. */
export type StoredFile = { file: { fileName: string; contentType: string }; key: string; size: number };

/**
 * The rows of files already put in storage, and the record's history entry naming them (`via`: the upload or
 * the action that added them); in the caller's transaction, so a failed write leaves no attachment row.
 */
export const insertAttachments = async (
  tx: Database,
  target: { resource: string; recordId: number; username: string; via: string; kind?: string; reason?: string },
  stored: readonly StoredFile[],
) => {
  const { resource, recordId, username, via } = target;
  const added = await tx
    .insert(attachments)
    .values(
      stored.map(({ file, key, size }) => ({
        resource,
        recordId,
        fileName: file.fileName,
        contentType: file.contentType,
        size,
        storageKey: key,
        uploadedBy: username,
        kind: target.kind ?? null,
      })),
    )
    .returning(publicColumns);
  await recordAudit(tx, { resource, recordId, action: 'update', username, changes: withReason({ attachments: [null, added.map((file) => file.fileName)] }, target.reason), via });
  return added;
};

const rulesOf = (context: OperationContext) => {
  const rules = context.resource.attachments;
  if (!rules) throw notFound(message('{{resource}} take no attachments', { resource: term(context.resource.label) }));
  return rules;
};

/** The most a reason for changing locked evidence may say. */
const MAX_REASON = 2000;

/**
 * Files of a record in a state that makes them evidence (`areFilesLocked`: an approved claim, a signed contract) stay
 * as they are: a 409 for anyone but an administrator, who must say why (400 without a reason); the reason goes into
 * the record's history with the change. Answers the reason to keep, if any.
 */
const lockedEvidenceReason = (context: AttachmentContext, record: Row): string | undefined => {
  if (!areFilesLocked(context.resource, record)) return undefined;
  const title = message('{{resource}} {{title}}', { resource: term(context.resource.singular), title: String(record[context.resource.titleField] ?? `#${record.id}`) });
  if (!context.caller.roles.includes('ADMIN') || context.scope === 'own') {
    const status = statusFieldOf(context.resource);
    const state = status ? term(String(record[status.name])) : undefined;
    throw conflict(
      state
        ? message('{{record}} is {{state}}: its files are evidence and stay as they are; only an administrator may change them, giving a reason', { record: title, state })
        : message('{{record}}: its files are evidence and stay as they are; only an administrator may change them, giving a reason', { record: title }),
    );
  }
  const reason = context.reason?.trim() ?? '';
  if (reason === '' || reason.length > MAX_REASON)
    throw badRequest(message('Say why the files of {{record}} change: they are evidence', { record: title }), {
      reason: reason === '' ? message('Required') : message('At most {{maxLength}} characters', { maxLength: MAX_REASON }),
    });
  return reason;
};

/** The row must be within the caller's reach before any of its files are touched: the reach (row filter) to find it by. */
const reachOf = async (context: AttachmentContext) => {
  if (context.scope === 'own' && rulesOf(context).isReadOnlyOnOwnPath)
    throw forbidden(message('You may read the files of your {{resource}} but not change them', { resource: lowerCase(term(context.resource.label)) }));
  rulesOf(context);
  return authorize(context, context.scope === 'own' ? 'read' : 'update');
};

/**
 * The record locked in the transaction that changes its files, and evidence judged on it there (above): a move
 * into a locking state (a claim approved) waits for the change of files or comes before it, never between the
 * check and the change.
 */
const lockedRecordReason = async (context: AttachmentContext, tx: Database, reach: Awaited<ReturnType<typeof reachOf>>) =>
  lockedEvidenceReason(context, await findRow({ ...context, db: tx }, context.id, reach, { isLocked: true }));

/** The reason kept beside a change of locked files in the record's history. */
const withReason = (changes: AuditChanges, reason: string | undefined): AuditChanges => (reason === undefined ? changes : { ...changes, reason: [null, reason] });

/** SPEC §5 allowed-type list: extensions (.pdf), exact types (application/pdf) or groups (image/*). */
export const isAllowedType = (types: readonly string[], file: { fileName: string; contentType: string }) =>
  types.some((type) => {
    const allowed = type.toLowerCase();
    if (allowed.startsWith('.')) return file.fileName.toLowerCase().endsWith(allowed);
    if (allowed.endsWith('/*')) return file.contentType.toLowerCase().startsWith(allowed.slice(0, -1));
    return file.contentType.toLowerCase() === allowed;
  });

/** The whole file, refused with a 413 as soon as it passes the limit (it must be read whole to judge its type). */
const readLimited = async (content: Readable, maxBytes: number, fileName: string) => {
  const chunks: Buffer[] = [];
  let seen = 0;
  for await (const chunk of content) {
    seen += (chunk as Buffer).length;
    if (seen > maxBytes) {
      content.resume();
      throw fileTooLarge(fileName, maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

/** Files one record may hold when its declaration names no limit. */
export const DEFAULT_MAX_FILES_PER_RECORD = 50;
/** Files one request may carry (the multipart parser stops there with a 413). */
export const MAX_FILES_PER_REQUEST = 20;
const maxFilesOf = (rules: { maxFiles?: number }) => rules.maxFiles ?? DEFAULT_MAX_FILES_PER_RECORD;

export const listAttachments = async (context: AttachmentContext) => {
  rulesOf(context);
  await findRow(context, context.id, await authorize(context, 'read'));
  return context.db
    .select(publicColumns)
    .from(attachments)
    .where(and(eq(attachments.resource, context.resource.name), eq(attachments.recordId, context.id)))
    .orderBy(asc(attachments.id));
};

/** Stores every file or none: a refused file (type, size, count) removes the ones stored before it. */
export const addAttachments = async (context: AttachmentContext & { files: AsyncIterable<IncomingFile> }) => {
  const rules = rulesOf(context);
  const reach = await reachOf(context);
  // Judged before the files are read (a refusal costs no upload), and again on the locked record when they are kept.
  lockedEvidenceReason(context, await findRow(context, context.id, reach));
  const existing = (await listAttachments(context)).length;
  const stored: { file: VerifiedUpload; key: string; size: number }[] = [];
  try {
    for await (const file of context.files) {
      if (existing + stored.length >= maxFilesOf(rules)) {
        file.content.resume();
        throw tooManyFiles(maxFilesOf(rules));
      }
      const bytes = await readLimited(file.content, rules.maxBytes, file.fileName);
      const verified = await verifiedUpload({ ...file, bytes }, (candidate) => isAllowedType(rules.types, candidate), rules.types.join(', '));
      const { key, size } = await putFile(context.storage, `${context.resource.name}/${context.id}`, Readable.from(verified.bytes));
      stored.push({ file: verified, key, size });
    }
    if (stored.length === 0) throw noFiles();
    return await context.db.transaction(async (tx) => {
      const reason = await lockedRecordReason(context, tx, reach);
      return insertAttachments(tx, { resource: context.resource.name, recordId: context.id, username: context.caller.username, via: 'attach', reason }, stored);
    });
  } catch (error) {
    await Promise.all(stored.map(({ key }) => context.storage.remove(key)));
    throw error;
  }
};

/** Files added to or removed from a record are changes of that record in its history. */
const fileAudit = (context: AttachmentContext, via: 'attach' | 'detach', changes: AuditChanges) => ({
  resource: context.resource.name,
  recordId: context.id,
  action: 'update' as const,
  username: context.caller.username,
  changes,
  via,
});

const findAttachment = async (context: AttachmentContext & { attachmentId: number }) => {
  const [attachment] = await context.db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.id, context.attachmentId),
        eq(attachments.resource, context.resource.name),
        eq(attachments.recordId, context.id),
      ),
    );
  if (!attachment) throw notFound(message('Attachment {{id}} not found', { id: context.attachmentId }));
  return attachment;
};

export const readAttachment = async (context: AttachmentContext & { attachmentId: number }) => {
  rulesOf(context);
  await findRow(context, context.id, await authorize(context, 'read'));
  const attachment = await findAttachment(context);
  return { attachment, content: await context.storage.read(attachment.storageKey) };
};

/** The last file of its kind gone, the record's field for that kind is unticked (`flagOfKind`: an invoice's "PDF"). */
const untickWhenLastOfKind = async (context: AttachmentContext, tx: Database, kind: string | null) => {
  const field = kind === null ? undefined : context.resource.attachments?.flagOfKind?.[kind];
  if (!field) return;
  const [{ left }] = await tx
    .select({ left: count() })
    .from(attachments)
    .where(and(eq(attachments.resource, context.resource.name), eq(attachments.recordId, context.id), eq(attachments.kind, kind!)));
  if (left > 0) return;
  const { table, columns } = resourceTableOf(context.schema, context.resource.name);
  const [record] = (await tx.select().from(table).where(eq(columns.id, context.id)).for('update')) as Row[];
  if (record && record[field] !== false) await updateRecord(writeContextOf(context, tx, 'detach'), context.resource.name, record, { [field]: false });
};

export const removeAttachment = async (context: AttachmentContext & { attachmentId: number }) => {
  const reach = await reachOf(context);
  const attachment = await context.db.transaction(async (tx) => {
    const reason = await lockedRecordReason(context, tx, reach);
    const attachment = await findAttachment({ ...context, db: tx });
    await tx.delete(attachments).where(eq(attachments.id, attachment.id));
    await recordAudit(tx, fileAudit(context, 'detach', withReason({ attachments: [[attachment.fileName], null] }, reason)));
    await untickWhenLastOfKind(context, tx, attachment.kind);
    return attachment;
  });
  // The file goes once its record is gone; a leftover file is harmless, a missing one is not.
  await context.storage.remove(attachment.storageKey);
};

/** SPEC §7's `DELETE …/attachments/{id}`: the file named by its own id; its record is found from it, then as above. */
export const removeAttachmentById = async (context: Omit<AttachmentContext, 'id'> & { attachmentId: number }) => {
  rulesOf(context);
  // The caller's right first (an employee's own path needs a linked employee), so a refusal never depends on the id.
  await authorize(context, context.scope === 'own' ? 'read' : 'update');
  const [owner] = await context.db
    .select({ recordId: attachments.recordId })
    .from(attachments)
    .where(and(eq(attachments.id, context.attachmentId), eq(attachments.resource, context.resource.name)));
  if (!owner) throw notFound(message('Attachment {{id}} not found', { id: context.attachmentId }));
  await removeAttachment({ ...context, id: owner.recordId });
};

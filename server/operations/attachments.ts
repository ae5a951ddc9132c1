import type { Readable } from 'node:stream';
import { pipeline, Transform } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import { attachments, type AuditChanges } from '../db/system-tables';
import { recordAudit } from './audit';
import { badRequest, forbidden, HttpError, notFound } from '../errors';
import type { FileStorage } from '../files/storage';
import { authorize } from './access';
import type { OperationContext } from './context';
import { findRow } from './rows';

// Files attached to a row. Reading them needs read access to the row; on the own path an employee may
// also add and remove files on their own rows (their certificates, receipts), which the spec's plain
// attachment paths imply. On the admin path the resource's roles decide, as for everything else.

export type IncomingFile = { fileName: string; contentType: string; content: Readable };
export type AttachmentContext = OperationContext & { id: number; storage: FileStorage };

const publicColumns = {
  id: attachments.id,
  fileName: attachments.fileName,
  contentType: attachments.contentType,
  size: attachments.size,
  uploadedBy: attachments.uploadedBy,
  uploadedAt: attachments.uploadedAt,
};

const rulesOf = (context: OperationContext) => {
  const rules = context.resource.attachments;
  if (!rules) throw notFound(`${context.resource.label} take no attachments`);
  return rules;
};

/** The row must be within the caller's reach before any of its files are touched. */
const reachRow = async (context: AttachmentContext) => {
  if (context.scope === 'own' && rulesOf(context).isReadOnlyOnOwnPath)
    throw forbidden(`You may read the files of your ${context.resource.label.toLowerCase()} but not change them`);
  rulesOf(context);
  await findRow(context, context.id, await authorize(context, context.scope === 'own' ? 'read' : 'update'));
};

/** SPEC §5 allowed-type list: extensions (.pdf), exact types (application/pdf) or groups (image/*). */
export const isAllowedType = (types: readonly string[], file: { fileName: string; contentType: string }) =>
  types.some((type) => {
    const allowed = type.toLowerCase();
    if (allowed.startsWith('.')) return file.fileName.toLowerCase().endsWith(allowed);
    if (allowed.endsWith('/*')) return file.contentType.toLowerCase().startsWith(allowed.slice(0, -1));
    return file.contentType.toLowerCase() === allowed;
  });

const limitBytes = (maxBytes: number, fileName: string) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes)
        done(new HttpError(413, `${fileName}: Invalid file size, file size should be smaller than ${maxBytes} bytes.`));
      else done(null, chunk);
    },
  });
};

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
  await reachRow(context);
  const existing = (await listAttachments(context)).length;
  const stored: { file: IncomingFile; key: string; size: number }[] = [];
  try {
    for await (const file of context.files) {
      if (!isAllowedType(rules.types, file)) {
        file.content.resume();
        throw new HttpError(415, `${file.fileName}: Invalid file type, allowed file types: ${rules.types.join(', ')}.`);
      }
      if (rules.maxFiles !== undefined && existing + stored.length >= rules.maxFiles) {
        file.content.resume();
        throw badRequest(`Maximum number of files exceeded, limit is ${rules.maxFiles} at most.`);
      }
      const keyPrefix = `${context.resource.name}/${context.id}`;
      // The storage sees the limiter's error as its own failure; the callback only keeps it from going unhandled.
      const limited = pipeline(file.content, limitBytes(rules.maxBytes, file.fileName), () => undefined);
      const { key, size } = await context.storage.put(keyPrefix, limited);
      stored.push({ file, key, size });
    }
    if (stored.length === 0) throw badRequest('Send one or more files as multipart parts named file');
    return await context.db.transaction(async (tx) => {
      const added = await tx
        .insert(attachments)
        .values(
          stored.map(({ file, key, size }) => ({
            resource: context.resource.name,
            recordId: context.id,
            fileName: file.fileName,
            contentType: file.contentType,
            size,
            storageKey: key,
            uploadedBy: context.caller.username,
          })),
        )
        .returning(publicColumns);
      await recordAudit(tx, fileAudit(context, 'attach', { attachments: [null, added.map((file) => file.fileName)] }));
      return added;
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
  if (!attachment) throw notFound(`Attachment ${context.attachmentId} not found`);
  return attachment;
};

export const readAttachment = async (context: AttachmentContext & { attachmentId: number }) => {
  rulesOf(context);
  await findRow(context, context.id, await authorize(context, 'read'));
  const attachment = await findAttachment(context);
  return { attachment, content: context.storage.read(attachment.storageKey) };
};

export const removeAttachment = async (context: AttachmentContext & { attachmentId: number }) => {
  await reachRow(context);
  const attachment = await findAttachment(context);
  await context.db.transaction(async (tx) => {
    await tx.delete(attachments).where(eq(attachments.id, attachment.id));
    await recordAudit(tx, fileAudit(context, 'detach', { attachments: [[attachment.fileName], null] }));
  });
  // The file goes once its record is gone; a leftover file is harmless, a missing one is not.
  await context.storage.remove(attachment.storageKey);
};

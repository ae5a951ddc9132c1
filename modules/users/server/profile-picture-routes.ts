import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAnyRole } from '../../../server/auth/caller';
import { identityTablesOf } from '../../../server/auth/identity-tables';
import type { Database } from '../../../server/db/database';
import type { DatabaseSchema } from '../../../server/db/schema';
import type { FileStorage } from '../../../server/files/storage';
import { HttpError, notFound } from '../../../server/errors';
import { message, type Message } from '../../../server/i18n/message';
import { updateRecord } from '../../../server/operations/record-writer';
import {
  checkPicture,
  contentTypeOf,
  MAX_PICTURE_BYTES,
  PictureRejectedError,
  readPicture,
  removePicture,
  savePicture,
} from './profile-picture-file';
import { parseRecordId } from '../../../server/routes/record-id';
import { API_PREFIX } from '../../../server/routes/resource-routes';
import { findUserById, pictureUrlOf, publicUserOf } from './user-profile';
import { users as usersResource } from '../users.resource';

// POST /users/profile-picture/{id} (multipart, exactly one image; SPEC §5) and GET /users/{id}/profile-picture.
// A user changes only their own picture; an ADMIN may change anyone's.

type Params = { Params: { id: string } };
type Upload = { fileName: string; mimeType: string; bytes: Buffer };

/** The upload control is named `profile_picture` (SPEC §3); errors name it so a form can show them. */
const rejected = (status: HttpError['status'], text: Message) => new HttpError(status, text, { profile_picture: text });

/** Reads every file part: the first is kept, the others only counted (and drained) so "one file" can be checked. */
const readUploads = async (request: FastifyRequest) => {
  let first: Upload | undefined;
  let files = 0;
  for await (const part of request.parts({ limits: { fileSize: MAX_PICTURE_BYTES, files: 10 } })) {
    if (part.type !== 'file') continue;
    files += 1;
    if (files === 1) first = { fileName: part.filename, mimeType: part.mimetype, bytes: await part.toBuffer() };
    else part.file.resume();
  }
  return { first, files };
};

export const registerProfilePictureRoutes = (app: FastifyInstance, db: Database, schema: DatabaseSchema, storage: FileStorage) => {
  const tables = identityTablesOf(schema);
  app.post<Params>(`${API_PREFIX}/users/profile-picture/:id`, async (request) => {
    const id = parseRecordId(request.params.id);
    if (id !== request.caller.userId && !hasAnyRole(request.caller, ['ADMIN']))
      throw rejected(403, message('You may change only your own profile picture'));
    if (!request.isMultipart()) throw rejected(415, message('Send the picture as multipart/form-data'));
    const user = await findUserById(db, tables, id);
    if (!user) throw rejected(404, message('No user {{id}}', { id }));

    let upload;
    try {
      upload = await readUploads(request);
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError)
        throw rejected(413, message('Invalid file size, file size should be smaller than {{megabytes}} MB.', { megabytes: MAX_PICTURE_BYTES / 1024 / 1024 }));
      throw error;
    }
    if (upload.files !== 1 || !upload.first)
      throw rejected(400, upload.files === 0 ? message('Send one image file') : message('Maximum number of files exceeded, limit is {{limit}} at most.', { limit: 1 }));
    let extension;
    try {
      extension = checkPicture(upload.first.fileName, upload.first.mimeType, upload.first.bytes);
    } catch (error) {
      if (error instanceof PictureRejectedError) throw rejected(error.statusCode, error.text);
      throw error;
    }

    const storedName = await savePicture(storage, id, extension, upload.first.bytes);
    const { users } = tables;
    // Through the trusted writer: version, stamps, audit and the modules' after-write work, as any write.
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(tables.users.table).where(eq(tables.users.columns.id, id)).for('update');
      const { afterWrite, derivations, writeRules } = app.portal;
      await updateRecord({ tx, schema, caller: request.caller, afterWrite, derivations, writeRules, via: 'profilePicture' }, usersResource, row, {
        profilePicture: storedName,
      });
    });
    if (user.profilePicture) await removePicture(storage, user.profilePicture);
    return publicUserOf({ ...user, profilePicture: storedName });
  });

  // Open (no token), since <img src> sends none: the `v` of the address is the stored file's random
  // name, so only someone who was given the address can fetch it, and ids cannot be walked.
  app.get<Params & { Querystring: { v?: string } }>(`${API_PREFIX}/users/:id/profile-picture`, async (request, reply) => {
    const id = parseRecordId(request.params.id);
    const user = await findUserById(db, tables, id);
    const missing = notFound(message('This user has no profile picture at this address'));
    if (!user?.profilePicture || pictureUrlOf(user) !== `${API_PREFIX}/users/${id}/profile-picture?v=${request.query.v}`) throw missing;
    const content = await readPicture(storage, user.profilePicture).catch((error: unknown) => {
      throw error instanceof HttpError && error.status === 404 ? missing : error;
    });
    // The address changes with every upload, so the bytes behind one address never change.
    return reply.type(contentTypeOf(user.profilePicture)).header('cache-control', 'private, max-age=31536000, immutable').send(content);
  });
};

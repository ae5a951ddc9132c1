import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { attachments } from '../../../server/db/system-tables';
import type { FileStorage } from '../../../server/files/storage';
import { firm } from '../firm.resource';

// The firm's logo on its documents: the image attached to its record (the Firm page's one PNG or JPEG, at most
// 2 MB), read from storage each time a document is made, so a new logo shows on the next PDF.

export const firmLogo = async (db: Database, storage: FileStorage | undefined, firmId: number | undefined): Promise<Uint8Array | undefined> => {
  if (!storage || firmId === undefined) return undefined;
  const [file] = await db
    .select({ key: attachments.storageKey })
    .from(attachments)
    .where(and(eq(attachments.resource, firm.name), eq(attachments.recordId, firmId)))
    .orderBy(desc(attachments.id))
    .limit(1);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(file.key)) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

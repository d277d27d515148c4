// Issue 15 part 2: files on chat messages through the storage door (docs/chat.md). A member uploads
// a file to a conversation (type read from its content, the portal's size limit, a clean name); it
// stays unlinked, visible to the uploader only, until the message that carries it is sent
// (sendMessage links it). Only the conversation's members download it; removing the message
// removes its files.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chatContract as routes } from '@portal/rules';
import { areaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import type { Caller } from '../../area-kit/caller';
import type { AreaContext } from '../../area-kit/feature-area';
import type { Database } from '../../db/database';
import { crossTenant, type TenantDb } from '../../db/tenant-scope';
import {
  FileNotFoundError,
  FileTooLargeError,
  SNIFF_BYTES,
  admitUpload,
  attachmentDisposition,
  createFileStore,
  peek,
  requireStorageRoom,
  sanitizeFileName,
  sniffType,
  storedFileKey,
  storedObject,
  uploadLimitsOf,
} from '../storage';
import { chatError } from './chat-errors';
import { DEMO_ATTACHMENT } from './demo-attachment';
import { requireMember } from './chat-store';

type Deps = Pick<AreaContext, 'db' | 'config' | 'log' | 'clock'>;
type FileStore = ReturnType<typeof createFileStore>;

interface Upload {
  deps: Deps;
  store: FileStore;
  caller: Caller;
  db: TenantDb;
  chatId: number;
  fileName: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The demo's chat files: their rows are seeded, their bytes written here once. */
function writeDemoFiles(app: FastifyInstance, ownerDb: Database, store: FileStore, log: Deps['log']) {
  app.addHook('onReady', async () => {
    const { rows } = await crossTenant(ownerDb, 'the demo tenants’ chat files at start').query<{
      storage_key: string;
    }>(`SELECT storage_key FROM chat_attachments WHERE storage_key LIKE 'customers/%/files/demo-chat-%'`);
    for (const row of rows)
      if (!(await store.stat(row.storage_key)))
        await store
          .put(row.storage_key, Readable.from([DEMO_ATTACHMENT]), { contentType: 'application/pdf' })
          .catch((e: unknown) => log.warn({ err: e }, 'chat: could not write a demo file'));
  });
}

/** A member's upload to a conversation: admitted, its type sniffed, stored, then its row written. */
async function storeUpload({ deps, store, caller, db, chatId, fileName, request, reply }: Upload) {
  const { config, clock, log } = deps;
  const maxBytes = Math.round(config.UPLOAD_MAX_MB * 1024 * 1024);
  const limits = uploadLimitsOf(config);
  const tooLarge = () => chatError(413, 'file_too_large', { mb: config.UPLOAD_MAX_MB }, { maxBytes });
  await db.transaction((tx) => requireMember(tx, caller, chatId));
  const declared = Number(request.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    reply.header('connection', 'close');
    throw tooLarge();
  }
  await admitUpload(db, clock, limits, reply, {
    customerId: caller.customerId,
    userId: caller.userId,
    declaredBytes: declared,
  });
  const { head, body } = await peek(request.raw, SNIFF_BYTES);
  let contentType: string;
  try {
    contentType = await sniffType(head);
  } catch (error) {
    reply.header('connection', 'close');
    throw error;
  }
  const key = storedFileKey(caller.customerId, `chat-${randomUUID()}`);
  let stored: { size: number; sha256: string };
  try {
    stored = await store.put(key, body, { contentType, maxBytes });
  } catch (error) {
    reply.header('connection', 'close');
    if (error instanceof FileTooLargeError) throw tooLarge();
    throw chatError(400, 'upload_incomplete');
  }
  try {
    await requireStorageRoom(db, limits, caller.customerId, stored.size);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO chat_attachments (customer_id, chat_id, uploaded_by, file_name, content_type, size_bytes, storage_key, sha256)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [caller.customerId, chatId, caller.userId, fileName, contentType, stored.size, key, stored.sha256],
    );
    return {
      id: Number(rows[0]!.id),
      file_name: fileName,
      content_type: contentType,
      size_bytes: stored.size,
    };
  } catch (error) {
    await store
      .delete(key)
      .catch((e: unknown) => log.warn({ err: e, key }, 'chat: could not remove an orphan attachment'));
    throw error;
  }
}

/** The download: only the conversation's members, the store's one door, never sniffed by the browser. */
function downloadRoute(app: FastifyInstance, ownerDb: Database, store: FileStore, access: SignedInAccess) {
  areaRouter(app, ownerDb, 'chat').route(routes.attachment, access, async ({ caller, db, params, reply }) => {
    const { attachmentId } = params;
    // A member's own unsent file, or a file of a message not removed, in a conversation they are in.
    // Another tenant's, another conversation's and a missing file answer alike.
    const { rows } = await db.query<{
      customer_id: string | number;
      file_name: string;
      content_type: string;
      storage_key: string;
    }>(
      `SELECT a.customer_id, a.file_name, a.content_type, a.storage_key FROM chat_attachments a
         JOIN chats c ON c.id = a.chat_id AND c.customer_id = a.customer_id AND c.deleted_at IS NULL
         LEFT JOIN chat_messages x ON x.id = a.message_id
        WHERE a.id = $1 AND a.customer_id = $2
          AND EXISTS (SELECT 1 FROM chat_members m WHERE m.chat_id = a.chat_id AND m.user_id = $3)
          AND (a.message_id IS NULL AND a.uploaded_by = $3
               OR x.removed_at IS NULL AND x.deleted_at IS NULL AND a.message_id IS NOT NULL)`,
      [attachmentId, caller.customerId, caller.userId],
    );
    const file = rows[0];
    if (!file) throw chatError(404, 'chat_attachment_not_found');
    // The store's one door (issue 24 case 4): the caller's tenant, the row's, the key's prefix.
    const stored = storedObject(store, {
      tenantId: caller.customerId,
      rowCustomerId: Number(file.customer_id),
      key: file.storage_key,
    });
    const found = await stored.stat();
    if (!found) throw chatError(404, 'chat_attachment_not_found');
    reply
      .header('content-type', file.content_type)
      .header('content-disposition', attachmentDisposition(file.file_name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .header('content-length', found.size);
    try {
      return await reply.send(await stored.get());
    } catch (error) {
      if (error instanceof FileNotFoundError) throw chatError(404, 'chat_attachment_not_found');
      throw error;
    }
  });
}

export async function attachmentRoutes(
  app: FastifyInstance,
  deps: Deps,
  access: SignedInAccess,
): Promise<{ forget(keys: readonly string[]): Promise<void> }> {
  const { db: ownerDb, config, log } = deps;
  const store = createFileStore(config);
  if (config.DEMO_DATA) writeDemoFiles(app, ownerDb, store, log);

  // The upload reads the raw body itself (any content type), never through a parser.
  await app.register(async (raw: FastifyInstance) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, _payload, done) => done(null));
    areaRouter(raw, ownerDb, 'chat').route(
      routes.attach,
      access,
      async ({ caller, db, params, query, request, reply }) =>
        storeUpload({
          deps,
          store,
          caller,
          db,
          chatId: params.chatId,
          fileName: sanitizeFileName(query.name),
          request,
          reply,
        }),
    );
  });

  downloadRoute(app, ownerDb, store, access);

  return {
    /** The files of a removed message leave the store too (a failure is logged; the rows are gone). */
    forget: async (keys) => {
      for (const key of keys)
        await store
          .delete(key)
          .catch((e: unknown) => log.warn({ err: e, key }, 'chat: could not remove a file'));
    },
  };
}

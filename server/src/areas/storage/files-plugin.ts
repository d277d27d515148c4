// Issue 14 parts 1-2: uploads stream to the file store (size limit, type by content, clean name,
// checksum; a refused or broken upload leaves no row and no file), downloads stream back only to
// those who may read the row, with ranges; the writes on a participant's document that no role may
// make through the data API (seen flags, imported_to_epr, soft delete with its reason). The routes
// are the contract of packages/rules (storage/contract.ts); the kit checks the caller and the input
// and runs the SQL under the tenant's row-level security.
import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_CATEGORIES,
  filesContract as routes,
  HEAVY_WORK_LIMITS,
  type RouteQuery,
} from '@portal/rules';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaErrors } from '../../area-kit/area-errors';
import { areaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import type { Caller } from '../../area-kit/caller';
import type { Queryable } from '../../db/database';
import { crossTenant, type TenantDb } from '../../db/tenant-scope';
import { ApiError } from '../../http/api-error';
import { logParticipantRead } from '../administration';
import { ensureDemoFiles } from './demo-files';
import { ownRecipientId, participantSeesShare, readableDocument } from './document-access';
import {
  FileNotFoundError,
  FileTooLargeError,
  storedFileKey,
  storedObject,
  type FileStore,
} from './file-store';
import { pdfSearchText } from './pdf-text';
import {
  attachmentDisposition,
  parseRange,
  peek,
  sanitizeFileName,
  SNIFF_BYTES,
  sniffType,
} from './upload-checks';
import { admitUpload, requireStorageRoom, uploadLimitsOf } from './upload-limits';

export { DOCUMENT_CATEGORIES };

/** The storage area's refusals, each in both languages. */
export const filesError = areaErrors({
  feature_off: ['Files are not switched on for this portal', 'Filer er ikke slått på for denne portalen'],
  file_too_large: ['The file is larger than {{mb}} MB', 'Filen er større enn {{mb}} MB'],
  upload_incomplete: [
    'The upload was cut off; nothing was kept',
    'Opplastingen ble avbrutt; ingenting ble lagret',
  ],
  file_not_found: ['No such file', 'Filen finnes ikke'],
  range_not_satisfiable: ['The range is outside the file', 'Området er utenfor filen'],
  document_not_found: ['No such document', 'Dokumentet finnes ikke'],
  patient_not_found: ['No such participant', 'Deltakeren finnes ikke'],
});

const FORBIDDEN = {
  imported: [
    'Only staff may mark a document as imported',
    'Bare ansatte kan merke et dokument som importert',
  ],
  delete: ['Only staff may delete a document', 'Bare ansatte kan slette et dokument'],
  ownOnly: [
    'A participant uploads only their own documents',
    'En deltaker laster bare opp sine egne dokumenter',
  ],
} as const;

/** The code `forbidden`, with the reason of the refusal in both languages. */
const forbidden = (reason: keyof typeof FORBIDDEN) => {
  const [en, no] = FORBIDDEN[reason];
  return new ApiError(403, 'forbidden', en, { messages: { en, no } });
};

/** Every signed-in user of a tenant with artifact_ShowFiles on. */
const anyone: SignedInAccess = {
  who: 'anyone',
  features: ['artifact_ShowFiles'],
  refuse: { feature: () => filesError(403, 'feature_off') },
};
const staffOnly = (text: 'imported' | 'delete'): SignedInAccess => ({
  who: 'staff',
  features: ['artifact_ShowFiles'],
  refuse: { role: () => forbidden(text), feature: () => filesError(403, 'feature_off') },
});

export function filesPlugin(store: FileStore): FastifyPluginAsync<AreaContext> {
  return async (app, { db: ownerDb, config, log, clock }) => {
    if (config.DEMO_DATA)
      app.addHook('onReady', () =>
        ensureDemoFiles(crossTenant(ownerDb, 'the demo tenants’ files at start'), store, log),
      );

    await registerUpload(app, store, { db: ownerDb, config, log, clock });

    const router = areaRouter(app, ownerDb, 'storage');

    router.route(routes.download, anyone, async ({ caller, db, params, request, reply }) => {
      const document = await readableDocument(db, caller.session, params.id);
      // Another tenant's, another participant's and a missing file answer alike.
      if (!document) throw filesError(404, 'file_not_found');
      await logParticipantRead(db, caller, 'read_document', { documentId: document.id }, true);
      return sendStoredFile(store, caller.customerId, document, request, reply);
    });

    // The seen flag of the one who reads it: the participant's own, or staff's for the tenant.
    router.route(routes.markSeen, anyone, async ({ caller, db, params }) => {
      const result = caller.isStaff
        ? await db.query(
            'UPDATE document_patient SET seen_by_therapist = true WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL RETURNING id',
            [params.id, caller.customerId],
          )
        : await db.query(
            `UPDATE document_patient dp SET seen_by_patient = true
              WHERE dp.id = $1 AND dp.customer_id = $2 AND ${participantSeesShare('dp', '$3')}
            RETURNING dp.id`,
            [params.id, caller.customerId, caller.userId],
          );
      if (result.rows.length === 0) throw filesError(404, 'document_not_found');
      return { ok: true };
    });

    // The post journal's mark that a document is in the patient record (staff only).
    router.route(routes.setImported, staffOnly('imported'), async ({ caller, db, params, body }) => {
      const result = await db.query(
        'UPDATE document_patient SET imported_to_epr = $3 WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL RETURNING id',
        [params.id, caller.customerId, body.imported],
      );
      if (result.rows.length === 0) throw filesError(404, 'document_not_found');
      return { ok: true, imported: body.imported };
    });

    // Soft delete with its reason (staff only); the file stays for the record.
    router.route(routes.remove, staffOnly('delete'), async ({ caller, db, params, body }) => {
      const result = await db.query(
        `UPDATE document_patient SET deleted_at = now(), delete_comment = $3, deleted_by = $4
          WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL RETURNING id`,
        [params.id, caller.customerId, body.reason, caller.userId],
      );
      if (result.rows.length === 0) throw filesError(404, 'document_not_found');
      return { ok: true };
    });
  };
}

/** The upload route (its own scope: it reads the raw body itself, never through a parser). */
async function registerUpload(
  app: FastifyInstance,
  store: FileStore,
  { db: ownerDb, config, log, clock }: Pick<AreaContext, 'db' | 'config' | 'log' | 'clock'>,
) {
  const maxBytes = Math.round(config.UPLOAD_MAX_MB * 1024 * 1024);
  const limits = uploadLimitsOf(config);
  const tooLarge = () => filesError(413, 'file_too_large', { mb: config.UPLOAD_MAX_MB }, { maxBytes });
  // The upload route reads the raw body itself (any content type), never through a parser.
  await app.register(async (raw: FastifyInstance) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, _payload, done) => done(null));
    areaRouter(raw, ownerDb, 'storage').route(
      routes.upload,
      anyone,
      async ({ caller, db, query, request, reply }) => {
        const input = await uploadInput(db, caller, query);
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
        const key = storedFileKey(caller.customerId, randomUUID());
        let stored: { size: number; sha256: string };
        try {
          stored = await store.put(key, body, { contentType, maxBytes });
        } catch (error) {
          if (error instanceof FileTooLargeError) {
            reply.header('connection', 'close');
            throw tooLarge();
          }
          throw filesError(400, 'upload_incomplete');
        }
        try {
          await requireStorageRoom(db, limits, caller.customerId, stored.size);
          // Issue 24: read on a pool thread within limits; past one the file is kept, unsearchable.
          // On PGlite the search column is computed in this thread: a smaller share of the text.
          const maxChars =
            ownerDb.kind === 'pglite'
              ? HEAVY_WORK_LIMITS.pdfIndexMaxCharsEmbedded
              : HEAVY_WORK_LIMITS.pdfIndexMaxChars;
          const search =
            contentType === 'application/pdf'
              ? await pdfSearchText(app.workers, store, key, stored.size, log, maxChars)
              : null;
          const text = search?.text ?? null;
          const ids = await insertUploadedDocument(db, caller, input, {
            key,
            contentType,
            text,
            ...stored,
          });
          return {
            id: ids.documentId,
            document_patient_id: ids.documentPatientId,
            name: input.name,
            size: stored.size,
            sha256: stored.sha256,
            content_type: contentType,
            text_indexing: search?.indexing ?? ('none' as const),
          };
        } catch (error) {
          await store
            .delete(key)
            .catch((e: unknown) => log.warn({ err: e, key }, 'files: could not remove an orphan file'));
          throw error;
        }
      },
    );
  });
}

/** A document's bytes, whole or the range asked for (RFC 9110 §14), through the store's one door. */
async function sendStoredFile(
  store: FileStore,
  tenantId: number,
  document: NonNullable<Awaited<ReturnType<typeof readableDocument>>>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  // The one door to the bytes (issue 24 case 4): the session's tenant, the row's, the key's prefix.
  const file = storedObject(store, {
    tenantId,
    rowCustomerId: document.customerId,
    key: document.path,
  });
  const found = await file.stat();
  if (!found) throw filesError(404, 'file_not_found');
  const range = parseRange(request.headers.range, found.size);
  reply
    .header('content-type', document.contentType)
    .header('content-disposition', attachmentDisposition(document.name))
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store');
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${found.size}`);
    throw filesError(416, 'range_not_satisfiable', {}, { size: found.size });
  }
  try {
    if (!range) {
      reply.header('content-length', found.size);
      return await reply.send(await file.get());
    }
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${found.size}`)
      .header('content-length', range.end - range.start + 1);
    return await reply.send(await file.get(range));
  } catch (error) {
    if (error instanceof FileNotFoundError) throw filesError(404, 'file_not_found');
    throw error;
  }
}

/** The uploaded file's rows: the document, and its share with the participant when it has one. */
function insertUploadedDocument(
  db: TenantDb,
  caller: Caller,
  input: UploadInput,
  file: { key: string; contentType: string; text: string | null; size: number; sha256: string },
): Promise<{ documentId: number; documentPatientId: number | null }> {
  return db.transaction(async (tx) => {
    const document = await tx.query<{ id: string | number }>(
      `INSERT INTO documents (customer_id, name, path, content_type, size_bytes, sha256, text_content, upload_patient_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        caller.customerId,
        input.name,
        file.key,
        file.contentType,
        file.size,
        file.sha256,
        file.text,
        input.byParticipant ? input.patientId : null,
      ],
    );
    const documentId = Number(document.rows[0]!.id);
    if (input.patientId === null) return { documentId, documentPatientId: null };
    const link = await tx.query<{ id: string | number }>(
      `INSERT INTO document_patient (document_id, patient_id, customer_id, initiator, create_user_id, category,
                                   security_level, seen_by_patient, seen_by_therapist, share_with_recipient)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8) RETURNING id`,
      [
        documentId,
        input.patientId,
        caller.customerId,
        input.byParticipant ? 'PATIENT' : 'THERAPIST',
        caller.userId,
        input.category,
        input.securityLevel,
        input.byParticipant,
        !input.byParticipant,
      ],
    );
    return { documentId, documentPatientId: Number(link.rows[0]!.id) };
  });
}

interface UploadInput {
  name: string;
  patientId: number | null;
  byParticipant: boolean;
  category: string | null;
  securityLevel: number | null;
}

/** The upload's query (checked by the contract) made the upload's row, before a byte is read. */
async function uploadInput(
  db: Queryable,
  caller: Pick<Caller, 'customerId' | 'isStaff' | 'session'>,
  query: RouteQuery<typeof routes.upload>,
): Promise<UploadInput> {
  const name = sanitizeFileName(query.name);
  const { category, security_level: securityLevel, patient_id: requested } = query;
  if (!caller.isStaff) {
    const own = await ownRecipientId(db, caller.session);
    if (own === null || (requested !== null && requested !== own)) throw forbidden('ownOnly');
    return { name, patientId: own, byParticipant: true, category, securityLevel };
  }
  if (requested !== null) {
    const { rows } = await db.query('SELECT 1 FROM recipients WHERE id = $1 AND customer_id = $2', [
      requested,
      caller.customerId,
    ]);
    if (rows.length === 0) throw filesError(404, 'patient_not_found');
  }
  return { name, patientId: requested, byParticipant: false, category, securityLevel };
}

// Issue 14 parts 1-2: uploads stream to the file store (size limit, type by content, clean name,
// checksum; a refused or broken upload leaves no row and no file), downloads stream back only to
// those who may read the row, with ranges; the writes on a participant's document that no role may
// make through the data API (seen flags, imported_to_epr, soft delete with its reason).
import { randomUUID } from 'node:crypto';
import { HEAVY_WORK_LIMITS } from '@portal/rules';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AreaContext } from '../../area-kit/feature-area';
import { enabledFeatures } from '../../bootstrap/bootstrap-data';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { requireTenant } from '../../tenancy/tenancy-plugin';
import type { SessionClaims } from '../../session/session-token';
import { ensureDemoFiles } from './demo-files';
import { isStaff, ownRecipientId, participantSeesShare, readableDocument } from './document-access';
import { FileNotFoundError, FileTooLargeError, storedFileKey, storedObject, type FileStore } from './file-store';
import { pdfSearchText } from './pdf-text';
import { attachmentDisposition, parseRange, peek, sanitizeFileName, SNIFF_BYTES, sniffType } from './upload-checks';
import { admitUpload, requireStorageRoom, uploadLimitsOf } from './upload-limits';

export const DOCUMENT_CATEGORIES = ['LETTER', 'REPORT', 'PLAN', 'CONTRACT', 'HEALTH', 'APPLICATION', 'OTHER'] as const;
const SECURITY_LEVELS = new Set([0, 3, 4]);

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } },
} as const;

function optionalInt(value: unknown, code: string, label: string): number | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^[0-9]{1,15}$/.test(value)) throw new ApiError(400, code, `${label} is not valid`);
  return Number(value);
}

interface UploadQuery {
  name?: string;
  patient_id?: string;
  category?: string;
  security_level?: string;
}

export function filesPlugin(store: FileStore): FastifyPluginAsync<AreaContext> {
  return async (app, { db, config, log, clock }) => {
    const maxBytes = Math.round(config.UPLOAD_MAX_MB * 1024 * 1024);
    const limits = uploadLimitsOf(config);
    if (config.DEMO_DATA) app.addHook('onReady', () => ensureDemoFiles(db, store, log));

    async function requireFiles(request: FastifyRequest): Promise<SessionClaims> {
      const tenant = requireTenant(request);
      const session = await app.requireSession(request);
      if (!(await enabledFeatures(db, tenant.id)).includes('artifact_ShowFiles'))
        throw new ApiError(403, 'feature_off', 'Files are not switched on for this portal');
      return session;
    }

    // The upload route reads the raw body itself (any content type), never through a parser.
    await app.register(async (raw: FastifyInstance) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', (_request, _payload, done) => done(null));
      raw.post<{ Querystring: UploadQuery }>('/api/files', async (request, reply) => {
        const session = await requireFiles(request);
        const input = await uploadInput(db, session, request.query);
        const declared = Number(request.headers['content-length'] ?? NaN);
        if (Number.isFinite(declared) && declared > maxBytes) {
          reply.header('connection', 'close');
          throw new ApiError(413, 'file_too_large', `The file is larger than ${config.UPLOAD_MAX_MB} MB`, { maxBytes });
        }
        await admitUpload(db, clock, limits, reply, { customerId: session.customer_id, userId: session.user_id, declaredBytes: declared });
        const { head, body } = await peek(request.raw, SNIFF_BYTES);
        let contentType: string;
        try {
          contentType = await sniffType(head);
        } catch (error) {
          reply.header('connection', 'close');
          throw error;
        }
        const key = storedFileKey(session.customer_id, randomUUID());
        let stored: { size: number; sha256: string };
        try {
          stored = await store.put(key, body, { contentType, maxBytes });
        } catch (error) {
          if (error instanceof FileTooLargeError) {
            reply.header('connection', 'close');
            throw new ApiError(413, 'file_too_large', `The file is larger than ${config.UPLOAD_MAX_MB} MB`, { maxBytes });
          }
          throw new ApiError(400, 'upload_incomplete', 'The upload was cut off; nothing was kept');
        }
        try {
          await requireStorageRoom(db, limits, session.customer_id, stored.size);
          // Issue 24: read on a pool thread within limits; past one the file is kept, unsearchable.
          // On PGlite the search column is computed in this thread: a smaller share of the text.
          const maxChars = db.kind === 'pglite' ? HEAVY_WORK_LIMITS.pdfIndexMaxCharsEmbedded : HEAVY_WORK_LIMITS.pdfIndexMaxChars;
          const search = contentType === 'application/pdf' ? await pdfSearchText(app.workers, store, key, stored.size, log, maxChars) : null;
          const text = search?.text ?? null;
          const ids = await db.transaction(async (tx) => {
            const document = await tx.query<{ id: string | number }>(
              `INSERT INTO documents (customer_id, name, path, content_type, size_bytes, sha256, text_content, upload_patient_id)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
              [session.customer_id, input.name, key, contentType, stored.size, stored.sha256, text, input.byParticipant ? input.patientId : null],
            );
            const documentId = Number(document.rows[0]!.id);
            if (input.patientId === null) return { documentId, documentPatientId: null };
            const link = await tx.query<{ id: string | number }>(
              `INSERT INTO document_patient (document_id, patient_id, customer_id, initiator, create_user_id, category,
                                             security_level, seen_by_patient, seen_by_therapist, share_with_recipient)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8) RETURNING id`,
              [documentId, input.patientId, session.customer_id, input.byParticipant ? 'PATIENT' : 'THERAPIST', session.user_id,
               input.category, input.securityLevel, input.byParticipant, !input.byParticipant],
            );
            return { documentId, documentPatientId: Number(link.rows[0]!.id) };
          });
          return await reply.code(201).send({
            id: ids.documentId,
            document_patient_id: ids.documentPatientId,
            name: input.name,
            size: stored.size,
            sha256: stored.sha256,
            content_type: contentType,
            text_indexing: search?.indexing ?? 'none',
          });
        } catch (error) {
          await store.delete(key).catch((e: unknown) => log.warn({ err: e, key }, 'files: could not remove an orphan file'));
          throw error;
        }
      });
    });

    app.get<{ Params: { id: string } }>('/api/files/:id', { schema: { params: idParams } }, async (request, reply) => {
      const session = await requireFiles(request);
      const document = await readableDocument(db, session, Number(request.params.id));
      // Another tenant's, another participant's and a missing file answer alike.
      if (!document) throw new ApiError(404, 'file_not_found', 'No such file');
      // The one door to the bytes (issue 24 case 4): the session's tenant, the row's, the key's prefix.
      const file = storedObject(store, { tenantId: session.customer_id, rowCustomerId: document.customerId, key: document.path });
      const found = await file.stat();
      if (!found) throw new ApiError(404, 'file_not_found', 'No such file');
      const range = parseRange(request.headers.range, found.size);
      reply
        .header('content-type', document.contentType)
        .header('content-disposition', attachmentDisposition(document.name))
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, no-store');
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${found.size}`);
        throw new ApiError(416, 'range_not_satisfiable', 'The range is outside the file', { size: found.size });
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
        if (error instanceof FileNotFoundError) throw new ApiError(404, 'file_not_found', 'No such file');
        throw error;
      }
    });

    // The seen flag of the one who reads it: the participant's own, or staff's for the tenant.
    app.post<{ Params: { id: string } }>('/api/files/patient/:id/seen', { schema: { params: idParams } }, async (request) => {
      const session = await requireFiles(request);
      const id = Number(request.params.id);
      const result = isStaff(session)
        ? await db.query('UPDATE document_patient SET seen_by_therapist = true WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL RETURNING id', [id, session.customer_id])
        : await db.query(
            `UPDATE document_patient dp SET seen_by_patient = true
              WHERE dp.id = $1 AND dp.customer_id = $2 AND ${participantSeesShare('dp', '$3')}
            RETURNING dp.id`,
            [id, session.customer_id, session.user_id],
          );
      if (result.rows.length === 0) throw new ApiError(404, 'document_not_found', 'No such document');
      return { ok: true };
    });

    // The post journal's mark that a document is in the patient record (staff only).
    app.post<{ Params: { id: string }; Body: { imported?: unknown } }>(
      '/api/files/patient/:id/imported-to-epr',
      { schema: { params: idParams } },
      async (request) => {
        const session = await requireFiles(request);
        if (!isStaff(session)) throw new ApiError(403, 'forbidden', 'Only staff may mark a document as imported');
        const imported = request.body?.imported;
        if (typeof imported !== 'boolean') throw new ApiError(400, 'imported_invalid', 'imported must be true or false');
        const result = await db.query(
          'UPDATE document_patient SET imported_to_epr = $3 WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL RETURNING id',
          [Number(request.params.id), session.customer_id, imported],
        );
        if (result.rows.length === 0) throw new ApiError(404, 'document_not_found', 'No such document');
        return { ok: true, imported };
      },
    );

    // Soft delete with its reason (staff only); the file stays for the record.
    app.post<{ Params: { id: string }; Body: { reason?: unknown } }>(
      '/api/files/patient/:id/delete',
      { schema: { params: idParams } },
      async (request) => {
        const session = await requireFiles(request);
        if (!isStaff(session)) throw new ApiError(403, 'forbidden', 'Only staff may delete a document');
        const reason = typeof request.body?.reason === 'string' ? request.body.reason.trim() : '';
        if (reason.length < 3 || reason.length > 500)
          throw new ApiError(400, 'delete_reason_required', 'Give a reason of 3 to 500 characters');
        const result = await db.query(
          `UPDATE document_patient SET deleted_at = now(), delete_comment = $3, deleted_by = $4
            WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL RETURNING id`,
          [Number(request.params.id), session.customer_id, reason, session.user_id],
        );
        if (result.rows.length === 0) throw new ApiError(404, 'document_not_found', 'No such document');
        return { ok: true };
      },
    );
  };
}

interface UploadInput {
  name: string;
  patientId: number | null;
  byParticipant: boolean;
  category: string | null;
  securityLevel: number | null;
}

/** The upload's query, checked before a byte is read: nothing is stored for a bad one. */
async function uploadInput(db: Database, session: SessionClaims, query: UploadQuery): Promise<UploadInput> {
  const name = sanitizeFileName(query.name);
  const category = query.category ? query.category : null;
  if (category !== null && !(DOCUMENT_CATEGORIES as readonly string[]).includes(category))
    throw new ApiError(400, 'category_invalid', 'Unknown category');
  const securityLevel = optionalInt(query.security_level, 'security_level_invalid', 'The security level');
  if (securityLevel !== null && !SECURITY_LEVELS.has(securityLevel))
    throw new ApiError(400, 'security_level_invalid', 'Unknown security level');
  const requested = optionalInt(query.patient_id, 'patient_invalid', 'The participant');
  if (!isStaff(session)) {
    const own = await ownRecipientId(db, session);
    if (own === null || (requested !== null && requested !== own))
      throw new ApiError(403, 'forbidden', 'A participant uploads only their own documents');
    return { name, patientId: own, byParticipant: true, category, securityLevel };
  }
  if (requested !== null) {
    const { rows } = await db.query('SELECT 1 FROM recipients WHERE id = $1 AND customer_id = $2', [requested, session.customer_id]);
    if (rows.length === 0) throw new ApiError(404, 'patient_not_found', 'No such participant');
  }
  return { name, patientId: requested, byParticipant: false, category, securityLevel };
}

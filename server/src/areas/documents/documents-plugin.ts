// Issue 14 parts 4, 5, 6 and 8 over HTTP: drafts with autosave and versions (the editor's HTML
// sanitised here before it is stored), export and "make a document", generate from a template,
// and signing. Reads of lists go through the data API; these routes are the writes and the files.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AreaContext } from '../../area-kit/feature-area';
import { ApiError } from '../../http/api-error';
import type { Queryable } from '../../db/database';
import type { WorkerPool } from '../../workers';
import { createFileStore, FileNotFoundError, readableDocument, storedObject, type FileStore } from '../storage';
import { askerOf, idParams, parsedBody, requireStaff, type Asker } from './document-access';
import {
  finishDraftSchema,
  generateSchema,
  newDraftSchema,
  saveDraftSchema,
  sendForSigningSchema,
  signSchema,
} from './document-input';
import { THEME_COLORS } from './document-pdf';
import { renderDocumentPdfOffThread } from './document-pdf-off-thread';
import {
  createDraft,
  deleteDraft,
  listVersions,
  readDraft,
  restoreVersion,
  saveDraft,
  assertMayWrite,
  type Draft,
} from './draft-store';
import { documentTemplateRoutes } from './document-templates';
import { generatedPdf, mergeDocument } from './generate-document';
import { mergeFieldsOf } from './merge-fields';
import { imageBlocks, type Block } from './rich-text-blocks';
import { sanitizeRichTextOffThread } from './sanitize-off-thread';
import { builtinSigningProvider } from './signing/builtin-signing-provider';
import {
  readShare,
  rolesToSign,
  sendForSigning,
  signaturesOf,
  signedRefusal,
  signShare,
  type SigningDeps,
} from './signing/signing-flow';
import type { SigningProvider } from './signing/signing-provider';
import { verifyEachSignatureOffThread } from './signing/verify-pades';
import { insertDocument, pdfName, shareFile } from './stored-document';

const DRAFTS = 'artifact_DocumentsDraft';
/** A draft's JSON: its HTML (MAX_RICH_TEXT_CHARS) with room for the title and escaping. */
const DRAFT_BODY_LIMIT = 4 * 1024 * 1024;
const GENERATE = 'artifact_DocumentsGenerate';

export interface DocumentsOptions extends AreaContext {
  /** Tests give their own; the server the configured store and the built-in provider. */
  store?: FileStore;
  provider?: SigningProvider;
}

/**
 * A PDF as an attachment; with `?encoding=base64` as JSON `{ name, base64 }`, for the apps, whose
 * API client sends the session token as a header and reads JSON (a PDF here is a few hundred kB).
 */
function sendPdf(reply: FastifyReply, name: string, pdf: Uint8Array, encoding?: string) {
  if (encoding === 'base64')
    return reply
      .header('cache-control', 'private, no-store')
      .send({ name, base64: Buffer.from(pdf).toString('base64') });
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${name.replace(/[^A-Za-z0-9 ._-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}

/** The largest stored image put into a PDF (a photo from a phone is a few MB). */
const MAX_PDF_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * Images the editor took from stored files (`/api/files/<id>`, the only other address the sanitiser
 * lets through) as inline data for the PDF: PNG and JPEG the asker may read by the download route's
 * rule; any other stays out of the PDF, as an inline image pdf-lib cannot read does.
 */
async function withStoredImages(db: Queryable, store: FileStore, asker: Asker, blocks: Block[]): Promise<Block[]> {
  const session = { customer_id: asker.customerId, user_id: asker.userId, role: asker.role };
  return Promise.all(
    blocks.map(async (block) => {
      const id = block.kind === 'image' ? /^\/api\/files\/([1-9][0-9]{0,15})$/.exec(block.src)?.[1] : undefined;
      if (block.kind !== 'image' || !id) return block;
      const file = await readableDocument(db, session, Number(id));
      if (!file || !/^image\/(png|jpeg)$/.test(file.contentType) || (file.size ?? 0) > MAX_PDF_IMAGE_BYTES)
        return block;
      const source = { tenantId: asker.customerId, rowCustomerId: file.customerId, key: file.path };
      const bytes = await storedObject(store, source).bytes().catch(() => null);
      if (!bytes) return block;
      return { ...block, src: `data:${file.contentType};base64,${bytes.toString('base64')}` };
    }),
  );
}

async function draftPdf(pool: WorkerPool, db: Queryable, store: FileStore, asker: Asker, draft: Draft, now: Date) {
  return renderDocumentPdfOffThread(pool, {
    title: draft.title,
    html: draft.html,
    images: await withStoredImages(db, store, asker, imageBlocks(draft.html)),
    brand: { tenantName: asker.tenant.name, color: THEME_COLORS[asker.tenant.theme] ?? '#1f4e8c' },
    language: draft.language,
    ...(draft.patient_name ? { subtitle: draft.patient_name } : {}),
    createdAt: now,
  });
}

const encodingQuery = {
  type: 'object',
  properties: { encoding: { type: 'string', enum: ['base64'] } },
} as const;

const twoIds = {
  type: 'object',
  required: ['id', 'versionId'],
  properties: {
    id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' },
    versionId: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' },
  },
} as const;

export const documentsPlugin: FastifyPluginAsync<DocumentsOptions> = async (app, options) => {
  const { db, clock, config, sms } = options;
  const store = options.store ?? createFileStore(config);
  const provider = options.provider ?? builtinSigningProvider(config.dataDir, app.workers);
  const now = () => clock.now();
  const signing = (): SigningDeps => ({ db, store, provider, sms, config, now });
  type IdRequest = { Params: { id: string } };

  // ---- Drafts (part 4) and the editor's saves (part 6) ----
  app.post('/api/documents/drafts', { bodyLimit: DRAFT_BODY_LIMIT }, async (request, reply) => {
    const asker = await requireStaff(app, db, request, DRAFTS);
    const input = parsedBody(newDraftSchema, request.body, 'draft_invalid');
    const html = await sanitizeRichTextOffThread(app.workers, input.html);
    const created = await db.transaction((tx) => createDraft(tx, asker, { ...input, html }));
    return reply.code(201).send(created);
  });

  app.get<IdRequest>(
    '/api/documents/drafts/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const asker = await requireStaff(app, db, request, DRAFTS);
      reply.header('cache-control', 'no-store');
      return readDraft(db, asker, Number(request.params.id));
    },
  );

  app.put<IdRequest>(
    '/api/documents/drafts/:id',
    { schema: { params: idParams }, bodyLimit: DRAFT_BODY_LIMIT },
    async (request) => {
      const asker = await requireStaff(app, db, request, DRAFTS);
      const input = parsedBody(saveDraftSchema, request.body, 'draft_invalid');
      const html = await sanitizeRichTextOffThread(app.workers, input.html);
      const saved = await db.transaction((tx) =>
        saveDraft(tx, asker, Number(request.params.id), { ...input, html }, now()),
      );
      return { ...saved, html, savedAt: now().toISOString() };
    },
  );

  app.delete<IdRequest>('/api/documents/drafts/:id', { schema: { params: idParams } }, async (request) => {
    const asker = await requireStaff(app, db, request, DRAFTS);
    await db.transaction((tx) => deleteDraft(tx, asker, Number(request.params.id)));
    return { ok: true };
  });

  app.get<IdRequest>(
    '/api/documents/drafts/:id/versions',
    { schema: { params: idParams } },
    async (request, reply) => {
      const asker = await requireStaff(app, db, request, DRAFTS);
      reply.header('cache-control', 'no-store');
      return { versions: await listVersions(db, asker, Number(request.params.id)) };
    },
  );

  app.post<{ Params: { id: string; versionId: string } }>(
    '/api/documents/drafts/:id/versions/:versionId/restore',
    { schema: { params: twoIds } },
    async (request) => {
      const asker = await requireStaff(app, db, request, DRAFTS);
      return db.transaction((tx) =>
        restoreVersion(tx, asker, Number(request.params.id), Number(request.params.versionId)),
      );
    },
  );

  app.get<IdRequest & { Querystring: { encoding?: string } }>(
    '/api/documents/drafts/:id/pdf',
    { schema: { params: idParams, querystring: encodingQuery } },
    async (request, reply) => {
      const asker = await requireStaff(app, db, request, DRAFTS);
      const draft = await readDraft(db, asker, Number(request.params.id));
      return sendPdf(
        reply,
        pdfName(draft.title),
        await draftPdf(app.workers, db, store, asker, draft, now()),
        request.query.encoding,
      );
    },
  );

  // The draft becomes a document: its PDF stored, shared with the participant where asked.
  app.post<IdRequest>(
    '/api/documents/drafts/:id/finish',
    { schema: { params: idParams } },
    async (request, reply) => {
      const asker = await requireStaff(app, db, request, DRAFTS);
      const { share } = parsedBody(finishDraftSchema, request.body, 'draft_invalid');
      const id = Number(request.params.id);
      const draft = await readDraft(db, asker, id);
      assertMayWrite(asker, draft);
      if (!draft.html.trim()) throw new ApiError(422, 'draft_empty', 'An empty draft cannot become a document');
      // Rendered before the transaction (issue 24): the worker's seconds hold no row and, on PGlite,
      // not the one connection. The transaction keeps it only if the draft is still that revision.
      const pdf = await draftPdf(app.workers, db, store, asker, draft, now());
      const made = await db.transaction(async (tx) => {
        const current = await readDraft(tx, asker, id, true);
        assertMayWrite(asker, current);
        if (current.revision !== draft.revision)
          throw new ApiError(409, 'draft_changed', 'The draft changed while its PDF was made: finish it again');
        const document = await insertDocument(tx, store, {
          customerId: asker.customerId,
          userId: asker.userId,
          name: pdfName(draft.title),
          pdf,
          patientId: draft.patient_id,
          category: 'Dokument',
          shareWithRecipient: share,
        });
        await tx.query('UPDATE dockladd_properties SET document_id = $3 WHERE customer_id = $1 AND id = $2', [
          asker.customerId,
          draft.id,
          document.documentId,
        ]);
        return document;
      });
      return reply.code(201).send({ documentId: made.documentId, documentPatientId: made.documentPatientId });
    },
  );

  // ---- Generate (part 5) ----
  app.post('/api/documents/generate/preview', async (request) => {
    const asker = await requireStaff(app, db, request, GENERATE);
    const input = parsedBody(generateSchema, request.body, 'generate_invalid');
    const merged = await mergeDocument(db, asker, input, now());
    return { title: merged.title, text: merged.text };
  });

  app.post('/api/documents/generate', async (request, reply) => {
    const asker = await requireStaff(app, db, request, GENERATE);
    const input = parsedBody(generateSchema, request.body, 'generate_invalid');
    const made = await db.transaction(async (tx) => {
      const merged = await mergeDocument(tx, asker, input, now());
      const pdf = await generatedPdf(
        app.workers,
        asker,
        merged,
        input.language,
        now(),
        String(merged.values['participant.full_name'] ?? ''),
      );
      return insertDocument(tx, store, {
        customerId: asker.customerId,
        userId: asker.userId,
        name: pdfName(merged.title),
        pdf,
        patientId: input.patientId,
        category: 'Generert',
        shareWithRecipient: input.share,
      });
    });
    return reply.code(201).send({ documentId: made.documentId, documentPatientId: made.documentPatientId });
  });

  app.get<{ Querystring: { body?: string } }>('/api/documents/templates/fields', async (request) => {
    await requireStaff(app, db, request, GENERATE);
    return { fields: mergeFieldsOf(String(request.query.body ?? '').slice(0, 20_000)) };
  });

  // The templates' administration (part 5): document-templates.ts.
  documentTemplateRoutes(app, db, now, sendPdf);

  // ---- Signing (part 8) ----
  app.post<IdRequest>(
    '/api/documents/shares/:id/signing',
    { schema: { params: idParams } },
    async (request) => {
      const asker = await requireStaff(app, db, request);
      const input = parsedBody(sendForSigningSchema, request.body, 'signing_invalid');
      return db
        .transaction((tx) => sendForSigning({ ...signing(), db: tx }, asker, Number(request.params.id), input))
        .catch(signedRefusal);
    },
  );

  app.get<IdRequest>(
    '/api/documents/shares/:id/signing',
    { schema: { params: idParams } },
    async (request, reply) => {
      const asker = await askerOf(app, request);
      const id = Number(request.params.id);
      const share = await readShare(db, asker, id);
      const signatures = await signaturesOf(db, asker.customerId, id);
      const myRole = asker.staff ? 'THERAPIST' : 'PATIENT';
      const needed = share.for_signing && share.esignature_status !== null ? rolesToSign(share) : [];
      reply.header('cache-control', 'no-store');
      return {
        id,
        title: share.title,
        patientName: share.patient_name,
        forSigning: share.for_signing && share.esignature_status !== null,
        status: share.status,
        esignatureStatus: share.esignature_status,
        needed,
        signatures,
        mayISign:
          needed.includes(myRole) &&
          share.status !== 'SIGNED' &&
          !signatures.some((s) => s.signer_role === myRole) &&
          (asker.staff || share.patient_user_id === asker.userId),
        signed: share.status === 'SIGNED',
      };
    },
  );

  app.post<IdRequest>('/api/documents/shares/:id/sign', { schema: { params: idParams } }, async (request) => {
    const asker = await askerOf(app, request);
    const { language } = parsedBody(signSchema, request.body, 'signing_invalid');
    const { replaced, ...answer } = await signShare({ ...signing(), db }, asker, Number(request.params.id), language).catch(
      signedRefusal,
    );
    // The copy before this signature is the new one's first bytes: gone once the new one is kept.
    if (replaced) await store.delete(replaced).catch(() => undefined);
    return answer;
  });

  // The original or the signed copy, to the staff of the tenant or the participant it is shared with.
  app.get<IdRequest & { Querystring: { copy?: string; encoding?: string } }>(
    '/api/documents/shares/:id/pdf',
    {
      schema: {
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            copy: { type: 'string', enum: ['original', 'signed'] },
            encoding: { type: 'string', enum: ['base64'] },
          },
        },
      },
    },
    async (request, reply) => {
      const asker = await askerOf(app, request);
      const share = await readShare(db, asker, Number(request.params.id));
      const signed = request.query.copy === 'signed';
      const key = signed ? share.pades_path : share.path;
      if (!key) throw new ApiError(404, 'document_not_found', 'No such document for you in this portal');
      const bytes = await shareFile(store, asker, share, key).catch(() => {
        throw new ApiError(404, 'document_not_found', 'No such document for you in this portal');
      });
      const name = signed
        ? pdfName(`${share.title.replace(/\.pdf$/i, '')} (signert)`)
        : pdfName(share.title.replace(/\.pdf$/i, ''));
      return sendPdf(reply, name, bytes, request.query.encoding);
    },
  );

  app.get<IdRequest>(
    '/api/documents/shares/:id/verify',
    { schema: { params: idParams } },
    async (request, reply) => {
      const asker = await askerOf(app, request);
      const share = await readShare(db, asker, Number(request.params.id));
      if (!share.pades_path) throw new ApiError(404, 'not_signed', 'This document is not signed yet');
      // A signed copy that is gone (or not the tenant's) is a clear 404, never a 500 (issue 24 case 11).
      const signed = await shareFile(store, asker, share, share.pades_path).catch((error: unknown) => {
        if (!(error instanceof FileNotFoundError)) throw error;
        throw new ApiError(404, 'document_file_missing', 'The signed file of this document is missing');
      });
      const checks = await verifyEachSignatureOffThread(app.workers, signed);
      reply.header('cache-control', 'no-store');
      return {
        // Every signature verifies over its own revision, and the newest over the whole file.
        valid:
          checks.length > 0 &&
          checks.every((check) => check.valid) &&
          checks.at(-1)?.coversWholeFile === true,
        signatures: checks.map((check) => ({ name: check.name ?? null, valid: check.valid })),
      };
    },
  );
};

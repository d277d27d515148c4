// Drafts (issue 14 part 4) and the editor's saves (part 6): the contract's draft routes. The
// editor's HTML is sanitised on the worker pool before it is stored; a draft's PDF is rendered there
// too, before any transaction (issue 24: the worker's seconds hold no row and, on PGlite, not the
// one connection).
import { documentsContract as routes } from '@portal/rules';
import type { FastifyInstance } from 'fastify';
import { areaRouter, type AreaRouter } from '../../area-kit/area-routes';
import type { Database } from '../../db/database';
import type { TenantDb } from '../../db/tenant-scope';
import { ApiError } from '../../http/api-error';
import type { FileStore } from '../storage';
import { DRAFTS, staffWith, type Asker } from './document-access';
import {
  assertMayWrite,
  createDraft,
  deleteDraft,
  listVersions,
  readDraft,
  restoreVersion,
  saveDraft,
  type Draft,
} from './draft-store';
import { draftPdf, pdfAnswer } from './pdf-answer';
import { sanitizeRichTextOffThread } from './sanitize-off-thread';
import { insertDocument, pdfName } from './stored-document';

/** A draft's JSON: its HTML (MAX_RICH_TEXT_CHARS) with room for the title and escaping. */
const DRAFT_BODY_LIMIT = 4 * 1024 * 1024;

const drafts = staffWith(DRAFTS);

/** A time of the database (a Date from the driver) as the wire's ISO text. */
export const iso = (value: string | Date) => new Date(value).toISOString();

const wireDraft = (draft: Draft) => ({ ...draft, updated_at: iso(draft.updated_at) });

export interface DocumentRoutesDeps {
  ownerDb: Database;
  store: FileStore;
  now: () => Date;
}

export async function registerDraftRoutes(app: FastifyInstance, deps: DocumentRoutesDeps) {
  const { ownerDb, now } = deps;
  // The routes that take the editor's HTML: up to DRAFT_BODY_LIMIT.
  await app.register(async (big) => {
    big.addHook('onRoute', (route) => {
      route.bodyLimit = DRAFT_BODY_LIMIT;
    });
    const router = areaRouter(big, ownerDb, 'documents');
    router.route(routes.createDraft, drafts, async ({ caller, db, body }) => {
      const html = await sanitizeRichTextOffThread(app.workers, body.html);
      return db.transaction((tx) => createDraft(tx, caller, { ...body, html }));
    });
    router.route(routes.saveDraft, drafts, async ({ caller, db, params, body }) => {
      const html = await sanitizeRichTextOffThread(app.workers, body.html);
      const saved = await db.transaction((tx) => saveDraft(tx, caller, params.id, { ...body, html }, now()));
      return { ...saved, html, savedAt: now().toISOString() };
    });
  });

  const router = areaRouter(app, ownerDb, 'documents');
  router.route(routes.readDraft, drafts, async ({ caller, db, params }) =>
    wireDraft(await readDraft(db, caller, params.id)),
  );
  router.route(routes.deleteDraft, drafts, async ({ caller, db, params }) => {
    await db.transaction((tx) => deleteDraft(tx, caller, params.id));
    return { ok: true };
  });
  router.route(routes.draftVersions, drafts, async ({ caller, db, params }) => ({
    versions: (await listVersions(db, caller, params.id)).map((version) => ({
      ...version,
      created_at: iso(version.created_at),
    })),
  }));
  router.route(routes.restoreVersion, drafts, async ({ caller, db, params }) =>
    db.transaction((tx) => restoreVersion(tx, caller, params.id, params.versionId)),
  );
  router.route(routes.draftPdf, drafts, async ({ caller, db, params, query, reply }) => {
    const draft = await readDraft(db, caller, params.id);
    const pdf = await draftPdf(app.workers, db, deps.store, caller, draft, now());
    return pdfAnswer(reply, pdfName(draft.title), pdf, query.encoding);
  });
  registerFinish(app, router, deps);
}

// The draft becomes a document: its PDF stored, shared with the participant where asked.
function registerFinish(app: FastifyInstance, router: AreaRouter, { store, now }: DocumentRoutesDeps) {
  router.route(routes.finishDraft, drafts, async ({ caller, db, params, body }) => {
    const draft = await readDraft(db, caller, params.id);
    assertMayWrite(caller, draft);
    if (!draft.html.trim()) throw new ApiError(422, 'draft_empty', 'An empty draft cannot become a document');
    // Rendered before the transaction: the transaction keeps it only if the draft is still that revision.
    const pdf = await draftPdf(app.workers, db, store, caller, draft, now());
    const made = await db.transaction((tx) => storeFinished(tx, store, caller, draft, pdf, body.share));
    return { documentId: made.documentId, documentPatientId: made.documentPatientId };
  });
}

async function storeFinished(
  tx: Parameters<Parameters<TenantDb['transaction']>[0]>[0],
  store: FileStore,
  caller: Asker,
  draft: Draft,
  pdf: Uint8Array,
  share: boolean,
) {
  const current = await readDraft(tx, caller, draft.id, true);
  assertMayWrite(caller, current);
  if (current.revision !== draft.revision)
    throw new ApiError(409, 'draft_changed', 'The draft changed while its PDF was made: finish it again');
  const document = await insertDocument(tx, store, {
    customerId: caller.customerId,
    userId: caller.userId,
    name: pdfName(draft.title),
    pdf,
    patientId: draft.patient_id,
    category: 'Dokument',
    shareWithRecipient: share,
  });
  await tx.query('UPDATE dockladd_properties SET document_id = $3 WHERE customer_id = $1 AND id = $2', [
    caller.customerId,
    draft.id,
    document.documentId,
  ]);
  return document;
}

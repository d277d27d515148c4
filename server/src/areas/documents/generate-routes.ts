// Generate (issue 14 part 5): a template merged with a participant (and one of their answered
// questionnaires) as a preview, or as a PDF stored and shared; and the fields a template text names.
import { documentsContract as routes } from '@portal/rules';
import type { FastifyInstance } from 'fastify';
import { areaRouter } from '../../area-kit/area-routes';
import { blocksHtml } from './blocks-html';
import { GENERATE, staffWith } from './document-access';
import type { DocumentRoutesDeps } from './draft-routes';
import { generatedPdf, mergeDocument } from './generate-document';
import { mergeFieldsOf, textBlocks } from './merge-fields';
import { sanitizeRichTextOffThread } from './sanitize-off-thread';
import { insertDocument, pdfName } from './stored-document';

const generating = staffWith(GENERATE);

export function registerGenerateRoutes(app: FastifyInstance, { ownerDb, store, now }: DocumentRoutesDeps) {
  const router = areaRouter(app, ownerDb, 'documents');

  // The preview shows what the PDF will (issue 26 item 9): the same blocks, as sanitised HTML.
  router.route(routes.previewGenerated, generating, async ({ caller, db, body }) => {
    const merged = await mergeDocument(db, caller, body, now());
    const html = await sanitizeRichTextOffThread(app.workers, blocksHtml(textBlocks(merged.text)));
    return { title: merged.title, text: merged.text, html };
  });

  router.route(routes.generate, generating, async ({ caller, db, body }) => {
    const made = await db.transaction(async (tx) => {
      const merged = await mergeDocument(tx, caller, body, now());
      const subtitle = String(merged.values['participant.full_name'] ?? '');
      const pdf = await generatedPdf(app.workers, caller, merged, body.language, now(), subtitle);
      return insertDocument(tx, store, {
        customerId: caller.customerId,
        userId: caller.userId,
        name: pdfName(merged.title),
        pdf,
        patientId: body.patientId,
        category: 'Generert',
        shareWithRecipient: body.share,
      });
    });
    return { documentId: made.documentId, documentPatientId: made.documentPatientId };
  });

  router.route(routes.templateFields, generating, async ({ query }) => ({
    fields: mergeFieldsOf(query.body),
  }));
}

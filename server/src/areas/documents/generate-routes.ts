// Generate (issue 14 part 5): a template merged with a participant (and one of their answered
// questionnaires) as a preview, or as a PDF stored and shared; and the fields a template text names.
import { documentsContract as routes } from '@portal/rules';
import type { FastifyInstance } from 'fastify';
import { areaRouter } from '../../area-kit/area-routes';
import { GENERATE, staffWith } from './document-access';
import type { DocumentRoutesDeps } from './draft-routes';
import { generatedPdf, mergeDocument } from './generate-document';
import { mergeFieldsOf } from './merge-fields';
import { insertDocument, pdfName } from './stored-document';

const generating = staffWith(GENERATE);

export function registerGenerateRoutes(app: FastifyInstance, { ownerDb, store, now }: DocumentRoutesDeps) {
  const router = areaRouter(app, ownerDb, 'documents');

  router.route(routes.previewGenerated, generating, async ({ caller, db, body }) => {
    const merged = await mergeDocument(db, caller, body, now());
    return { title: merged.title, text: merged.text };
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

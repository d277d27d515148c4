// Issue 14 part 5: the tenant's document templates, kept by its administrators: list (with the
// archived ones on request), create, edit, preview as a PDF merged with a chosen participant (and
// their answered questionnaire) or with the fields' names, archive and restore. Archiving sets
// deleted_at (the column the generate page already skips); nothing is ever removed, so a document
// generated earlier keeps its history. Every route checks the admin role here, on the server.
import { documentsContract as routes, type RouteBody } from '@portal/rules';
import type { FastifyInstance } from 'fastify';
import { areaRouter } from '../../area-kit/area-routes';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { templateAdmin, type Asker } from './document-access';
import { THEME_COLORS } from './document-pdf';
import { renderDocumentPdfOffThread } from './document-pdf-off-thread';
import type { DocumentRoutesDeps } from './draft-routes';
import { isKnownField, MERGE_FIELDS, mergeValues, participantQuestionnaire } from './generate-document';
import { answerValues, mergeFieldsOf, mergeTemplate, textBlocks } from './merge-fields';
import { pdfAnswer } from './pdf-answer';
import { pdfName } from './stored-document';

export interface TemplateRow {
  id: number;
  title: string;
  language: 'no' | 'en';
  body: string;
  updated_at: string;
  archived: boolean;
}

// The full precision of the stored time (microseconds), so the next save can compare it exactly.
const UPDATED_AT = `to_json(updated_at) #>> '{}' AS updated_at`;

const notFound = () => new ApiError(404, 'template_not_found', 'No such document template in this portal');

/** The fields of a body that no source fills (a typo the author should see), each once. */
function unknownFields(title: string, body: string): string[] {
  return mergeFieldsOf(`${title}\n${body}`).filter((name) => !isKnownField(name));
}

async function readTemplate(db: Queryable, asker: Asker, templateId: number): Promise<TemplateRow> {
  const row = (
    await db.query<TemplateRow>(
      `SELECT id::int AS id, title, language, body, ${UPDATED_AT}, deleted_at IS NOT NULL AS archived
         FROM document_templates WHERE customer_id = $1 AND id = $2`,
      [asker.customerId, templateId],
    )
  ).rows[0];
  if (!row) throw notFound();
  return row;
}


/** The template's row as saved: 409 when it changed since the version the save was made from. */
async function saveTemplate(
  db: Queryable,
  asker: Asker,
  templateId: number,
  input: RouteBody<typeof routes.saveTemplate>,
) {
  // The same rule as the questionnaire designer: the check is in the UPDATE's WHERE, so of two
  // saves at the same moment the row lock lets one through and the other then finds a newer
  // updated_at and changes nothing.
  const { rows } = await db.query<{ updated_at: string }>(
    `UPDATE document_templates SET title = $3, language = $4, body = $5
      WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL AND updated_at = $6::timestamptz
      RETURNING ${UPDATED_AT}`,
    [asker.customerId, templateId, input.title, input.language, input.body, input.expectedUpdatedAt],
  );
  if (rows[0]) return rows[0];
  const current = await readTemplate(db, asker, templateId);
  if (current.archived) throw notFound();
  throw new ApiError(
    409,
    'template_conflict',
    'Someone else saved this template after you opened it. Reload to see their changes.',
    { updated_at: current.updated_at },
  );
}

/** Archive (deleted_at set) or restore; 409 when it is so already. */
async function setArchived(db: Queryable, asker: Asker, templateId: number, archived: boolean, at: Date) {
  const { affectedRows } = await db.query(
    `UPDATE document_templates SET deleted_at = CASE WHEN $3 THEN $4::timestamptz ELSE NULL END
      WHERE customer_id = $1 AND id = $2 AND (deleted_at IS NULL) = $3`,
    [asker.customerId, templateId, archived, at],
  );
  if (!affectedRows) {
    await readTemplate(db, asker, templateId);
    throw new ApiError(
      409,
      archived ? 'template_archived' : 'template_not_archived',
      archived ? 'The template is archived already' : 'The template is not archived',
    );
  }
  return { id: templateId, archived };
}

/** The templates' administration (part 5): every route for administrators only. */
export function registerTemplateRoutes(app: FastifyInstance, { ownerDb, now }: DocumentRoutesDeps) {
  const router = areaRouter(app, ownerDb, 'documents');

  router.route(routes.listTemplates, templateAdmin, async ({ caller, db, query }) => {
    const { rows } = await db.query<TemplateRow>(
      `SELECT id::int AS id, title, language, body, ${UPDATED_AT}, deleted_at IS NOT NULL AS archived
         FROM document_templates WHERE customer_id = $1 AND (deleted_at IS NULL) <> $2
        ORDER BY lower(title), id`,
      [caller.customerId, query.archived === 'true'],
    );
    return { templates: rows };
  });

  router.route(routes.readTemplate, templateAdmin, async ({ caller, db, params }) => {
    const row = await readTemplate(db, caller, params.id);
    return { ...row, unknownFields: unknownFields(row.title, row.body) };
  });

  router.route(routes.createTemplate, templateAdmin, async ({ caller, db, body }) => {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO document_templates (customer_id, title, language, body, created_by)
       VALUES ($1, $2, $3, $4, $5) RETURNING id::int AS id`,
      [caller.customerId, body.title, body.language, body.body, caller.userId],
    );
    return { id: Number(rows[0]?.id), unknownFields: unknownFields(body.title, body.body) };
  });

  router.route(routes.saveTemplate, templateAdmin, async ({ caller, db, params, body }) => {
    const saved = await saveTemplate(db, caller, params.id, body);
    return { id: params.id, updated_at: saved.updated_at, unknownFields: unknownFields(body.title, body.body) };
  });

  router.route(routes.archiveTemplate, templateAdmin, async ({ caller, db, params }) => {
    return setArchived(db, caller, params.id, true, now());
  });

  router.route(routes.restoreTemplate, templateAdmin, async ({ caller, db, params }) => {
    return setArchived(db, caller, params.id, false, now());
  });

  registerTemplatePreview(app, { ownerDb, now });
}

/** The merge fields to insert, and the template as a PDF merged with a participant or the fields' names. */
function registerTemplatePreview(app: FastifyInstance, { ownerDb, now }: Omit<DocumentRoutesDeps, 'store'>) {
  const router = areaRouter(app, ownerDb, 'documents');

  // The questionnaire's answers are those of the chosen one (the contract asks for its participant).
  router.route(routes.fieldCatalog, templateAdmin, async ({ caller, db, body }) => {
    let answers: string[] = [];
    if (body.queryId !== null && body.patientId !== null) {
      const query = await participantQuestionnaire(db, caller.customerId, body.queryId, body.patientId);
      answers = Object.keys(answerValues(query.data?.answers));
    }
    const { participant, user, tenant, questionnaire } = MERGE_FIELDS;
    return {
      fields: {
        participant: [...participant],
        user: [...user],
        tenant: [...tenant],
        questionnaire: [...questionnaire],
        answers,
      },
    };
  });

  router.route(routes.previewTemplate, templateAdmin, async ({ caller, db, query, body, reply }) => {
    const at = now();
    const values = await mergeValues(db, caller, body, at);
    const title = mergeTemplate(body.title, values);
    const pdf = await renderDocumentPdfOffThread(app.workers, {
      title,
      blocks: textBlocks(mergeTemplate(body.body, values)),
      brand: { tenantName: caller.tenant.name, color: THEME_COLORS[caller.tenant.theme] ?? '#1f4e8c' },
      language: body.language,
      subtitle: String(values['participant.full_name'] ?? ''),
      createdAt: at,
    });
    return pdfAnswer(reply, pdfName(title), pdf, query.encoding);
  });
}

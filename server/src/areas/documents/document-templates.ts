// Issue 14 part 5: the tenant's document templates, kept by its administrators: list (with the
// archived ones on request), create, edit, preview as a PDF merged with a chosen participant (and
// their answered questionnaire) or with the fields' names, archive and restore. Archiving sets
// deleted_at (the column the generate page already skips); nothing is ever removed, so a document
// generated earlier keeps its history. Every route checks the admin role here, on the server.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { idParams, parsedBody, requireStaff, type Asker } from './document-access';
import { THEME_COLORS } from './document-pdf';
import { renderDocumentPdfOffThread } from './document-pdf-off-thread';
import { isKnownField, MERGE_FIELDS, mergeValues, participantQuestionnaire } from './generate-document';
import { answerValues, mergeFieldsOf, mergeTemplate, textBlocks } from './merge-fields';
import { pdfName } from './stored-document';

const GENERATE = 'artifact_DocumentsGenerate';
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const templateSchema = z.object({
  title: z.string().trim().min(1, 'title_required').max(200, 'title_too_long'),
  language: z.enum(['no', 'en']).default('no'),
  body: z.string().max(20_000, 'text_too_long'),
});

/** A save names the version it was made from (`updated_at` as read), so a stale copy is refused. */
export const templateSaveSchema = templateSchema.extend({
  expectedUpdatedAt: z
    .string({ error: 'expected_updated_at_required' })
    .min(1, 'expected_updated_at_required')
    .max(64)
    .refine((value) => !Number.isNaN(Date.parse(value)), 'expected_updated_at_invalid'),
});

export const templatePreviewSchema = templateSchema.extend({
  patientId: id.nullable().default(null),
  queryId: id.nullable().default(null),
});

export const fieldCatalogSchema = z.object({
  patientId: id.nullable().default(null),
  queryId: id.nullable().default(null),
});

export interface TemplateRow {
  id: number;
  title: string;
  language: 'no' | 'en';
  body: string;
  updated_at: string;
  archived: boolean;
}

/** Staff of the tenant with generate on, and an administrator: else 403, whatever the app shows. */
async function requireAdmin(
  app: FastifyInstance,
  db: Queryable,
  request: Parameters<typeof requireStaff>[2],
) {
  const asker = await requireStaff(app, db, request, GENERATE);
  if (asker.role !== 'admin')
    throw new ApiError(403, 'admin_only', 'Only an administrator may change document templates');
  return asker;
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

export function documentTemplateRoutes(
  app: FastifyInstance,
  db: Queryable,
  now: () => Date,
  sendPdf: (reply: FastifyReply, name: string, pdf: Uint8Array, encoding?: string) => FastifyReply,
) {
  type IdRequest = { Params: { id: string } };

  app.get<{ Querystring: { archived?: string } }>(
    '/api/documents/templates',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { archived: { type: 'string', enum: ['true', 'false'] } },
        },
      },
    },
    async (request, reply) => {
      const asker = await requireAdmin(app, db, request);
      const { rows } = await db.query<TemplateRow>(
        `SELECT id::int AS id, title, language, body, ${UPDATED_AT}, deleted_at IS NOT NULL AS archived
           FROM document_templates WHERE customer_id = $1 AND (deleted_at IS NULL) <> $2
          ORDER BY lower(title), id`,
        [asker.customerId, request.query.archived === 'true'],
      );
      reply.header('cache-control', 'no-store');
      return { templates: rows };
    },
  );

  app.get<IdRequest>(
    '/api/documents/templates/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const asker = await requireAdmin(app, db, request);
      const row = await readTemplate(db, asker, Number(request.params.id));
      reply.header('cache-control', 'no-store');
      return { ...row, unknownFields: unknownFields(row.title, row.body) };
    },
  );

  app.post('/api/documents/templates', async (request, reply) => {
    const asker = await requireAdmin(app, db, request);
    const input = parsedBody(templateSchema, request.body, 'template_invalid');
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO document_templates (customer_id, title, language, body, created_by)
       VALUES ($1, $2, $3, $4, $5) RETURNING id::int AS id`,
      [asker.customerId, input.title, input.language, input.body, asker.userId],
    );
    return reply.code(201).send({ id: rows[0]?.id, unknownFields: unknownFields(input.title, input.body) });
  });

  // The same rule as the questionnaire designer: the save names the version it was made from and
  // is refused when the row changed since (another save, an archive and restore). The check is in
  // the UPDATE's WHERE, so of two saves at the same moment the row lock lets one through and the
  // other then finds a newer updated_at and changes nothing.
  app.put<IdRequest>('/api/documents/templates/:id', { schema: { params: idParams } }, async (request) => {
    const asker = await requireAdmin(app, db, request);
    const input = parsedBody(templateSaveSchema, request.body, 'template_invalid');
    const templateId = Number(request.params.id);
    const { rows } = await db.query<{ updated_at: string }>(
      `UPDATE document_templates SET title = $3, language = $4, body = $5
        WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL AND updated_at = $6::timestamptz
        RETURNING ${UPDATED_AT}`,
      [asker.customerId, templateId, input.title, input.language, input.body, input.expectedUpdatedAt],
    );
    if (!rows[0]) {
      const current = await readTemplate(db, asker, templateId);
      if (current.archived) throw notFound();
      throw new ApiError(
        409,
        'template_conflict',
        'Someone else saved this template after you opened it. Reload to see their changes.',
        { updated_at: current.updated_at },
      );
    }
    return {
      id: templateId,
      updated_at: rows[0].updated_at,
      unknownFields: unknownFields(input.title, input.body),
    };
  });

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const)
    app.post<IdRequest>(
      `/api/documents/templates/:id/${action}`,
      { schema: { params: idParams } },
      async (request) => {
        const asker = await requireAdmin(app, db, request);
        const { affectedRows } = await db.query(
          `UPDATE document_templates SET deleted_at = CASE WHEN $3 THEN $4::timestamptz ELSE NULL END
            WHERE customer_id = $1 AND id = $2 AND (deleted_at IS NULL) = $3`,
          [asker.customerId, Number(request.params.id), archived, now()],
        );
        if (!affectedRows) {
          await readTemplate(db, asker, Number(request.params.id));
          throw new ApiError(
            409,
            archived ? 'template_archived' : 'template_not_archived',
            archived ? 'The template is archived already' : 'The template is not archived',
          );
        }
        return { id: Number(request.params.id), archived };
      },
    );

  // The merge fields to insert, by source; the questionnaire's answers are those of the chosen one.
  app.post('/api/documents/templates/field-catalog', async (request) => {
    const asker = await requireAdmin(app, db, request);
    const input = parsedBody(fieldCatalogSchema, request.body, 'template_invalid');
    let answers: string[] = [];
    if (input.queryId !== null) {
      if (input.patientId === null)
        throw new ApiError(400, 'template_invalid', 'participant_required', { field: 'patientId' });
      const query = await participantQuestionnaire(db, asker.customerId, input.queryId, input.patientId);
      answers = Object.keys(answerValues(query.data?.answers));
    }
    return { fields: { ...MERGE_FIELDS, answers } };
  });

  app.post<{ Querystring: { encoding?: string } }>(
    '/api/documents/templates/preview',
    {
      schema: {
        querystring: { type: 'object', properties: { encoding: { type: 'string', enum: ['base64'] } } },
      },
    },
    async (request, reply) => {
      const asker = await requireAdmin(app, db, request);
      const input = parsedBody(templatePreviewSchema, request.body, 'template_invalid');
      if (input.queryId !== null && input.patientId === null)
        throw new ApiError(400, 'template_invalid', 'participant_required', { field: 'patientId' });
      const at = now();
      const values = await mergeValues(db, asker, input, at);
      const title = mergeTemplate(input.title, values);
      const pdf = await renderDocumentPdfOffThread(app.workers, {
        title,
        blocks: textBlocks(mergeTemplate(input.body, values)),
        brand: { tenantName: asker.tenant.name, color: THEME_COLORS[asker.tenant.theme] ?? '#1f4e8c' },
        language: input.language,
        subtitle: String(values['participant.full_name'] ?? ''),
        createdAt: at,
      });
      return sendPdf(reply, pdfName(title), pdf, request.query.encoding);
    },
  );
}

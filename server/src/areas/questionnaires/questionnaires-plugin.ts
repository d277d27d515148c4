// The questionnaires area's routes (issue 13): answering (read, autosave, submit, reject, consents),
// managing, sending, starting, history, PDF and a template's model for previews. Lists and counts
// are read through the data API (GraphQL) with its permissions; every write here checks the
// lifecycle and the answer rules and is refused with a code and both languages' texts.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import { QNR_ANSWERABLE, isLanguage, parseRole, type Language } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { requireTenant } from '../../tenancy/tenancy-plugin';
import { acceptConsents, parseAnswers, rejectQnr, saveAnswers, submitAnswers } from './qnr-answering';
import { dispatchBody, dispatchQnrs } from './qnr-dispatch';
import { qnrError } from './qnr-errors';
import { qnrHistory } from './qnr-history';
import { manageBody, manageQnr, startBody, startQnr } from './qnr-manage';
import { qnrPdfOffThread } from './qnr-pdf-off-thread';
import { answersOf, consentsFor, isStaff, loadQnr, loadTemplateModel, type QnrActor } from './qnr-store';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } },
} as const;
type IdRequest = { Params: { id: string } };

async function actorOf(app: FastifyInstance, request: FastifyRequest): Promise<QnrActor> {
  const tenant = requireTenant(request);
  const session = await app.requireSession(request);
  const role = parseRole(session.role);
  if (!role) throw qnrError('qnr_forbidden');
  return { customerId: tenant.id, userId: Number(session.user_id), role };
}

function parsed<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw qnrError('qnr_input_invalid', {}, { field: result.error.issues[0]?.path.join('.') ?? '' });
}

const langOf = (request: FastifyRequest): Language => {
  const lang = (request.query as { lang?: unknown }).lang;
  return isLanguage(lang) ? lang : 'no';
};

export const questionnairesPlugin: FastifyPluginAsync<AreaContext> = async (app, { db, clock, sms, log, config }) => {
  // Browser journeys run the server as its own process: this hook (NODE_ENV=test only, where the
  // clock may move at all) moves its clock and runs what is due (the expiry sweep among it), as the
  // HTTP tests do with app.clock.advance and app.jobs.runDue. It does not exist in development or production.
  if (config.NODE_ENV === 'test')
    app.post('/api/questionnaires/test/advance-clock', async (request) => {
      const { ms } = parsed(z.object({ ms: z.number().int().min(0).max(400 * 86_400_000) }), request.body);
      app.clock.advance(ms);
      await app.jobs.runDue();
      return { now: app.clock.now().toISOString() };
    });

  // One questionnaire to answer or read: its model, answers, consents and what the user may do.
  app.get<IdRequest>('/api/questionnaires/:id', { schema: { params: idParams } }, async (request, reply) => {
    const actor = await actorOf(app, request);
    const id = Number(request.params.id);
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      const row = await loadQnr(tx, actor, id);
      if (row.template_id === null) throw qnrError('qnr_not_found');
      const model = await loadTemplateModel(tx, actor.customerId, row.template_id);
      const consents = isStaff(actor) ? [] : await consentsFor(tx, actor.customerId, row.template_id, row.patient_id);
      if (!isStaff(actor) && row.properties.opened_at === undefined)
        await tx.query(
          `UPDATE queries SET properties = properties || jsonb_build_object('opened_at', $3::text) WHERE id = $1 AND customer_id = $2`,
          [row.id, actor.customerId, now.toISOString()],
        );
      const open =
        QNR_ANSWERABLE.includes(row.status) &&
        (row.valid_to === null || row.valid_to.getTime() > now.getTime()) &&
        (isStaff(actor) || row.valid_from === null || row.valid_from.getTime() <= now.getTime());
      return {
        questionnaire: {
          id: row.id,
          title: row.title,
          status: row.status,
          patient_id: row.patient_id,
          patient_name: row.patient_name,
          valid_from: row.valid_from,
          valid_to: row.valid_to,
          archived: row.archived,
          hide_for_patient: row.hide_for_patient,
          share_with_recipient: row.share_with_recipient,
          seen_by_therapist: row.seen_by_therapist,
          security_level: row.security_level,
          saved_at: row.cache?.saved_at ?? null,
          submitted_at: row.cache?.submitted_at ?? null,
          rejectable: row.rejectable,
        },
        model,
        answers: answersOf(row),
        consents,
        can_answer: open,
        can_reject: open && row.rejectable,
      };
    });
    reply.header('cache-control', 'no-store');
    return result;
  });

  const bigBody = { bodyLimit: 4 * 1024 * 1024 };
  app.put<IdRequest>('/api/questionnaires/:id/answers', { schema: { params: idParams }, ...bigBody }, async (request) => {
    const actor = await actorOf(app, request);
    return saveAnswers(db, actor, Number(request.params.id), parseAnswers(request.body), clock.now());
  });

  app.post<IdRequest>('/api/questionnaires/:id/submit', { schema: { params: idParams }, ...bigBody }, async (request) => {
    const actor = await actorOf(app, request);
    return submitAnswers(db, actor, Number(request.params.id), parseAnswers(request.body), clock.now());
  });

  app.post<IdRequest>('/api/questionnaires/:id/reject', { schema: { params: idParams } }, async (request) => {
    const actor = await actorOf(app, request);
    const { reason } = parsed(z.object({ reason: z.string().max(2000).nullable().optional() }), request.body);
    return rejectQnr(db, actor, Number(request.params.id), reason ?? null, clock.now());
  });

  app.post<IdRequest>('/api/questionnaires/:id/consents', { schema: { params: idParams } }, async (request) => {
    const actor = await actorOf(app, request);
    const { consent_template_ids } = parsed(
      z.object({ consent_template_ids: z.array(z.number().int().positive()).min(1).max(50) }),
      request.body,
    );
    return acceptConsents(db, actor, Number(request.params.id), consent_template_ids);
  });

  app.post<IdRequest>('/api/questionnaires/:id/manage', { schema: { params: idParams } }, async (request) => {
    const actor = await actorOf(app, request);
    return manageQnr(db, actor, Number(request.params.id), parsed(manageBody, request.body), clock.now());
  });

  app.get<IdRequest>('/api/questionnaires/:id/history', { schema: { params: idParams } }, async (request) => {
    const actor = await actorOf(app, request);
    if (!isStaff(actor)) throw qnrError('qnr_forbidden');
    return db.transaction(async (tx) => {
      const row = await loadQnr(tx, actor, Number(request.params.id));
      const errors = await tx.query<{ ai_id: number; error: string; created_at: Date }>(
        'SELECT ai_id, error, created_at FROM queries_error WHERE query_uuid = $1 AND customer_id = $2 ORDER BY ai_id DESC LIMIT 100',
        [row.query_uuid, actor.customerId],
      );
      return { history: await qnrHistory(tx, actor, row), errors: errors.rows.map((e) => ({ ...e, ai_id: Number(e.ai_id) })) };
    });
  });

  app.get<IdRequest>('/api/questionnaires/:id/pdf', { schema: { params: idParams } }, async (request, reply) => {
    const actor = await actorOf(app, request);
    const { row, model } = await db.transaction(async (tx) => {
      const found = await loadQnr(tx, actor, Number(request.params.id));
      if (found.template_id === null) throw qnrError('qnr_not_found');
      return { row: found, model: await loadTemplateModel(tx, actor.customerId, found.template_id) };
    });
    const pdf = await qnrPdfOffThread(app.workers, row, model, answersOf(row), langOf(request), clock.now());
    const filename = `questionnaire-${row.id}.pdf`;
    // The app reads it through its API client (which speaks JSON and sends the token).
    if ((request.query as { as?: unknown }).as === 'json') {
      reply.header('cache-control', 'no-store');
      return { filename, base64: Buffer.from(pdf).toString('base64') };
    }
    reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${filename}"`);
    return reply.send(Buffer.from(pdf));
  });

  app.post('/api/questionnaires/dispatch', async (request) => {
    const actor = await actorOf(app, request);
    const origin = `${request.protocol}://${request.headers.host ?? ''}`;
    return dispatchQnrs({ db, sms, log }, actor, parsed(dispatchBody, request.body), origin);
  });

  app.post('/api/questionnaires/start', async (request) => {
    const actor = await actorOf(app, request);
    return startQnr(db, actor, parsed(startBody, request.body), clock.now());
  });

  // A template's model (staff), for the designer's preview and the send page.
  app.get<IdRequest>('/api/questionnaire-templates/:id/model', { schema: { params: idParams } }, async (request) => {
    const actor = await actorOf(app, request);
    if (!isStaff(actor)) throw qnrError('qnr_forbidden');
    return db.transaction(async (tx) => {
      const { rows } = await tx.query('SELECT 1 FROM templates WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL', [
        Number(request.params.id),
        actor.customerId,
      ]);
      if (rows.length === 0) throw qnrError('qnr_not_found');
      return { model: await loadTemplateModel(tx, actor.customerId, Number(request.params.id)) };
    });
  });
};

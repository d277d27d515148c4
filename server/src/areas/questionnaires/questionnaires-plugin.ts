// The questionnaires area's routes (issue 13): answering (read, autosave, submit, reject, consents),
// managing, sending, starting, history, PDF, a template's model for previews and its answers table
// with CSV and Excel exports (qnr-answers-routes.ts). Lists and counts
// are read through the data API (GraphQL) with its permissions; every write here checks the
// lifecycle and the answer rules and is refused with a code and both languages' texts. The routes
// are the contract of packages/rules (questionnaires/contract.ts) on the area kit: it resolves the
// caller, checks the input and runs the SQL under the tenant's row-level security.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  QNR_ANSWERS_BODY_LIMIT,
  defineRoute,
  isLanguage,
  questionnairesContract as routes,
  type Language,
} from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type AreaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import { answersRoutes } from './qnr-answers-routes';
import { acceptConsents, answersWithinLimit, rejectQnr, saveAnswers, submitAnswers } from './qnr-answering';
import { dispatchQnrs } from './qnr-dispatch';
import { qnrError } from './qnr-errors';
import { historyOf } from './qnr-history';
import { qnrDetail } from './qnr-detail';
import { manageQnr, startQnr } from './qnr-manage';
import { qnrPdfOffThread } from './qnr-pdf-off-thread';
import { answersOf, loadQnr, loadTemplateModel } from './qnr-store';

/** Every signed-in user; what each may do with a questionnaire is the stores' check. */
const anyone: SignedInAccess = { who: 'anyone' };
/** Staff only, refused with the area's own code. */
const staff: SignedInAccess = { who: 'staff', refuse: { role: () => qnrError('qnr_forbidden') } };

/**
 * A test hook, not part of the area's contract (it is never in the app's bundle or in development
 * and production): the browser journeys run the server as its own process and move its clock.
 */
const advanceClock = defineRoute({
  method: 'POST',
  path: '/api/questionnaires/test/advance-clock',
  summary: 'Move the server’s clock and run what is due (NODE_ENV=test only)',
  body: z.strictObject({
    ms: z
      .number()
      .int()
      .min(0)
      .max(400 * 86_400_000),
  }),
  response: z.object({ now: z.string() }),
});

type Services = AreaContext & { app: FastifyInstance; router: AreaRouter };

/** The test hook of the browser journeys (NODE_ENV=test only). */
function testHook({ app, router, config }: Services) {
  // Browser journeys run the server as its own process: this hook (NODE_ENV=test only, where the
  // clock may move at all) moves its clock and runs what is due (the expiry sweep among it), as the
  // HTTP tests do with app.clock.advance and app.jobs.runDue. It does not exist in development or production.
  if (config.NODE_ENV !== 'test') return;
  router.publicRoute(
    advanceClock,
    {
      public: true,
      because: 'a test hook of the browser journeys (NODE_ENV=test only); it moves the process clock',
    },
    async ({ body }) => {
      app.clock.advance(body.ms);
      await app.jobs.runDue();
      return { now: app.clock.now().toISOString() };
    },
  );
}

/** Reading one questionnaire: its detail, history and PDF. */
function readingRoutes({ app, router, clock }: Services) {
  // One questionnaire to answer or read: its model, answers, consents and what the user may do.
  // A staff member's read of a participant's answers is in the access log (issue 32 item 8).
  router.route(routes.detail, anyone, async ({ caller, db, params }) =>
    qnrDetail(db, caller, params.id, clock.now()),
  );

  router.route(routes.history, staff, async ({ caller, db, params, query }) =>
    historyOf(db, caller, params.id, query.lang ?? 'no'),
  );

  router.route(routes.pdf, anyone, async ({ caller, db, params, query, reply }) => {
    // The access log's line is written by the load (a staff reader's; the transaction writes nothing else).
    const { row, model } = await db.transaction(async (tx) => {
      const found = await loadQnr(tx, caller, params.id, false, { role: caller.role, readOnly: true });
      if (found.template_id === null) throw qnrError('qnr_not_found');
      return { row: found, model: await loadTemplateModel(tx, caller.customerId, found.template_id) };
    });
    const lang: Language = isLanguage(query.lang) ? query.lang : 'no';
    const pdf = await qnrPdfOffThread(app.workers, row, model, answersOf(row), lang, clock.now());
    const filename = `questionnaire-${row.id}.pdf`;
    // `as=json`: the file name and the bytes as base64, for a client that speaks only JSON.
    if (query.as === 'json')
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(JSON.stringify({ filename, base64: Buffer.from(pdf).toString('base64') }));
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(Buffer.from(pdf));
  });
}

/** Answering: autosave, submit (with the large body limit), reject and the consents. */
async function answeringRoutes({ app, router, db, clock }: Services) {
  // A drawn signature is large: the answer routes take up to QNR_ANSWERS_BODY_LIMIT.
  await app.register(async (big) => {
    big.addHook('onRoute', (route) => {
      route.bodyLimit = QNR_ANSWERS_BODY_LIMIT;
    });
    const bigRouter = areaRouter(big, db, 'questionnaires');
    bigRouter.route(routes.save, anyone, async ({ caller, db, params, body }) =>
      saveAnswers(db, caller, params.id, answersWithinLimit(body.answers), clock.now()),
    );
    bigRouter.route(routes.submit, anyone, async ({ caller, db, params, body }) =>
      submitAnswers(db, caller, params.id, answersWithinLimit(body.answers), clock.now()),
    );
  });

  router.route(routes.reject, anyone, async ({ caller, db, params, body }) =>
    rejectQnr(db, caller, params.id, body.reason ?? null, clock.now()),
  );

  router.route(routes.consents, anyone, async ({ caller, db, params, body }) =>
    acceptConsents(db, caller, params.id, body.consent_template_ids),
  );
}

/** Staff's work: manage, send, start, a template's model. */
function staffRoutes({ router, clock, sms, log }: Services) {
  router.route(routes.manage, staff, async ({ caller, db, params, body }) =>
    manageQnr(db, caller, params.id, body, clock.now()),
  );

  router.route(routes.dispatch, staff, async ({ caller, db, body, request }) => {
    const origin = `${request.protocol}://${request.headers.host ?? ''}`;
    return dispatchQnrs({ db, sms, log }, caller, body, origin);
  });

  router.route(routes.start, anyone, async ({ caller, db, body }) => startQnr(db, caller, body, clock.now()));

  // A template's model (staff), for the designer's preview and the send page.
  router.route(routes.templateModel, staff, async ({ caller, db, params }) =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query(
        'SELECT 1 FROM templates WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL',
        [params.id, caller.customerId],
      );
      if (rows.length === 0) throw qnrError('qnr_not_found');
      return { model: await loadTemplateModel(tx, caller.customerId, params.id) };
    }),
  );
}

export const questionnairesPlugin: FastifyPluginAsync<AreaContext> = async (app, context) => {
  const services: Services = { ...context, app, router: areaRouter(app, context.db, 'questionnaires') };
  testHook(services);
  readingRoutes(services);
  await answeringRoutes(services);
  staffRoutes(services);
  answersRoutes(services.router, staff, app.workers);
};

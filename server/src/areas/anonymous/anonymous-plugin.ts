// Issue 28 item 7: the anonymous questionnaires' routes (packages/rules anonymous/contract.ts): the
// staff's invitations and results, and the public page with its form post. The public routes' paths
// hold the invitation's secret code: they log nothing, not even the path; answering is rate-limited
// per address (counted under a hash of the tenant and the address, kept for the window only).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { anonymousContract as routes } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import { hitWindow } from '../../auth/shared-rate-limit';
import { crossTenant } from '../../db/tenant-scope';
import { answerPage, notAvailablePage, thanksPage, tooManyPage, type PageLanguage } from './anonymous-page';
import { anonymousResultsCsv } from './anonymous-csv';
import { sendInvitationSms } from './anonymous-sms';
import {
  aggregate,
  answersOf,
  createInvitation,
  invitationAnswers,
  listInvitations,
  openInvitation,
  saveAnswer,
  templateQuestions,
} from './anonymous-store';

const staff: SignedInAccess = { who: 'staff' };
/** Answers from one address in one tenant within ANSWER_WINDOW_MS. */
export const ANSWERS_PER_WINDOW = 10;
export const ANSWER_WINDOW_MS = 10 * 60_000;
const PUBLIC = {
  public: true,
  because: 'anyone with the invitation link answers, without signing in',
} as const;

const languageOf = (query: unknown): PageLanguage =>
  (query as { lang?: unknown } | undefined)?.lang === 'en' ? 'en' : 'no';
const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('x-robots-tag', 'noindex').send(body);

function publicRoutes(app: FastifyInstance, context: AreaContext) {
  const { clock } = context;
  app.addHook('onRoute', (route) => {
    if (route.url === routes.publicPage.path) route.logLevel = 'silent';
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_r, body, done) => done(null, body),
  );
  const router = areaRouter(app, context.db, 'anonymous');
  router.publicRoute(routes.publicPage, PUBLIC, async ({ db, params, request, reply }) => {
    const language = languageOf(request.query);
    const invitation = await openInvitation(db, params.code, clock.now());
    if (!invitation) return html(reply, 404, notAvailablePage(language));
    const questions = await templateQuestions(db, invitation.customerId, invitation.templateId);
    return html(reply, 200, answerPage(language, invitation.title, questions));
  });
  router.publicRoute(routes.publicAnswer, PUBLIC, async ({ db, tenant, params, request, reply }) => {
    const language = languageOf(request.query);
    const address = createHash('sha256').update(`${tenant.id}:${request.ip}`).digest('base64url');
    const hits = await hitWindow(
      crossTenant(context.db, 'the rate-limit counters are shared'),
      clock,
      `anonymous ${address}`,
      ANSWER_WINDOW_MS,
    );
    if (hits.current > ANSWERS_PER_WINDOW) {
      reply.header('retry-after', String(Math.ceil(hits.ttl / 1000)));
      return html(reply, 429, tooManyPage(language));
    }
    const invitation = await openInvitation(db, params.code, clock.now());
    if (!invitation) return html(reply, 404, notAvailablePage(language));
    const questions = await templateQuestions(db, invitation.customerId, invitation.templateId);
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    await saveAnswer(db, invitation, answersOf(questions, form));
    return html(reply, 200, thanksPage(language));
  });
}

export const anonymousPlugin: FastifyPluginAsync<AreaContext> = async (app, context) => {
  const router = areaRouter(app, context.db, 'anonymous');
  const linkOf = (protocol: string, host: string | undefined, code: string) =>
    `${protocol}://${host ?? ''}/anonymous/${code}`;

  router.route(routes.templates, staff, async ({ caller, db }) => {
    const { rows } = await db.query<{ id: string; title: string; questions: string }>(
      `SELECT t.id, t.title, (SELECT count(*) FROM anonymous_template_question q WHERE q.anonymous_template_id = t.id) AS questions
         FROM anonymous_templates t WHERE t.customer_id = $1 AND t.deleted_at IS NULL ORDER BY t.title, t.id`,
      [caller.customerId],
    );
    return {
      templates: rows.map((r) => ({ id: Number(r.id), title: r.title, questions: Number(r.questions) })),
    };
  });
  router.route(routes.invitations, staff, async ({ caller, db, request }) => ({
    invitations: (await listInvitations(db, caller.customerId)).map((row) => ({
      id: Number(row.id),
      label: row.label ?? '',
      templateTitle: row.title,
      link: linkOf(request.protocol, request.headers.host, row.invitation_code),
      validFrom: row.valid_from && new Date(row.valid_from).toISOString(),
      validTo: row.valid_to && new Date(row.valid_to).toISOString(),
      answers: Number(row.answers),
    })),
  }));
  router.route(routes.createInvitation, staff, async ({ caller, db, body, request }) => {
    const { id, code } = await db.transaction((tx) => createInvitation(tx, caller.customerId, body));
    return { id, link: linkOf(request.protocol, request.headers.host, code) };
  });
  router.route(routes.smsInvitation, staff, async ({ caller, db, params, body, request }) => ({
    sent: await sendInvitationSms(context, db, caller, {
      invitationId: params.id,
      phones: body.phones,
      linkOf: (code) => linkOf(request.protocol, request.headers.host, code),
    }),
  }));
  router.route(routes.results, staff, async ({ caller, db, params }) => {
    const { label, questions, answers } = await invitationAnswers(db, caller.customerId, params.id);
    return { label, answers: answers.length, questions: aggregate(questions, answers) };
  });
  router.route(routes.resultsCsv, staff, async ({ caller, db, params, reply }) => {
    const { questions, answers } = await invitationAnswers(db, caller.customerId, params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="anonymous-${params.id}.csv"`)
      .send(anonymousResultsCsv(questions, answers));
  });
  await app.register(async (scope) => publicRoutes(scope, context));
};

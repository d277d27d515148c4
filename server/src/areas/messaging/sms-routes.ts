// Issue 31 items 5 and 6: SMS templates (create, edit, deactivate; categories; linked questionnaire
// templates; merge fields and length checked as the editor's preview counts them), sending from a
// template through the adapter as jobs, and the gateway's delivery reports (a public route whose
// Bearer token is the gateway's shared secret, SMS_GATEWAY_TOKEN).
import type { FastifyPluginAsync } from 'fastify';
import { fillMergeFields, smsContract as routes, smsTemplateProblem } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import { takeMessageBudget } from './message-budget';
import { messagingError } from './messaging-errors';
import { mobileNumber } from './phone-number';
import { queueSms, recordDelivery, reportSecretMatches, scheduleSmsJobs } from './sms-delivery';
import { createSmsTemplate, listSmsTemplates, updateSmsTemplate } from './sms-templates-store';

const staff: SignedInAccess = { who: 'staff' };

function refuseText(content: string, tenantName: string) {
  const problem = smsTemplateProblem(content, tenantName);
  if (problem?.code === 'sms_unknown_merge_field')
    throw messagingError(400, 'sms_unknown_merge_field', { field: problem.field });
  if (problem?.code === 'sms_too_long')
    throw messagingError(400, 'sms_too_long', { parts: problem.parts, max: problem.max });
}

export const smsRoutes: FastifyPluginAsync<AreaContext> = async (app, context) => {
  const { db, clock, config } = context;
  const router = areaRouter(app, db, 'messaging');

  router.route(routes.templates, staff, async ({ caller, db }) => ({
    ...(await listSmsTemplates(db)),
    tenantName: caller.tenant.name,
  }));

  router.route(routes.create, staff, async ({ caller, db, body }) => {
    refuseText(body.content, caller.tenant.name);
    const made = await db.transaction((tx) => createSmsTemplate(tx, caller.customerId, body));
    if ('refused' in made) throw messagingError(404, made.refused);
    return made;
  });

  router.route(routes.update, staff, async ({ caller, db, params, body }) => {
    refuseText(body.content, caller.tenant.name);
    const refused = await db.transaction((tx) => updateSmsTemplate(tx, caller.customerId, params.id, body));
    if (refused) throw messagingError(404, refused);
    return { ok: true };
  });

  router.route(routes.send, staff, async ({ caller, db, params, body, request }) => {
    const link = `${request.protocol}://${request.host}/login`;
    const queued = await db.transaction(async (tx) => {
      const found = await tx.query<{ content: string; active: boolean }>(
        'SELECT content, active FROM sms_templates WHERE id = $1 AND deleted_at IS NULL',
        [params.id],
      );
      const template = found.rows[0];
      if (!template) throw messagingError(404, 'sms_template_not_found');
      if (!template.active) throw messagingError(409, 'sms_template_inactive');
      const ids = [...new Set(body.recipientIds)];
      const people = await tx.query<{ id: string | number; full_name: string; mobile_phone: string | null }>(
        `SELECT r.id, r.full_name, coalesce(u.mobile_phone, r.mobile_phone) AS mobile_phone
           FROM recipients r LEFT JOIN users u ON u.id = r.user_id
          WHERE r.id = ANY($1::bigint[]) AND r.deleted_at IS NULL`,
        [ids],
      );
      if (people.rows.length !== ids.length) throw messagingError(404, 'sms_recipient_not_found');
      const reachable = people.rows.flatMap((p) => {
        const to = p.mobile_phone ? mobileNumber(p.mobile_phone) : null;
        return to ? [{ to, firstName: p.full_name.split(/\s+/)[0] ?? '' }] : [];
      });
      if (!(await takeMessageBudget(tx, caller, reachable.length, clock.now())))
        throw messagingError(429, 'too_many_messages');
      const smsIds: number[] = [];
      for (const person of reachable) {
        const content = fillMergeFields(template.content, {
          first_name: person.firstName,
          link,
          tenant_name: caller.tenant.name,
        });
        smsIds.push(
          await queueSms(tx, {
            customerId: caller.customerId,
            userId: caller.userId,
            templateId: params.id,
            content,
            to: person.to,
          }),
        );
      }
      return { smsIds, withoutMobile: ids.length - reachable.length };
    });
    await scheduleSmsJobs(context, caller.customerId, queued.smsIds);
    return { queued: queued.smsIds.length, withoutMobile: queued.withoutMobile };
  });

  router.publicRoute(
    routes.deliveryReport,
    { public: true, because: 'the SMS gateway reports deliveries with its shared secret, not a session' },
    async ({ db, body, request }) => {
      if (!reportSecretMatches(request.headers.authorization, config.SMS_GATEWAY_TOKEN))
        throw messagingError(401, 'sms_report_unauthorized');
      if (!(await recordDelivery(db, body, clock.now()))) throw messagingError(404, 'sms_report_unknown');
      return { ok: true };
    },
  );
};

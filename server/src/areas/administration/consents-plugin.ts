// Issue 32 items 1 and 2: the consents editor (§2.7, admins with the group's feature flag), the
// answers every signed-in user gives (after sign-in, and on their own consents page) and the
// public privacy policy of the login page's footer. Routes are the contract of packages/rules
// (administration/contract.ts); the kit resolves the caller and checks the input.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  administrationContract as routes,
  acceptanceStands,
  CONSENT_GROUPS,
  CONSENT_GROUP_FEATURE,
  SIGN_IN_GROUPS,
  type ConsentGroup,
  type ConsentTemplateInput,
} from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type AreaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import type { SchedulingClock } from '../../clock/clock';
import type { Caller } from '../../area-kit/caller';
import type { Queryable } from '../../db/database';
import type { WorkerPool } from '../../workers';
import { sanitizePolicyTextOffThread } from './policy-text';
import { adminError } from './administration-errors';
import { listRecords } from './consent-records';
import {
  answerCounts,
  createTemplate,
  currentVersions,
  latestAnswers,
  publishVersion,
  recordAnswer,
  removeTemplate,
  templateGroup,
  templateVersions,
  versionById,
  versionCounts,
} from './consent-store';

const admin: SignedInAccess = { who: 'admin' };
const anyone: SignedInAccess = { who: 'anyone' };

/** The groups whose editor the tenant's flags open (§6: shell_PrivacyPolicyEdit, consents_editor). */
function editableGroups(caller: Caller): ConsentGroup[] {
  return CONSENT_GROUPS.filter((group) => caller.features.has(CONSENT_GROUP_FEATURE[group]));
}

function requireGroup(caller: Caller, group: ConsentGroup) {
  if (!editableGroups(caller).includes(group)) throw adminError(403, 'feature_off');
}

/** The rich text is sanitised on the server (the editor's HTML is never trusted). */
async function cleanInput(workers: WorkerPool, input: ConsentTemplateInput) {
  const [bodyEn, bodyNo] = await Promise.all([
    input.bodyEn ? sanitizePolicyTextOffThread(workers, input.bodyEn) : '',
    input.bodyNo ? sanitizePolicyTextOffThread(workers, input.bodyNo) : '',
  ]);
  return { ...input, bodyEn, bodyNo };
}

/** The user's sign-in consents whose acceptance does not stand (never given, withdrawn, expired, renewed). */
async function pendingFor(db: Queryable, caller: Caller, now: Date) {
  const [versions, answers] = await Promise.all([
    currentVersions(db, caller.customerId, SIGN_IN_GROUPS),
    latestAnswers(db, caller.customerId, caller.userId),
  ]);
  return versions.filter(
    (version) =>
      !(version.validTo && Date.parse(version.validTo) <= now.getTime()) &&
      !acceptanceStands(version, answers.get(version.templateId) ?? null, now),
  );
}

/** The editor's routes (§2.7): admins, each group behind its feature flag. */
function editorRoutes(app: FastifyInstance, router: AreaRouter, clock: SchedulingClock) {
  router.route(routes.consentTemplates, admin, async ({ caller, db, query }) => {
    requireGroup(caller, query.group);
    const [versions, counts, versionsPer] = await Promise.all([
      currentVersions(db, caller.customerId, [query.group]),
      answerCounts(db, caller.customerId, query.group),
      versionCounts(db, caller.customerId, query.group),
    ]);
    return {
      templates: versions.map((current) => {
        const count = counts.get(current.templateId);
        return {
          id: current.templateId,
          current,
          versions: versionsPer.get(current.templateId) ?? 1,
          accepted: count?.ACCEPTED ?? 0,
          declined: count?.DECLINED ?? 0,
          withdrawn: count?.WITHDRAWN ?? 0,
        };
      }),
    };
  });

  router.route(routes.consentVersions, admin, async ({ caller, db, params }) => {
    const group = await templateGroup(db, caller.customerId, params.id);
    if (!group) throw adminError(404, 'consent_not_found');
    requireGroup(caller, group);
    return { versions: await templateVersions(db, caller.customerId, params.id) };
  });

  router.route(routes.createConsent, admin, async ({ caller, db, body }) => {
    requireGroup(caller, body.group);
    const input = await cleanInput(app.workers, body);
    return db.transaction((tx) => createTemplate(tx, caller.customerId, caller.userId, input, clock.now()));
  });

  router.route(routes.publishConsent, admin, async ({ caller, db, params, body }) => {
    requireGroup(caller, body.group);
    const input = await cleanInput(app.workers, body);
    return db.transaction((tx) =>
      publishVersion(tx, caller.customerId, caller.userId, params.id, input, clock.now()),
    );
  });

  router.route(routes.removeConsent, admin, async ({ caller, db, params }) => {
    await removeTemplate(db, caller.customerId, params.id, editableGroups(caller));
    return { ok: true };
  });

  router.route(routes.consentRecords, admin, async ({ caller, db, query }) => {
    requireGroup(caller, query.group);
    return { records: await listRecords(db, caller.customerId, query) };
  });
}

/** Every user's own answers (after sign-in and on their consents page), and the public policy. */
function answerRoutes(router: AreaRouter, clock: SchedulingClock) {
  router.route(routes.pendingConsents, anyone, async ({ caller, db }) => ({
    pending: await pendingFor(db, caller, clock.now()),
  }));

  router.route(routes.myConsents, anyone, async ({ caller, db }) => {
    const now = clock.now();
    const answers = await latestAnswers(db, caller.customerId, caller.userId);
    const versions = await currentVersions(db, caller.customerId, CONSENT_GROUPS);
    return {
      consents: versions
        .filter((version) => SIGN_IN_GROUPS.includes(version.group) || answers.has(version.templateId))
        .map((current) => {
          const answer = answers.get(current.templateId) ?? null;
          return {
            current,
            answer: answer && { action: answer.action, version: answer.version, at: answer.at },
            stands: acceptanceStands(current, answer, now),
          };
        }),
    };
  });

  router.route(routes.answerConsent, anyone, async ({ caller, db, body }) => {
    const version = await versionById(db, caller.customerId, body.versionId);
    const current = version && (await templateVersions(db, caller.customerId, version.templateId))[0];
    // Only the version in force can be answered: an older one was replaced before the user saw it.
    if (!version || current?.id !== version.id) throw adminError(404, 'consent_not_found');
    if (!body.accepted && !body.reason) throw adminError(400, 'consent_reason_needed');
    await recordAnswer(
      db,
      caller.customerId,
      caller.userId,
      version,
      body.accepted ? 'ACCEPTED' : 'DECLINED',
      body.reason,
      clock.now(),
    );
    const signOut = !body.accepted && SIGN_IN_GROUPS.includes(version.group);
    // Declining what sign-in asks for ends the session (§2.2): the shell signs out with the reason.
    if (signOut)
      await db.query(
        'UPDATE sessions SET revoked_at = now(), updated_at = now() WHERE jti = $1 AND revoked_at IS NULL',
        [caller.session.jti],
      );
    return { ok: true, signOut };
  });

  router.route(routes.withdrawConsent, anyone, async ({ caller, db, params, body }) => {
    const group = await templateGroup(db, caller.customerId, params.id);
    if (!group) throw adminError(404, 'consent_not_found');
    if (group === 'PRIVACY_POLICY') throw adminError(409, 'consent_cannot_withdraw');
    const answer = (await latestAnswers(db, caller.customerId, caller.userId)).get(params.id);
    if (answer?.action !== 'ACCEPTED') throw adminError(409, 'consent_not_accepted');
    await recordAnswer(
      db,
      caller.customerId,
      caller.userId,
      { id: answer.versionId, templateId: params.id },
      'WITHDRAWN',
      body.reason,
      clock.now(),
    );
    return { ok: true };
  });

  router.publicRoute(
    routes.privacyPolicy,
    { public: true, because: 'the login page links the privacy policy before anyone signs in' },
    async ({ tenant, db }) => ({
      policy: (await currentVersions(db, tenant.id, ['PRIVACY_POLICY']))[0] ?? null,
    }),
  );
}

export const consentsPlugin: FastifyPluginAsync<AreaContext> = async (app, { db, clock }) => {
  const router = areaRouter(app, db, 'administration');
  editorRoutes(app, router, clock);
  answerRoutes(router, clock);
};

import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import { itemAt } from './demo-lists';
import { insertRows, json } from './insert-row';
import type { SeededParticipants } from './participants';
import type { SeededPlans } from './plans';
import { daysFrom } from './relative-time';
import type { SeededTemplates } from './templates';
import { insertSampleTemplate } from '../areas/questionnaires';

// Questionnaire instances (the ARTIFACT_QNRS widget) for the recipients, in every status, some
// hidden for the patient, one archived, one soft-deleted, some unseen by staff (unseen_queries).

interface DemoQuery {
  recipient: number;
  template: number;
  status: 'DRAFT' | 'SENT' | 'STARTED' | 'ANSWERED' | 'REJECTED' | 'EXPIRED' | 'ARCHIVED';
  daysAgo: number;
  initiator?: 'THERAPIST' | 'PATIENT';
  seen?: boolean;
  hidden?: boolean;
  deleted?: boolean;
  plan?: number;
}

const DEMO_QUERIES: readonly DemoQuery[] = [
  { recipient: 0, template: 5, status: 'SENT', daysAgo: 1 },
  { recipient: 0, template: 0, status: 'ANSWERED', daysAgo: 6, plan: 0 },
  { recipient: 0, template: 6, status: 'STARTED', daysAgo: 3, plan: 0 },
  { recipient: 1, template: 0, status: 'SENT', daysAgo: 2 },
  { recipient: 1, template: 2, status: 'ANSWERED', daysAgo: 9, seen: true, plan: 1 },
  { recipient: 2, template: 1, status: 'DRAFT', daysAgo: 0 },
  { recipient: 2, template: 3, status: 'REJECTED', daysAgo: 12, seen: true },
  { recipient: 3, template: 2, status: 'EXPIRED', daysAgo: 30, seen: true },
  { recipient: 3, template: 0, status: 'ANSWERED', daysAgo: 4, hidden: true },
  { recipient: 4, template: 1, status: 'ARCHIVED', daysAgo: 60, seen: true },
  { recipient: 5, template: 2, status: 'SENT', daysAgo: 1, initiator: 'PATIENT' },
  { recipient: 6, template: 3, status: 'SENT', daysAgo: 5, deleted: true },
  { recipient: 7, template: 4, status: 'SENT', daysAgo: 2 },
];

export interface SeededQueries {
  ids: number[];
  uuids: string[];
}

export async function seedQueries(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
  templates: SeededTemplates,
  plans: SeededPlans,
): Promise<SeededQueries> {
  const { customerId, users, now, profile } = tenant;
  const seeded: SeededQueries = { ids: [], uuids: [] };
  for (const [index, query] of DEMO_QUERIES.entries()) {
    const sentAt = daysFrom(now, -query.daysAgo, 10);
    const validTo =
      query.status === 'EXPIRED' ? daysFrom(now, -query.daysAgo + 14, 23) : daysFrom(now, 30, 23);
    const result = await tx.query<{ id: number; query_uuid: string }>(
      `INSERT INTO queries (customer_id, patient_id, template_id, artifact_package_id, title, token, soknad_id, region,
         status, initiator, security_level, properties, archived, hide_for_patient, rejected, seen_by_therapist,
         share_with_recipient, valid_from, valid_to, created_by, updated_by, created_at, deleted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $9, 3, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18, $16, $19)
       RETURNING id, query_uuid`,
      [
        customerId,
        itemAt(participants.recipientIds, query.recipient),
        itemAt(templates.ids, query.template),
        query.plan === undefined ? null : itemAt(plans.packageIds, query.plan),
        itemAt(templates.titles, query.template),
        randomBytes(16).toString('hex'),
        profile.brand === 'work-inclusion' ? `SOK-${2025000 + index}` : null,
        query.status,
        query.initiator ?? 'THERAPIST',
        JSON.stringify({ progress: query.status === 'STARTED' ? 40 : query.status === 'ANSWERED' ? 100 : 0 }),
        query.status === 'ARCHIVED',
        query.hidden ?? false,
        query.status === 'REJECTED',
        query.seen ?? false,
        query.status === 'ANSWERED',
        sentAt,
        validTo,
        query.initiator === 'PATIENT' ? null : users.staff,
        query.deleted ? now : null,
      ],
    );
    const row = itemAt(result.rows, 0);
    seeded.ids.push(Number(row.id));
    seeded.uuids.push(row.query_uuid);
  }
  await insertRows(
    tx,
    'queries_cache',
    DEMO_QUERIES.flatMap((query, index) =>
      query.status === 'ANSWERED'
        ? [
            {
              query_uuid: itemAt(seeded.uuids, index),
              customer_id: customerId,
              data: json({ answers: { q1: 'Bra', q2: '6' } }),
            },
          ]
        : [],
    ),
  );
  await insertRows(tx, 'queries_error', [
    {
      query_uuid: itemAt(seeded.uuids, 6),
      customer_id: customerId,
      error: 'Import to the connector failed: timeout',
      properties: json({ attempt: 1 }),
    },
  ]);
  await seedFollowUp(tx, tenant, participants);
  return seeded;
}

/**
 * A follow-up questionnaire with every question type, a condition and both matrices (issue 13), sent
 * to the first participants: one to answer (the demo participant's), one answered and not yet seen
 * by staff, one in progress, one expired; answers as the server keeps them (queries.cache).
 */
async function seedFollowUp(tx: Queryable, tenant: SeededTenant, participants: SeededParticipants) {
  const { customerId, users, now, profile } = tenant;
  const template = await insertSampleTemplate(tx, customerId, {
    title: 'Oppfølging etter samtale',
    context: profile.subdomain === 'demo' ? 'OPPFOLGING' : 'TILTAKSPLAN',
    flags: { rejectable: true, collapse_all: true, shareable: true },
    validDays: 14,
  });
  const [name, working, hours, started, wellbeing, help, days, experience, agree, , comments] =
    template.questionIds;
  const answer = (
    question_id: number | undefined,
    value: unknown,
    composite_question_id: number | null = null,
    row_id: string | null = null,
  ) => ({
    question_id,
    composite_question_id,
    row_id,
    value,
  });
  const full = [
    answer(name, 'Sara Hansen'),
    answer(working, true),
    answer(hours, 20),
    answer(started, '2025-09-01'),
    answer(wellbeing, 4),
    answer(help, 'intervju'),
    answer(days, ['Mandag', 'Torsdag']),
    answer(template.innerIds[7]![0], 'Rema 1000 Grünerløkka', experience!, '0'),
    answer(template.innerIds[7]![1], 'Butikkmedarbeider', experience!, '0'),
    answer(template.innerIds[8]![0], '3', agree!),
    answer(template.innerIds[8]![1], '2', agree!),
    answer(comments, 'Jeg ønsker mer hjelp med CV-en.'),
  ];
  const rows = [
    { recipient: 0, status: 'SENT', cache: null, daysAgo: 1, seen: false },
    {
      recipient: 1,
      status: 'ANSWERED',
      cache: { answers: full, saved_at: daysFrom(now, -1, 14), submitted_at: daysFrom(now, -1, 14) },
      daysAgo: 3,
      seen: false,
    },
    {
      recipient: 2,
      status: 'STARTED',
      cache: { answers: full.slice(0, 3), saved_at: daysFrom(now, -1, 9) },
      daysAgo: 2,
      seen: true,
    },
    { recipient: 3, status: 'EXPIRED', cache: null, daysAgo: 20, seen: true },
  ];
  for (const row of rows) {
    const sentAt = daysFrom(now, -row.daysAgo, 9);
    const recipientId = itemAt(participants.recipientIds, row.recipient);
    // Sent by the caseworker; the answers are then the participant's own version (issue 26 item 8:
    // the history credits them to the participant, not to the caseworker who sent the form).
    const sent = await tx.query<{ id: number }>(
      `INSERT INTO queries (customer_id, patient_id, template_id, title, status, initiator, security_level, share_with_recipient,
         seen_by_therapist, valid_from, valid_to, created_by, updated_by, created_at)
       VALUES ($1, $2, $3, 'Oppfølging etter samtale', $4, 'THERAPIST', 3, true, $5, $6, $7, $8, $8, $6) RETURNING id`,
      [
        customerId,
        recipientId,
        template.templateId,
        row.cache === null ? row.status : 'SENT',
        row.seen,
        sentAt,
        daysFrom(now, -row.daysAgo + 14, 23),
        users.staff,
      ],
    );
    if (row.cache !== null) await answerAsParticipant(tx, Number(itemAt(sent.rows, 0).id), recipientId, row);
  }
}

/** The participant's answers as the server writes them (qnr-answering.ts): their status, their version. */
async function answerAsParticipant(
  tx: Queryable,
  id: number,
  recipientId: number,
  row: { status: string; cache: Record<string, unknown> | null; seen: boolean },
) {
  await tx.query("SELECT set_config('portal.decided_by', 'recipient', true)");
  await tx.query(
    `UPDATE queries q SET status = $2, seen_by_therapist = $3, updated_by = r.user_id,
            cache = $4::jsonb || jsonb_build_object('saved_by', jsonb_build_object('user_id', r.user_id, 'participant', true))
       FROM recipients r WHERE q.id = $1 AND r.id = $5`,
    [id, row.status, row.seen, JSON.stringify(row.cache), recipientId],
  );
  await tx.query("SELECT set_config('portal.decided_by', '', true)");
}

export const queriesDemo: DemoModule = {
  name: 'queries',
  seed: async (tx, demo) => {
    demo.put(
      'queries',
      await seedQueries(tx, demo.tenant, demo.get('participants'), demo.get('templates'), demo.get('plans')),
    );
  },
};

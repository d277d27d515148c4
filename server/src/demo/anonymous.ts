import { randomUUID } from 'node:crypto';
import { newInvitationCode } from '../areas/anonymous';
import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import { itemAt } from './demo-lists';
import { insertRow, insertRows, insertRowsReturningIds, json } from './insert-row';
import { daysFrom } from './relative-time';
import type { SeededTemplates } from './templates';

// Anonymous questionnaires: a template answered without login through an invitation code.

/** An answer to the three demo questions, keyed by their anonymous_template_question ids. */
function demoAnswer(questionIds: number[], index: number): Record<string, unknown> {
  return Object.fromEntries(
    questionIds.map((id, position) => [String(id), position === 1 ? index + 3 : 'Fornøyd']),
  );
}

export async function seedAnonymous(
  tx: Queryable,
  tenant: SeededTenant,
  templates: SeededTemplates,
): Promise<void> {
  const { customerId, users, now, profile } = tenant;
  const title = profile.brand === 'care' ? 'Brukerundersøkelse (anonym)' : 'Deltakerundersøkelse (anonym)';
  const templateId = await insertRow(tx, 'anonymous_templates', {
    customer_id: customerId,
    title,
    context: null,
    region: 1,
    therapist_role: 'staff',
    template_uuid: itemAt(templates.uuids, 2),
    attributes: json({ thankYou: 'Takk for svaret!' }),
  });
  const questionIds = await insertRowsReturningIds(
    tx,
    'anonymous_template_question',
    [0, 1, 2].map((position) => ({
      anonymous_template_id: templateId,
      question_id: itemAt(templates.questionIds, position + 2),
      customer_id: customerId,
      position,
      title: null,
      description: null,
      narrative: null,
      properties: json({}),
    })),
  );
  const queryIds = await insertRowsReturningIds(
    tx,
    'anonymous_queries',
    [1, 2].map((round) => ({
      customer_id: customerId,
      anonymous_template_id: templateId,
      title: `${title} – runde ${round}`,
      region: 1,
      properties: json({ round }),
    })),
  );
  // Unguessable codes (192 random bits), as the area makes them.
  const codes = [newInvitationCode(), newInvitationCode()];
  await insertRows(
    tx,
    'anonymous_invitations',
    codes.map((code, index) => ({
      customer_id: customerId,
      invitation_code: code,
      label: index === 0 ? 'Runde 1' : 'Runde 2 (utløpt)',
      valid_from: daysFrom(now, index === 0 ? -7 : -60),
      valid_to: daysFrom(now, index === 0 ? 30 : -30),
      anonymous_template_id: templateId,
    })),
  );
  await insertRows(
    tx,
    'anonymous_answers',
    [0, 1, 2].map((index) => ({
      customer_id: customerId,
      anonymous_invitation_code: itemAt(codes, index === 2 ? 1 : 0),
      anonymous_query_id: itemAt(queryIds, index === 2 ? 1 : 0),
      title,
      region: 1,
      properties: json({ answers: demoAnswer(questionIds, index) }),
    })),
  );
  await insertRows(tx, 'anonymous_sms', [
    {
      customer_id: customerId,
      anonymous_query_id: itemAt(queryIds, 0),
      content: 'Hei! Svar anonymt på brukerundersøkelsen: lenken kommer fra veilederen din.',
      create_user: users.staff,
      message_id: `gw-anon-${profile.subdomain}-1`,
      region: 1,
      soknad_id: null,
      tlfmobil: '+4799399999',
      uid: randomUUID(),
    },
  ]);
}

export const anonymousDemo: DemoModule = {
  name: 'anonymous',
  seed: (tx, demo) => seedAnonymous(tx, demo.tenant, demo.get('templates')),
};

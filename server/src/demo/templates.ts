import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { DemoSubdomain, SeededTenant } from './demo-tenants';
import { cycleAt, itemAt } from './demo-lists';
import { seedDesignedTemplate } from './designed-templates';
import { insertRow, insertRows, insertRowsReturningIds, json } from './insert-row';

// Questionnaire templates with their flags, journal roles, offers and cache, and the questions
// they hold. Every context of contexts.ts has templates (ADVOCA too); the last template of each
// tenant is soft-deleted, so context_templates_count has something to leave out.

interface DemoTemplate {
  title: string;
  context: string;
  userContextMe: boolean;
  offer: number;
  offerType: number;
  planCategory: number;
  deleted?: boolean;
}

// prettier-ignore
const QUESTIONS: Record<DemoSubdomain, string[]> = {
  demo: ['Hvordan opplever du arbeidsdagen?', 'Hvor mange timer kan du jobbe per dag?', 'Hva trenger du hjelp til?',
    'Hvordan er helsen din i dag?', 'Hvilke mål har du for neste måned?', 'Andre kommentarer'],
  care: ['Hvordan har du sovet i natt?', 'Trenger du hjelp med måltider?', 'Har du falt den siste måneden?',
    'Hvordan er smertene i dag (0-10)?', 'Hva er viktig for deg nå?', 'Andre kommentarer'],
};
const COMPOSITE: Record<DemoSubdomain, { title: string; rows: string[] }> = {
  demo: { title: 'Arbeidserfaring', rows: ['Arbeidsgiver', 'Stilling', 'Fra og til'] },
  care: { title: 'Legemidler', rows: ['Navn', 'Dose', 'Tidspunkt'] },
};

// prettier-ignore
const TEMPLATES: Record<DemoSubdomain, DemoTemplate[]> = {
  demo: [
    { title: 'Kartlegging av arbeidsevne', context: 'KARTLEGGING', userContextMe: false, offer: 1, offerType: 10, planCategory: 1 },
    { title: 'Kartlegging av ferdigheter', context: 'KARTLEGGING', userContextMe: false, offer: 1, offerType: 11, planCategory: 1 },
    { title: 'Oppfølgingssamtale', context: 'OPPFOLGING', userContextMe: false, offer: 2, offerType: 10, planCategory: 2 },
    { title: 'Månedsrapport', context: 'RAPPORT', userContextMe: false, offer: 3, offerType: 12, planCategory: 3 },
    { title: 'Advoca-skjema', context: 'ADVOCA', userContextMe: false, offer: 4, offerType: 13, planCategory: 3 },
    { title: 'Egenvurdering av arbeidsdagen', context: 'EGENVURDERING', userContextMe: true, offer: 2, offerType: 14, planCategory: 2 },
    { title: 'Min plan', context: 'MIN_PLAN', userContextMe: true, offer: 2, offerType: 14, planCategory: 2 },
    { title: 'Gammel kartlegging', context: 'KARTLEGGING', userContextMe: false, offer: 1, offerType: 10, planCategory: 1, deleted: true },
  ],
  care: [
    { title: 'Behovskartlegging', context: 'BEHOV', userContextMe: false, offer: 21, offerType: 30, planCategory: 1 },
    { title: 'Fallrisiko', context: 'BEHOV', userContextMe: false, offer: 21, offerType: 31, planCategory: 1 },
    { title: 'Tiltaksplan', context: 'TILTAKSPLAN', userContextMe: false, offer: 22, offerType: 30, planCategory: 2 },
    { title: 'Journalnotat', context: 'JOURNALNOTAT', userContextMe: false, offer: 23, offerType: 32, planCategory: 3 },
    { title: 'Advoca-skjema', context: 'ADVOCA', userContextMe: false, offer: 24, offerType: 33, planCategory: 3 },
    { title: 'Egenrapport: søvn og trivsel', context: 'EGENRAPPORT', userContextMe: true, offer: 22, offerType: 34, planCategory: 2 },
    { title: 'Tilbakemelding på tjenesten', context: 'TILBAKEMELDING', userContextMe: true, offer: 22, offerType: 34, planCategory: 2 },
    { title: 'Gammel behovskartlegging', context: 'BEHOV', userContextMe: false, offer: 21, offerType: 30, planCategory: 1, deleted: true },
  ],
};

export interface SeededTemplates {
  /** Live templates, in catalogue order (the soft-deleted one is left out). */
  ids: number[];
  uuids: string[];
  titles: string[];
  questionIds: number[];
}

async function seedQuestions(tx: Queryable, tenant: SeededTenant): Promise<number[]> {
  const { customerId, profile } = tenant;
  const questionIds = await insertRowsReturningIds(
    tx,
    'questions',
    QUESTIONS[profile.subdomain].map((title, index) => ({
      customer_id: customerId,
      title,
      description: null,
      external_key_id: `${profile.subdomain}-q${index + 1}`,
      properties: json({ type: index === 3 ? 'scale' : 'text', required: index < 2 }),
      props: json({ rows: 3 }),
    })),
  );
  const composite = COMPOSITE[profile.subdomain];
  const compositeId = await insertRow(tx, 'questions', {
    customer_id: customerId,
    title: composite.title,
    properties: json({ type: 'composite' }),
  });
  const rowIds = await insertRowsReturningIds(
    tx,
    'questions',
    composite.rows.map((title) => ({ customer_id: customerId, title, properties: json({ type: 'text' }) })),
  );
  await insertRows(
    tx,
    'question_composite_question',
    rowIds.map((questionId, index) => ({
      composite_question_id: compositeId,
      question_id: questionId,
      customer_id: customerId,
      position: index,
      row: 0,
      title: itemAt(composite.rows, index),
      description: null,
      narrative: null,
      properties: json({ width: 4 }),
    })),
  );
  return [...questionIds, compositeId];
}

export async function seedTemplates(tx: Queryable, tenant: SeededTenant): Promise<SeededTemplates> {
  const { customerId, users, profile } = tenant;
  const questionIds = await seedQuestions(tx, tenant);
  const seeded: SeededTemplates = { ids: [], uuids: [], titles: [], questionIds };
  for (const [index, template] of TEMPLATES[profile.subdomain].entries()) {
    const roles = template.userContextMe ? ['participant'] : ['staff', 'team_leader'];
    const inserted = await tx.query<{ id: number; template_uuid: string }>(
      `INSERT INTO templates (customer_id, title, context, region, therapist_role, changed_by, plan_category, offer,
         offer_type, valid_days, attributes, journal_roles, offer_types, offers, settings_ui, deleted_at)
       VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       RETURNING id, template_uuid`,
      [
        customerId,
        template.title,
        template.context,
        roles[0],
        users.admin,
        template.planCategory,
        template.offer,
        template.offerType,
        14 + index,
        JSON.stringify({ color: index % 2 === 0 ? 'blue' : 'green' }),
        JSON.stringify(roles),
        JSON.stringify([template.offerType]),
        JSON.stringify([template.offer]),
        JSON.stringify({ collapse: false, showProgress: true }),
        template.deleted ? tenant.now : null,
      ],
    );
    const row = itemAt(inserted.rows, 0);
    const id = Number(row.id);
    const uuid = row.template_uuid;
    await insertRows(tx, 'template_flags', [
      {
        template_id: id,
        customer_id: customerId,
        user_context_me: template.userContextMe,
        shareable: true,
        rejectable: index % 3 === 0,
        generate_on_start: index === 0,
        collapse_all: index % 2 === 1,
        continuous: template.userContextMe,
        soknadid_required: profile.brand === 'work-inclusion' && index === 3,
        ask_for_phone_nr: index === 2,
        genesis: index === 0,
      },
    ]);
    await insertRows(
      tx,
      'template_journal_roles',
      roles.map((role) => ({ role, template_uuid: uuid, customer_id: customerId })),
    );
    await insertRows(tx, 'template_offer_types', [
      { offer_type: template.offerType, template_uuid: uuid, customer_id: customerId },
    ]);
    await insertRows(tx, 'template_offers', [
      { offer: template.offer, template_uuid: uuid, customer_id: customerId },
    ]);
    const linked = [0, 1, 2].map((offset) => cycleAt(questionIds, index + offset));
    await insertRows(
      tx,
      'question_template',
      linked.map((questionId, position) => ({
        template_id: id,
        question_id: questionId,
        customer_id: customerId,
        position,
        title: null,
        description: null,
        narrative: position === 0 ? 'Les spørsmålene nøye.' : null,
        properties: json({}),
      })),
    );
    await insertRows(tx, 'template_cache', [
      {
        template_uuid: uuid,
        customer_id: customerId,
        show: !template.deleted,
        data: json({ title: template.title, context: template.context, questions: linked }),
      },
    ]);
    await insertRows(tx, 'template_cache_access', [{ customer_id: customerId, template_uuid: uuid }]);
    if (template.deleted) continue;
    seeded.ids.push(id);
    seeded.uuids.push(uuid);
    seeded.titles.push(template.title);
  }
  await seedTemplateExtras(tx, tenant, seeded);
  // Not in `seeded`: the other areas' demo rows pick templates from that list by place.
  await seedDesignedTemplate(tx, tenant);
  return seeded;
}

/** Genesis set, a customer override (with its change log), favourites and their order. */
async function seedTemplateExtras(
  tx: Queryable,
  tenant: SeededTenant,
  templates: SeededTemplates,
): Promise<void> {
  const { customerId, users } = tenant;
  const first = itemAt(templates.ids, 0);
  await insertRows(tx, 'genesis_templates', [
    { template_id: first, genesis_set: 'standard', customer_id: customerId },
  ]);
  await insertRows(tx, 'genesis_denied_permissions', [
    { customer_id: customerId, table_id: 'sms_templates' },
  ]);
  await insertRows(tx, 'qnr_template_genesis_overrides', [
    {
      template_uuid: itemAt(templates.uuids, 0),
      customer_id: customerId,
      context: null,
      generate_on_start: true,
      journal_roles: json(['staff']),
      offer_types: json([]),
      offers: json([]),
      qnr_info: json({ note: 'Tilpasset for demo' }),
      changed_by: users.admin,
    },
  ]);
  await insertRows(
    tx,
    'favorite_templates_order',
    [0, 1, 2].map((index) => ({
      user_id: users.staff,
      customer_id: customerId,
      template_id: itemAt(templates.ids, index),
      order: index + 1,
    })),
  );
  await insertRows(
    tx,
    'favorites',
    [0, 2].map((index, order) => ({
      user_id: users.staff,
      customer_id: customerId,
      entity_id: itemAt(templates.ids, index),
      table_name: 'templates',
      order: order + 1,
    })),
  );
}

export const templatesDemo: DemoModule = {
  name: 'templates',
  seed: async (tx, demo) => {
    demo.put('templates', await seedTemplates(tx, demo.tenant));
  },
};

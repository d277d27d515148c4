// Demo data of the documents area (issue 14 parts 4-6): the drafts' text with versions to go back
// to, and the tenant's document templates with merge fields (one reads a questionnaire's answers).
// The drafts themselves are rows of documents.ts; this module gives them their rich text.
import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import { insertRows } from './insert-row';
import { daysFrom } from './relative-time';

const DRAFT_TEXTS: Readonly<Record<string, { html: string; earlier: string }>> = {
  'Utkast: tiltaksplan': {
    earlier: '<h2>Mål</h2><p>Komme i arbeid innen seks måneder.</p>',
    html:
      '<h2>Mål</h2><p>Komme i arbeid innen seks måneder, helst i butikk eller lager.</p>' +
      '<h2>Tiltak</h2><ul><li>Arbeidstrening to dager i uken</li><li>Jobbsøkerkurs i mars</li><li>Oppfølgingssamtale hver fjortende dag</li></ul>' +
      '<h2>Plan</h2><table><tbody><tr><th>Uke</th><th>Aktivitet</th></tr><tr><td>1–4</td><td>Kartlegging og CV</td></tr><tr><td>5–12</td><td>Arbeidstrening</td></tr></tbody></table>',
  },
  'Utkast: referat fra samtale': {
    earlier: '<p>Samtalen handlet om arbeidstid.</p>',
    html:
      '<h2>Referat</h2><p>Vi snakket om arbeidstid og reisevei. Deltakeren ønsker å starte med <strong>halve dager</strong>.</p>' +
      '<p>Neste møte avtales på telefon. Mer informasjon: <a href="https://www.nav.no/arbeid">nav.no/arbeid</a>.</p>',
  },
  'Utkast: rapport til oppdragsgiver': {
    earlier: '<h2>Rapport</h2><p>Første utkast.</p>',
    html: '<h2>Rapport</h2><p>Deltakeren har møtt til alle avtaler i perioden.</p><ol><li>Oppmøte: 100 %</li><li>Arbeidstrening: startet</li></ol>',
  },
};

const TEMPLATES = [
  {
    title: 'Oppsummering av kartlegging – {{participant.full_name}}',
    language: 'no',
    body: [
      '# Oppsummering av kartleggingen',
      'Deltaker: **{{participant.full_name}}**',
      'Skjema: {{questionnaire.title}}, besvart {{questionnaire.date}}',
      '## Svar',
      '- Hvordan går det: {{answers.q1}}',
      '- Motivasjon (1–10): {{answers.q2}}',
      '## Videre plan',
      '{{user.name}} følger opp videre. Ta kontakt med {{tenant.name}} om noe er uklart.',
      'Dato: {{date.today}}',
    ].join('\n'),
  },
  {
    title: 'Summary of the assessment – {{participant.full_name}}',
    language: 'en',
    body: [
      '# Summary of the assessment',
      'Participant: **{{participant.full_name}}**',
      'Questionnaire: {{questionnaire.title}}, answered {{questionnaire.date}}',
      '## Answers',
      '- How it is going: {{answers.q1}}',
      '- Motivation (1–10): {{answers.q2}}',
      '## Next steps',
      '{{user.name}} follows up. Contact {{tenant.name}} with any questions.',
      'Date: {{date.today}}',
    ].join('\n'),
  },
  {
    title: 'Bekreftelse på deltakelse',
    language: 'no',
    body: [
      '# Bekreftelse på deltakelse',
      'Det bekreftes at {{participant.full_name}} deltar i {{participant.tiltak}} hos {{tenant.name}}.',
      'Med vennlig hilsen',
      '{{user.name}}',
      '{{date.today}}',
    ].join('\n'),
  },
] as const;

export async function seedDocumentDrafts(tx: Queryable, tenant: SeededTenant): Promise<void> {
  const { customerId, users, now } = tenant;
  const { rows } = await tx.query<{ id: number; title: string; created_by: number }>(
    `SELECT id::int AS id, title, created_by::int AS created_by FROM dockladd_properties
      WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY id`,
    [customerId],
  );
  for (const [index, draft] of rows.entries()) {
    const text = DRAFT_TEXTS[draft.title];
    if (!text) continue;
    await insertRows(tx, 'dockladd_versions', [
      {
        customer_id: customerId,
        dockladd_id: draft.id,
        revision: 1,
        title: draft.title,
        html: text.earlier,
        created_by: draft.created_by,
        created_at: daysFrom(now, -(index + 2), 9),
      },
    ]);
    await tx.query(
      'UPDATE dockladd_properties SET html = $3, revision = 2 WHERE customer_id = $1 AND id = $2',
      [customerId, draft.id, text.html],
    );
  }
  await insertRows(
    tx,
    'document_templates',
    TEMPLATES.map((template) => ({ customer_id: customerId, ...template, created_by: users.admin })),
  );
}

export const documentDraftsDemo: DemoModule = {
  name: 'document-drafts',
  seed: (tx, demo) => seedDocumentDrafts(tx, demo.tenant),
};

// A template of each tenant as the designer makes it (issue 13.2): sections, a required yes/no, a
// question shown only on "yes", single choice, a scale, both kinds of matrix and a signature;
// saved through the designer's own save, so the rows are what the designer writes.
import type { TemplateDesignInput } from '@portal/rules';
import type { Queryable } from '../db/database';
import { createTemplate, parseDesign } from '../areas/questionnaires';
import type { DemoSubdomain, SeededTenant } from './demo-tenants';

const choices = (...texts: string[]) => texts.map((text, index) => ({ value: String(index + 1), text }));

// prettier-ignore
const DESIGNS: Record<DemoSubdomain, TemplateDesignInput> = {
  demo: {
    template: {
      title: 'Jobbsituasjon og ønsker', context: 'KARTLEGGING', region: 1, valid_days: 21,
      journal_roles: ['staff', 'team_leader'], offer_types: [10], offers: [1], plan_category: 1,
      settings_ui: { showProgress: true }, flags: { rejectable: true, shareable: true, collapse_all: true },
    },
    questions: [
      { key: 'om_deg', type: 'section', title: 'Om arbeidssituasjonen din' },
      { key: 'i_jobb', type: 'yesno', title: 'Er du i jobb i dag?', required: true, help: 'Svar ja også om du jobber deltid.' },
      { key: 'arbeidsgiver', type: 'text', title: 'Hvem er arbeidsgiveren din?', showIf: { question: 'i_jobb', op: 'eq', value: true } },
      { key: 'stillingsprosent', type: 'number', title: 'Hvor stor stillingsprosent har du?', min: 0, max: 100, showIf: { question: 'i_jobb', op: 'eq', value: true } },
      { key: 'erfaring', type: 'composite', title: 'Tidligere arbeidserfaring', narrative: 'Før opp de siste jobbene dine, den nyeste først.', matrix: 'dynamic',
        inner: [{ key: 'stilling', title: 'Stilling', type: 'text' }, { key: 'arbeidssted', title: 'Arbeidssted', type: 'text' }, { key: 'aar', title: 'Antall år', type: 'number' }] },
      { key: 'onsker', type: 'section', title: 'Ønsker og mål' },
      { key: 'bransje', type: 'single', title: 'Hvilken bransje vil du helst jobbe i?', choices: choices('Helse og omsorg', 'Bygg og anlegg', 'Handel', 'Kontor og administrasjon', 'Annet') },
      { key: 'motivasjon', type: 'scale', title: 'Hvor motivert er du for å komme i jobb?', min: 1, max: 5, minLabel: 'Lite', maxLabel: 'Svært' },
      { key: 'enighet', type: 'composite', title: 'Hvor enig er du i dette?', matrix: 'choice', choices: choices('Uenig', 'Litt enig', 'Enig'),
        inner: [{ key: 'trygg', title: 'Jeg føler meg trygg på å søke jobb' }, { key: 'stotte', title: 'Jeg får den støtten jeg trenger' }] },
      { key: 'signatur', type: 'signature', title: 'Signer for at opplysningene stemmer' },
    ],
  },
  care: {
    template: {
      title: 'Hverdagsmestring', context: 'BEHOV', region: 1, valid_days: 14,
      journal_roles: ['staff'], offer_types: [30], offers: [21], plan_category: 1,
      settings_ui: { showProgress: true }, flags: { shareable: true, continuous: true },
    },
    questions: [
      { key: 'hjemme', type: 'section', title: 'Hjemme' },
      { key: 'bor_alene', type: 'yesno', title: 'Bor du alene?', required: true },
      { key: 'hjelp_fra', type: 'longtext', title: 'Hvem hjelper deg til daglig?', showIf: { question: 'bor_alene', op: 'eq', value: false } },
      { key: 'smerter', type: 'scale', title: 'Hvor sterke smerter har du i dag?', min: 0, max: 10, minLabel: 'Ingen', maxLabel: 'Verst tenkelig' },
      { key: 'aktiviteter', type: 'multiple', title: 'Hva klarer du selv?', choices: choices('Handle', 'Lage mat', 'Dusje', 'Kle på meg') },
      { key: 'legemidler', type: 'composite', title: 'Legemidler', narrative: 'Før opp legemidlene du bruker fast.', matrix: 'dynamic',
        inner: [{ key: 'navn', title: 'Navn', type: 'text' }, { key: 'dose', title: 'Dose', type: 'text' }, { key: 'tidspunkt', title: 'Tidspunkt', type: 'text' }] },
      { key: 'info', type: 'info', title: 'Takk!', help: 'Svarene dine hjelper oss å tilpasse tjenesten.' },
    ],
  },
};

export async function seedDesignedTemplate(tx: Queryable, tenant: SeededTenant): Promise<number> {
  const design = parseDesign(DESIGNS[tenant.profile.subdomain]);
  const saved = await createTemplate(
    tx,
    { customerId: tenant.customerId, userId: tenant.users.admin },
    design,
  );
  return saved.id;
}

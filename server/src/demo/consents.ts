import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import { itemAt } from './demo-lists';
import { insertRows, insertRowsReturningIds, type Row } from './insert-row';
import type { SeededParticipants } from './participants';
import type { SeededPlans } from './plans';
import type { SeededQueries } from './queries';
import { calendarDate, daysFrom } from './relative-time';
import type { SeededTemplates } from './templates';

// Consents of the privacy and consents page (spec §2.7): one template per tab group, the consents
// made from them (one tied to a questionnaire), and recipients' answers in several states.

const CONSENT_TEMPLATES = [
  { title: 'Personvernerklæring', group: 'PRIVACY_POLICY', type: 'CONSENT', renew: false, validDays: null },
  { title: 'Samtykke ved innlogging', group: 'LOGIN_CONSENTS', type: 'CONSENT', renew: true, validDays: 365 },
  {
    title: 'Samtykke til deling av skjema',
    group: 'QUESTIONNAIRE_CONSENTS',
    type: 'QUESTIONNAIRE',
    renew: true,
    validDays: 180,
  },
] as const;

const ANSWERS = [
  { recipient: 0, consent: 0, status: 'ACCEPTED', accepted: true, expiresInDays: 365 },
  { recipient: 0, consent: 1, status: 'ACCEPTED', accepted: true, expiresInDays: 200 },
  { recipient: 0, consent: 3, status: 'PENDING', accepted: false, expiresInDays: null },
  { recipient: 1, consent: 0, status: 'ACCEPTED', accepted: true, expiresInDays: 365 },
  { recipient: 2, consent: 2, status: 'REJECTED', accepted: false, expiresInDays: null },
  { recipient: 3, consent: 1, status: 'PENDING', accepted: false, expiresInDays: null },
  { recipient: 4, consent: 1, status: 'EXPIRED', accepted: true, expiresInDays: -10 },
] as const;

export async function seedConsents(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
  templates: SeededTemplates,
  queries: SeededQueries,
  plans: SeededPlans,
): Promise<void> {
  const { customerId, now } = tenant;
  const templateIds = await insertRowsReturningIds(
    tx,
    'consent_templates',
    CONSENT_TEMPLATES.map((template) => ({
      customer_id: customerId,
      title: template.title,
      description: `${template.title} for ${tenant.profile.name}`,
      type: template.type,
      group: template.group,
      region: 1,
      renew_consent: template.renew,
      valid_days: template.validDays,
      valid_to: null,
    })),
  );
  const consentRows: Row[] = CONSENT_TEMPLATES.map((template, index) => ({
    customer_id: customerId,
    consent_template_id: itemAt(templateIds, index),
    title: template.title,
    description: `${template.title} for ${tenant.profile.name}`,
    type: template.type,
    group: template.group,
    region: 1,
    accepted: false,
    renew_consent: template.renew,
    status: 'PENDING',
    valid_days: template.validDays,
    valid_to: template.validDays === null ? null : daysFrom(now, template.validDays, 23),
    query_id: null,
    artifact_parcel_id: null,
  }));
  consentRows.push({
    ...itemAt(consentRows, 2),
    title: 'Samtykke: kartlegging av arbeidsevne',
    query_id: itemAt(queries.ids, 1),
    artifact_parcel_id: itemAt(plans.parcelIds, 0),
  });
  const consentIds = await insertRowsReturningIds(tx, 'consents', consentRows);

  await insertRows(
    tx,
    'consent_patient',
    ANSWERS.map((answer) => ({
      consent_id: itemAt(consentIds, answer.consent),
      patient_id: itemAt(participants.recipientIds, answer.recipient),
      customer_id: customerId,
      artifact_package_id: answer.recipient === 0 ? itemAt(plans.packageIds, 0) : null,
      accepted: answer.accepted,
      status: answer.status,
      expiry_date: answer.expiresInDays === null ? null : calendarDate(daysFrom(now, answer.expiresInDays)),
    })),
  );
  await insertRows(tx, 'consent_approval_rejection_reasons', [
    {
      consent_id: itemAt(consentIds, 2),
      patient_id: itemAt(participants.recipientIds, 2),
      customer_id: customerId,
      accept_reason: null,
      reject_reason: 'Ønsker ikke å dele svarene',
    },
    {
      consent_id: itemAt(consentIds, 0),
      patient_id: itemAt(participants.recipientIds, 1),
      customer_id: customerId,
      accept_reason: 'Forstår hvordan opplysningene brukes',
      reject_reason: null,
    },
  ]);
  await insertRows(tx, 'consent_template_to_template', [
    {
      consent_template_id: itemAt(templateIds, 2),
      template_id: itemAt(templates.ids, 0),
      customer_id: customerId,
    },
  ]);
  await insertRows(tx, 'genesis_consent_templates', [
    { consent_template_id: itemAt(templateIds, 0), genesis_set: 'standard', customer_id: customerId },
  ]);
  await insertRows(tx, 'genesis_consent_permissions', [
    { consent_id: itemAt(consentIds, 0), customer_id: customerId },
  ]);
}

export const consentsDemo: DemoModule = {
  name: 'consents',
  seed: (tx, demo) =>
    seedConsents(
      tx,
      demo.tenant,
      demo.get('participants'),
      demo.get('templates'),
      demo.get('queries'),
      demo.get('plans'),
    ),
};

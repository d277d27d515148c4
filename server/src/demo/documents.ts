import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import { itemAt } from './demo-lists';
import { insertRows, insertRowsReturningIds, json, type Row } from './insert-row';
import type { SeededParticipants } from './participants';
import type { SeededPlans } from './plans';
import { daysFrom } from './relative-time';
import type { SeededTemplates } from './templates';

// Documents shared with recipients (post journal, signing), and drafts in the DocKladd tables
// (the DRAFTS widget). Some rows are unseen by staff, one archived, one hidden, one soft-deleted.

/** The demo files, with the text the storage area writes into their PDFs (demoFilePdf) and search reads. */
export const DEMO_FILES: readonly { name: string; category: string; text: string }[] = [
  {
    name: 'Tiltaksplan.pdf',
    category: 'PLAN',
    text: 'Tiltaksplan for arbeidsrettet oppfølging. Mål: fast deltidsjobb innen seks måneder. Tiltak: arbeidstrening i butikk tre dager i uken, jobbsøkerkurs og ukentlige samtaler med veileder.',
  },
  {
    name: 'Samtykkeerklæring.pdf',
    category: 'CONTRACT',
    text: 'Samtykkeerklæring. Jeg samtykker i at veilederen kan innhente opplysninger fra fastlegen og NAV om min helse og arbeidsevne, så langt det trengs for oppfølgingen.',
  },
  {
    name: 'Referat fra oppstartsmøte.pdf',
    category: 'REPORT',
    text: 'Referat fra oppstartsmøtet. Deltakeren ønsker å jobbe med kundeservice. Vi avtalte hospitering hos en lokal bedrift og nytt møte om to uker.',
  },
  {
    name: 'CV.pdf',
    category: 'APPLICATION',
    text: 'Curriculum vitae. Erfaring fra lager og butikk, førerkort klasse B, gode kunnskaper i engelsk og norsk.',
  },
  // The organisation's own files (shared with no participant): the files page's "Organisation's files" tab.
  {
    name: 'Rutiner for oppfølging.pdf',
    category: 'OTHER',
    text: 'Rutiner for oppfølging av deltakere. Første samtale innen to uker, kartlegging innen fire uker, tiltaksplan signeres av deltakeren. Avvik meldes til teamleder.',
  },
  {
    name: 'Personvernerklæring.pdf',
    category: 'OTHER',
    text: 'Personvernerklæring. Vi behandler opplysninger om deltakerne for å gi oppfølging. Spørsmål om personvern rettes til personvernombudet.',
  },
];

/** The storage key of a demo file (the storage area writes the PDF there at start when it is missing). */
export const demoFileKey = (customerId: number, index: number) =>
  `customers/${customerId}/files/demo-${index + 1}`;

interface DemoShare {
  document: number;
  recipient: number;
  status: 'SENT' | 'SIGNED' | 'ANSWERED';
  forSigning?: boolean;
  seen?: boolean;
  shared?: boolean;
  archived?: boolean;
  hidden?: boolean;
  deleted?: boolean;
  byPatient?: boolean;
}

const SHARES: readonly DemoShare[] = [
  { document: 0, recipient: 0, status: 'SENT', forSigning: true, seen: true },
  { document: 0, recipient: 1, status: 'SIGNED', forSigning: true, seen: true },
  { document: 1, recipient: 0, status: 'SIGNED', forSigning: true, shared: true, seen: true },
  { document: 2, recipient: 2, status: 'SENT', shared: true },
  { document: 2, recipient: 3, status: 'ANSWERED', archived: true, seen: true },
  { document: 2, recipient: 4, status: 'SENT', hidden: true },
  { document: 1, recipient: 5, status: 'SENT', deleted: true },
  { document: 3, recipient: 0, status: 'SENT', byPatient: true, shared: true },
];

export interface SeededDocuments {
  ids: number[];
}

export async function seedDocuments(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
  plans: SeededPlans,
  templates: SeededTemplates,
): Promise<SeededDocuments> {
  const { customerId, users, now, profile } = tenant;
  const ids = await insertRowsReturningIds(
    tx,
    'documents',
    DEMO_FILES.map((file, index) => ({
      customer_id: customerId,
      name: file.name,
      path: demoFileKey(customerId, index),
      content_type: 'application/pdf',
      text_content: file.text,
      region: 1,
      sds_id: `SDS-${profile.subdomain}-${index + 1}`,
      artifact_parcel_id: index === 0 ? itemAt(plans.parcelIds, 0) : null,
      auto_import: index === 3,
      combine_signatures: index === 1,
      signed_by_therapist: index === 1,
      upload_patient_id: index === 3 ? itemAt(participants.recipientIds, 0) : null,
    })),
  );
  const shares: Row[] = SHARES.map((share, index) => {
    const signed = share.status === 'SIGNED';
    return {
      document_id: itemAt(ids, share.document),
      patient_id: itemAt(participants.recipientIds, share.recipient),
      customer_id: customerId,
      status: share.status,
      initiator: share.byPatient ? 'PATIENT' : 'THERAPIST',
      active: !share.archived,
      actno: `${profile.subdomain.toUpperCase()}-2025-${String(share.recipient + 1).padStart(3, '0')}`,
      archived: share.archived ?? false,
      artifact_package_id: share.recipient === 0 ? itemAt(plans.packageIds, 0) : null,
      category: itemAt(DEMO_FILES, share.document).category,
      create_user_id: share.byPatient ? users.participant : users.staff,
      delete_comment: share.deleted ? 'Sendt til feil mottaker' : null,
      deleted_by: share.deleted ? users.staff : null,
      for_signing: share.forSigning ?? false,
      hide_for_patient: share.hidden ?? false,
      imported_to_epr: signed,
      // Made as a real signed copy when first read (server/src/areas/documents/demo-signed-copy.ts).
      pades_path: signed ? `customers/${customerId}/files/demo-signed-${index}` : null,
      xades_path: signed ? `${profile.subdomain}/signed/${index}.xades.xml` : null,
      scroll_mode: share.forSigning ?? false,
      security_level: 3,
      seen_by_patient: signed,
      seen_by_therapist: share.seen ?? false,
      share_with_recipient: share.shared ?? false,
      esignature_request_id: share.forSigning ? `esign-req-${profile.subdomain}-${index}` : null,
      esignature_status: share.forSigning ? (signed ? 'SIGNED' : 'WAITING') : null,
      esignature_task_id: share.forSigning ? `esign-task-${profile.subdomain}-${index}` : null,
      soknad_id: profile.brand === 'work-inclusion' ? `SOK-${2025100 + index}` : null,
      token: randomBytes(16).toString('hex'),
      created_at: daysFrom(now, -(index + 1), 11),
      deleted_at: share.deleted ? now : null,
    };
  });
  const shareIds = await insertRowsReturningIds(tx, 'document_patient', shares);
  // The demo participant's signature behind their signed share (the signing flow records one a signer).
  await insertRows(
    tx,
    'document_signatures',
    SHARES.flatMap((share, index) =>
      share.status === 'SIGNED' && share.recipient === 0
        ? [
            {
              customer_id: customerId,
              document_patient_id: itemAt(shareIds, index),
              signer_role: 'PATIENT',
              signer_user_id: users.participant,
              signer_name: itemAt(participants.names, share.recipient),
              provider: 'built-in',
              sha256: createHash('sha256').update(`${profile.subdomain}/signed/${index}`).digest('hex'),
              signed_at: daysFrom(now, -index, 12),
            },
          ]
        : [],
    ),
  );
  await seedDrafts(tx, tenant, participants, templates);
  return { ids };
}

/** DocKladd: drafts of documents with their answers so far. */
async function seedDrafts(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
  templates: SeededTemplates,
): Promise<void> {
  const { customerId, users, now } = tenant;
  const drafts = [
    { title: 'Utkast: tiltaksplan', recipient: 0, template: 2, author: users.staff },
    { title: 'Utkast: referat fra samtale', recipient: 1, template: 3, author: users.staff },
    { title: 'Utkast: rapport til oppdragsgiver', recipient: 2, template: 3, author: users.leader },
  ];
  const draftIds = await insertRowsReturningIds(
    tx,
    'dockladd_properties',
    drafts.map((draft, index) => ({
      customer_id: customerId,
      title: draft.title,
      patient_id: itemAt(participants.recipientIds, draft.recipient),
      template_id: itemAt(templates.ids, draft.template),
      document_id: null,
      created_by: draft.author,
      properties: json({ format: 'A4', language: 'no' }),
      updated_at: daysFrom(now, -index, 14),
    })),
  );
  await insertRows(
    tx,
    'dockladd_questions',
    draftIds.flatMap((draftId) =>
      [0, 1].map((position) => ({
        dockladd_id: draftId,
        customer_id: customerId,
        question_id: itemAt(templates.questionIds, position),
        position,
        answer: json(position === 0 ? 'Går bra, trenger litt mer tid.' : '4'),
        properties: json({}),
      })),
    ),
  );
}

export const documentsDemo: DemoModule = {
  name: 'documents',
  seed: async (tx, demo) => {
    demo.put(
      'documents',
      await seedDocuments(
        tx,
        demo.tenant,
        demo.get('participants'),
        demo.get('plans'),
        demo.get('templates'),
      ),
    );
  },
};

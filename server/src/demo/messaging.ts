import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import { itemAt } from './demo-lists';
import type { SeededDocuments } from './documents';
import { insertRows, insertRowsReturningIds } from './insert-row';
import type { SeededParticipants } from './participants';
import type { SeededQueries } from './queries';
import { hoursBefore } from './relative-time';
import type { SeededTemplates } from './templates';

// SMS templates and sent SMS (spec §3 SMS), and in-portal notifications (insertNotification).

const SMS_TEMPLATES = [
  {
    title: 'Påminnelse om skjema',
    category: 'REMINDER',
    content: 'Hei! Du har et skjema som venter på svar i portalen.',
  },
  {
    title: 'Invitasjon til portalen',
    category: 'INVITATION',
    content: 'Hei! Du er invitert til portalen. Logg inn med lenken.',
  },
  {
    title: 'Nytt dokument',
    category: 'NOTIFICATION',
    content: 'Hei! Et nytt dokument er delt med deg i portalen.',
  },
  { title: 'Gammel påminnelse', category: 'REMINDER', content: 'Husk avtalen i morgen.', inactive: true },
] as const;

export async function seedMessaging(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
  templates: SeededTemplates,
  queries: SeededQueries,
  documents: SeededDocuments,
): Promise<void> {
  const { customerId, users, now } = tenant;
  const smsTemplateIds = await insertRowsReturningIds(
    tx,
    'sms_templates',
    SMS_TEMPLATES.map((template) => ({
      customer_id: customerId,
      title: template.title,
      content: template.content,
      active: !('inactive' in template && template.inactive),
      category: template.category,
      region: 1,
    })),
  );
  await insertRows(tx, 'sms_template_template', [
    {
      sms_template_id: itemAt(smsTemplateIds, 0),
      template_id: itemAt(templates.ids, 0),
      customer_id: customerId,
    },
  ]);
  // The gateway's delivery reports (issue 31): delivered, failed, not yet reported.
  const sent = [
    { recipient: 0, query: 0, template: 0, hoursAgo: 20, delivery: 'delivered' },
    { recipient: 1, query: 3, template: 0, hoursAgo: 40, delivery: 'failed' },
    { recipient: 5, query: 10, template: 0, hoursAgo: 22, delivery: 'sent' },
    { recipient: 2, query: null, template: 2, hoursAgo: 60, delivery: 'delivered' },
    // The group send's questionnaires (the plans of the demo's package group): outbox groups.
    { recipient: 0, query: 2, template: 0, hoursAgo: 70, delivery: 'delivered' },
    { recipient: 1, query: 4, template: 0, hoursAgo: 210, delivery: 'failed' },
  ];
  const smsIds = await insertRowsReturningIds(
    tx,
    'sms',
    sent.map((sms, index) => ({
      customer_id: customerId,
      query_id: sms.query === null ? null : itemAt(queries.ids, sms.query),
      sms_template_id: itemAt(smsTemplateIds, sms.template),
      content: itemAt(SMS_TEMPLATES, sms.template).content,
      tlfmobil: itemAt(participants.mobilePhones, sms.recipient),
      message_id: `gw-${tenant.profile.subdomain}-${index + 1}`,
      uid: randomUUID(),
      region: 1,
      soknad_id: null,
      create_user: users.staff,
      created_at: hoursBefore(now, sms.hoursAgo),
      delivery_status: sms.delivery,
      delivery_reported_at: sms.delivery === 'sent' ? null : hoursBefore(now, sms.hoursAgo - 1),
      failed_reason: sms.delivery === 'failed' ? 'UNREACHABLE' : null,
    })),
  );
  await insertRows(tx, 'document_sms', [
    { document_id: itemAt(documents.ids, 2), sms_id: itemAt(smsIds, 3), customer_id: customerId },
  ]);
  await seedNotifications(tx, tenant, participants);
  await seedInbox(tx, tenant, participants, queries, documents);
  // The staff member's choices (issue 31 item 8): shares by SMS, answers by e-mail.
  await insertRows(tx, 'notification_preferences', [
    { customer_id: customerId, user_id: users.staff, kind: 'shared', sms: true, email: false },
    { customer_id: customerId, user_id: users.staff, kind: 'query_answered', sms: false, email: true },
  ]);
}

/** The bell's notifications: an answer and a participant's new questionnaire for staff, time for the leader. */
async function seedNotifications(tx: Queryable, tenant: SeededTenant, participants: SeededParticipants) {
  const { customerId, users, now } = tenant;
  await insertRows(tx, 'notifications', [
    {
      customer_id: customerId,
      user_id: users.staff,
      subject_id: itemAt(participants.recipientIds, 0),
      title: 'Skjema besvart',
      message: `${itemAt(participants.names, 0)} har svart på et skjema.`,
      region: 1,
      service: 'artifact',
      trigger: 'query_answered',
      send_sms: false,
      read_at: null,
    },
    {
      customer_id: customerId,
      user_id: users.staff,
      subject_id: itemAt(participants.recipientIds, 5),
      title: 'Nytt skjema fra deltaker',
      message: `${itemAt(participants.names, 5)} har sendt et skjema.`,
      region: 1,
      service: 'artifact',
      trigger: 'query_created',
      send_sms: true,
      read_at: null,
    },
    {
      customer_id: customerId,
      user_id: users.leader,
      subject_id: null,
      title: 'Timer til godkjenning',
      message: 'Det er timer som venter på godkjenning.',
      region: 1,
      service: 'crm',
      trigger: 'time_entries_pending',
      send_sms: false,
      read_at: hoursBefore(now, 3),
    },
  ]);
}

/**
 * The inbox (issue 31): what reached the staff member and the team leader, unread and read, of
 * every kind; the triggers of migration 0800 add the participant's upload of the documents module.
 */
async function seedInbox(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
  queries: SeededQueries,
  documents: SeededDocuments,
): Promise<void> {
  const { customerId, users, now } = tenant;
  const recipient = (index: number) => itemAt(participants.recipientIds, index);
  const items = [
    { user: users.staff, kind: 'qnr_answered', who: 0, query: 1, hoursAgo: 5, read: false },
    { user: users.staff, kind: 'qnr_answered', who: 1, query: 4, hoursAgo: 50, read: true },
    { user: users.staff, kind: 'document_signed', who: 1, document: 1, hoursAgo: 8, read: false },
    {
      user: users.staff,
      kind: 'message',
      who: 5,
      title: 'Ønsker å flytte møtet til fredag',
      hoursAgo: 2,
      read: false,
    },
    {
      user: users.staff,
      kind: 'shared',
      who: 3,
      query: 8,
      from: users.leader,
      note: 'Kan du se på svarene før møtet torsdag?',

      hoursAgo: 26,
      read: false,
    },
    { user: users.leader, kind: 'qnr_answered', who: 3, query: 8, hoursAgo: 30, read: false },
    {
      user: users.leader,
      kind: 'shared',
      who: 2,
      document: 2,
      from: users.staff,
      note: 'Til orientering.',

      hoursAgo: 12,
      read: true,
    },
  ] as const;
  const titles = await tx.query<{ kind: string; id: string | number; title: string }>(
    `SELECT 'query' AS kind, id, title FROM queries WHERE id = ANY($1::bigint[])
     UNION ALL SELECT 'document', id, name FROM documents WHERE id = ANY($2::bigint[])`,
    [queries.ids, documents.ids],
  );
  const titleOf = (kind: 'query' | 'document', id: number) =>
    titles.rows.find((row) => row.kind === kind && Number(row.id) === id)?.title ?? '';
  await insertRows(
    tx,
    'inbox_items',
    items.map((item) => ({
      customer_id: customerId,
      user_id: item.user,
      kind: item.kind,
      recipient_id: recipient(item.who),
      query_id: 'query' in item ? itemAt(queries.ids, item.query) : null,
      document_id: 'document' in item ? itemAt(documents.ids, item.document) : null,
      from_user_id: 'from' in item ? item.from : null,
      title:
        'title' in item
          ? item.title
          : 'query' in item
            ? titleOf('query', itemAt(queries.ids, item.query))
            : titleOf('document', itemAt(documents.ids, item.document)),
      note: 'note' in item ? item.note : null,
      read_at: item.read ? hoursBefore(now, item.hoursAgo - 1) : null,
      created_at: hoursBefore(now, item.hoursAgo),
    })),
  );
}

export const messagingDemo: DemoModule = {
  name: 'messaging',
  seed: (tx, demo) =>
    seedMessaging(
      tx,
      demo.tenant,
      demo.get('participants'),
      demo.get('templates'),
      demo.get('queries'),
      demo.get('documents'),
    ),
};

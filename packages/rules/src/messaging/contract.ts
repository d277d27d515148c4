// The messaging area's REST contract (issue 31): the inbox, the outbox, sharing with a colleague or
// the participant. The server registers it (server/src/areas/messaging), the artifact app calls it
// (`api.call`), so each wire type is written once, here.
import { z } from 'zod';
import { defineRoute, idParam, idParams, okResponse, queryInt } from '../contract/route-contract';

export const INBOX_KINDS = [
  'qnr_answered',
  'qnr_rejected',
  'document_uploaded',
  'document_signed',
  'message',
  'shared',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** One page of a list: at most this many rows. */
export const MESSAGING_PAGE_SIZE = 50;
export const SHARE_NOTE_MAX = 2000;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateInvalid');
const page = {
  limit: queryInt().pipe(z.number().int().min(1).max(MESSAGING_PAGE_SIZE)).optional(),
  offset: queryInt().pipe(z.number().int().min(0).max(100_000)).optional(),
};

export const inboxQuerySchema = z.strictObject({
  participant: queryInt().pipe(z.number().int().positive()).optional(),
  kind: z.enum(INBOX_KINDS).optional(),
  /** The day range (inclusive) the item arrived in, in the tenant's calendar (YYYY-MM-DD). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  unreadOnly: z.enum(['true', 'false']).optional(),
  ...page,
});

export const inboxItemSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(INBOX_KINDS),
  title: z.string(),
  note: z.string().nullable(),
  participant: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  from: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  queryId: z.number().int().nullable(),
  documentId: z.number().int().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.strictObject({
  items: z.array(inboxItemSchema),
  total: z.number().int(),
  unread: z.number().int(),
});

export const OUTBOX_KINDS = ['questionnaire', 'document', 'parcel', 'invitation'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
/** What happened to a sent item, latest first: §1 "sent, SMS delivered or failed, opened, answered, expired". */
export const OUTBOX_STATUSES = [
  'sent',
  'sms_delivered',
  'sms_failed',
  'opened',
  'answered',
  'rejected',
  'expired',
  'withdrawn',
] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxQuerySchema = z.strictObject({
  kind: z.enum(OUTBOX_KINDS).optional(),
  participant: queryInt().pipe(z.number().int().positive()).optional(),
  ...page,
});

export const outboxItemSchema = z.strictObject({
  kind: z.enum(OUTBOX_KINDS),
  id: z.number().int(),
  title: z.string(),
  participant: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(OUTBOX_STATUSES),
  sms: z
    .strictObject({ status: z.enum(['queued', 'sent', 'delivered', 'failed']), at: z.string() })
    .nullable(),
  sentAt: z.string(),
  /** The document (documents.id) of a sent document, to share it. */
  documentId: z.number().int().nullable(),
  canResend: z.boolean(),
  canWithdraw: z.boolean(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxItemParams = z.strictObject({
  kind: z.enum(['questionnaire', 'document']),
  id: idParam(),
});

export const shareInputSchema = z
  .strictObject({
    queryId: z.number().int().positive().optional(),
    documentId: z.number().int().positive().optional(),
    userId: z.number().int().positive(),
    note: z.string().trim().max(SHARE_NOTE_MAX, 'messaging.noteTooLong').optional(),
  })
  .refine((v) => (v.queryId === undefined) !== (v.documentId === undefined), {
    message: 'messaging.shareOneItem',
    path: ['queryId'],
  });
export type ShareInput = z.infer<typeof shareInputSchema>;

export const shareTargetSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['colleague', 'participant']),
});

/** A group of sends (artifact_package_groups): one send of a parcel to many participants. */
export const outboxGroupSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  fileCount: z.number().int(),
  queryCount: z.number().int(),
  userCount: z.number().int(),
});
export type OutboxGroup = z.infer<typeof outboxGroupSchema>;

/** One participant of a group send with the status of each item sent to them. */
export const outboxGroupParticipantSchema = z.strictObject({
  participant: z.strictObject({ id: z.number().int(), name: z.string() }),
  items: z.array(
    z.strictObject({
      kind: z.enum(['questionnaire', 'document']),
      id: z.number().int(),
      title: z.string(),
      status: z.enum(OUTBOX_STATUSES),
      sms: z
        .strictObject({
          status: z.enum(['queued', 'sent', 'delivered', 'failed']),
          at: z.string(),
          reason: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
});
export type OutboxGroupParticipant = z.infer<typeof outboxGroupParticipantSchema>;

/**
 * The kinds of notification a user chooses SMS or e-mail for (the notifications' `trigger`); a
 * trigger not named here is `other`. In the portal (the bell, the list) every notification shows.
 */
export const NOTIFICATION_KINDS = [
  'shared',
  'query_answered',
  'query_created',
  'document_uploaded',
  'document_signed',
  'message',
  'time_entries_pending',
  'other',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function notificationKind(trigger: string | null | undefined): NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(trigger ?? '')
    ? (trigger as NotificationKind)
    : 'other';
}

export const notificationPreferenceSchema = z.strictObject({
  kind: z.enum(NOTIFICATION_KINDS),
  /** `null`: by SMS when the sender asks for it (the default). */
  sms: z.boolean().nullable(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** What the user chose; kinds they never chose are left out (the sender's sendSms decides, no e-mail). */
export const notificationPreferencesSchema = z.strictObject({
  preferences: z.array(notificationPreferenceSchema),
  /** Where the SMS and e-mail would go, so the page says when one is missing. */
  hasMobile: z.boolean(),
  hasEmail: z.boolean(),
});

const INBOX_ERRORS = ['missing_capability', 'inbox_item_not_found'] as const;

export const messagingContract = {
  inbox: defineRoute({
    method: 'GET',
    path: '/api/inbox',
    summary: 'The caller’s inbox: unread first, newest first, filtered by participant, kind and day',
    query: inboxQuerySchema,
    response: inboxPageSchema,
    errors: ['missing_capability', 'messaging_restricted'],
  }),
  inboxItem: defineRoute({
    method: 'GET',
    path: '/api/inbox/:id',
    summary: 'One item of the caller’s inbox',
    resource: 'inbox_items',
    params: idParams(),
    response: inboxItemSchema,
    errors: [...INBOX_ERRORS, 'messaging_restricted'],
  }),
  markRead: defineRoute({
    method: 'PUT',
    path: '/api/inbox/:id/read',
    summary: 'Mark one item of the caller’s inbox read or unread',
    resource: 'inbox_items',
    params: idParams(),
    body: z.strictObject({ read: z.boolean() }),
    example: { body: { read: true } },
    response: okResponse,
    errors: [...INBOX_ERRORS, 'messaging_restricted'],
  }),
  markAllRead: defineRoute({
    method: 'POST',
    path: '/api/inbox/read-all',
    summary: 'Mark every item of the caller’s inbox read',
    response: z.strictObject({ updated: z.number().int() }),
    errors: ['missing_capability', 'messaging_restricted'],
  }),
  outbox: defineRoute({
    method: 'GET',
    path: '/api/outbox',
    summary:
      'What the caller sent: questionnaires, documents, parcels, invitations, with delivery and status',
    query: outboxQuerySchema,
    response: z.strictObject({ items: z.array(outboxItemSchema), total: z.number().int() }),
    errors: ['missing_capability'],
  }),
  resend: defineRoute({
    method: 'POST',
    path: '/api/outbox/:kind/:id/resend',
    summary: 'Send the SMS of a sent questionnaire or document again',
    params: outboxItemParams,
    response: okResponse,
    errors: [
      'missing_capability',
      'outbox_item_not_found',
      'outbox_not_resendable',
      'sms_not_sent',
      'too_many_messages',
    ],
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/api/outbox/:kind/:id/withdraw',
    summary: 'Withdraw a questionnaire not yet answered, or a document not yet signed',
    params: outboxItemParams,
    response: okResponse,
    errors: ['missing_capability', 'outbox_item_not_found', 'outbox_not_withdrawable'],
  }),
  shareTargets: defineRoute({
    method: 'GET',
    path: '/api/share/targets',
    summary: 'Whom the caller may share with: colleagues of the tenant and participants who can log in',
    query: z.strictObject({ search: z.string().trim().max(100).optional() }),
    response: z.strictObject({ targets: z.array(shareTargetSchema) }),
    errors: ['forbidden', 'feature_off'],
  }),
  share: defineRoute({
    method: 'POST',
    path: '/api/share',
    summary: 'Share a questionnaire or a document with a colleague or the participant, with a note',
    body: shareInputSchema,
    response: z.strictObject({ id: z.number().int() }),
    status: 201,
    errors: [
      'forbidden',
      'feature_off',
      'share_user_not_found',
      'share_item_not_found',
      'messaging_restricted',
    ],
  }),
  outboxGroups: defineRoute({
    method: 'GET',
    path: '/api/outbox-groups',
    summary: 'The tenant’s group sends with their counts of files, questionnaires and participants',
    query: z.strictObject({ ...page }),
    response: z.strictObject({ groups: z.array(outboxGroupSchema), total: z.number().int() }),
    errors: ['missing_capability', 'messaging_restricted'],
  }),
  outboxGroup: defineRoute({
    method: 'GET',
    path: '/api/outbox-groups/:id',
    summary: 'One group send: per participant, the status of each item and its SMS',
    resource: 'artifact_package_groups',
    params: idParams(),
    response: z.strictObject({
      group: outboxGroupSchema,
      participants: z.array(outboxGroupParticipantSchema),
    }),
    errors: ['missing_capability', 'outbox_group_not_found', 'messaging_restricted'],
  }),
  notificationPreferences: defineRoute({
    method: 'GET',
    path: '/api/notification-preferences',
    summary: 'Which kinds of notification reach the caller by SMS or e-mail',
    response: notificationPreferencesSchema,
  }),
  saveNotificationPreferences: defineRoute({
    method: 'PUT',
    path: '/api/notification-preferences',
    summary: 'Choose, per kind of notification, whether it reaches the caller by SMS and by e-mail',
    body: z.strictObject({
      preferences: z
        .array(notificationPreferenceSchema)
        .max(NOTIFICATION_KINDS.length)
        .refine((list) => new Set(list.map((p) => p.kind)).size === list.length, {
          message: 'messaging.preferenceTwice',
        }),
    }),
    example: { body: { preferences: [{ kind: 'shared', sms: true, email: false }] } },
    response: okResponse,
    errors: ['notification_no_mobile', 'notification_no_email'],
  }),
} as const;

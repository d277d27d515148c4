// Invitees are told (issue 26 item 10): when staff invite someone to an event, move it or cancel it,
// each invited person other than the one who acts gets a notification, in their language, with the
// event's title and its (new) time, written through the messaging area's insertNotification in the
// same transaction as the change (so a refused change tells nobody, and a create replayed by its
// Idempotency-Key tells nobody again). No SMS: see docs/decisions.md ("Invitees are told").
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import { insertNotificationMutation, type EmailSender, type SmsSender } from '../messaging';
import type { CalendarCaller } from './event-rows';
import { CALENDAR_TIME_ZONE } from './recurrence';

export type NoticeKind = 'invited' | 'moved' | 'cancelled';
type Language = 'no' | 'en';

const NOTICE_TITLES: Record<NoticeKind, Record<Language, string>> = {
  invited: { no: 'Invitasjon', en: 'Invitation' },
  moved: { no: 'Ny tid for avtale', en: 'Event moved' },
  cancelled: { no: 'Avtale avlyst', en: 'Event cancelled' },
};
const LOCALES: Record<Language, string> = { no: 'nb-NO', en: 'en-GB' };

/** "Samtale, 2. mars 2031 kl. 10:00" in the person's language, Oslo time (a date alone all day). */
export function noticeMessage(language: Language, title: string, start: Date, allDay: boolean): string {
  const time = new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: CALENDAR_TIME_ZONE,
    dateStyle: 'long',
    ...(allDay ? {} : { timeStyle: 'short' }),
  }).format(start);
  return `${title}, ${time}`;
}

export interface EventNotice {
  kind: NoticeKind;
  eventId: number;
  title: string;
  start: Date;
  allDay: boolean;
  userIds: readonly number[];
}

/** The invited people of an event (of its series, for a changed occurrence), the organiser among them. */
export async function inviteesOf(tx: Queryable, who: CalendarCaller, eventId: number): Promise<number[]> {
  const { rows } = await tx.query<{ user_id: number | string }>(
    `SELECT p.user_id FROM events e
       JOIN event_participants p ON p.customer_id = e.customer_id AND p.event_id = COALESCE(e.series_id, e.id)
      WHERE e.customer_id = $1 AND e.id = $2 ORDER BY p.user_id`,
    [who.customerId, eventId],
  );
  return rows.map((row) => Number(row.user_id));
}

/**
 * Each person's language: their own choice when their settings hold one, else the tenant's first
 * language, else Norwegian (the portal keeps the UI language in the browser; the server has no other).
 */
async function languagesOf(tx: Queryable, who: CalendarCaller, userIds: readonly number[]) {
  const { rows } = await tx.query<{ id: number | string; language: string | null }>(
    `SELECT u.id, COALESCE(NULLIF(u.settings->>'language', ''), c.languages[1]) AS language
       FROM users u JOIN customers c ON c.id = u.customer_id
      WHERE u.customer_id = $1 AND u.id = ANY($2::bigint[]) AND u.deleted_at IS NULL`,
    [who.customerId, [...userIds]],
  );
  return new Map(rows.map((row) => [Number(row.id), row.language === 'en' ? 'en' : ('no' as Language)]));
}

/** Writes one notification per person told (never the one who acts). */
export async function tellInvitees(
  tx: Queryable,
  deps: { sms: SmsSender; email: EmailSender; log: FastifyBaseLogger },
  who: CalendarCaller,
  notice: EventNotice,
): Promise<void> {
  const told = [...new Set(notice.userIds)].filter((id) => id !== who.userId);
  if (told.length === 0) return;
  const languages = await languagesOf(tx, who, told);
  const objects = [...languages].map(([userId, language]) => ({
    user_id: userId,
    subject_id: notice.eventId,
    title: NOTICE_TITLES[notice.kind][language],
    message: noticeMessage(language, notice.title, notice.start, notice.allDay),
    service: 'calendar',
    trigger: `calendar.${notice.kind}`,
    sendSms: false,
  }));
  if (objects.length === 0) return;
  await insertNotificationMutation(deps.sms, deps.log, deps.email).execute({
    args: { objects },
    session: { role: who.role, customerId: who.customerId, userId: who.userId },
    tx,
  });
}

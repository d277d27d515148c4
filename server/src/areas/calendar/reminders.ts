// Reminders (issue 16, part 2): a sweep, run by the durable scheduler every minute on one instance,
// sends each due occurrence's reminder once: a notification to everyone invited who has not
// declined, and an SMS to those who asked for one. What was sent is kept in event_reminders_sent,
// so a restart, a second instance or a late run neither loses nor repeats a reminder. A reminder
// more than an hour late (the server was down) is not sent any more.
import type { AreaContext } from '../../area-kit/feature-area';
import type { Queryable } from '../../db/database';
import { smsName } from '../messaging';
import { CALENDAR_TIME_ZONE, expand } from './recurrence';

export const REMINDER_SWEEP_MS = 60_000;
const LATE_LIMIT_MS = 3_600_000;
const MAX_REMINDER_MS = 40320 * 60_000;

interface DueRow {
  id: number;
  customer_id: number;
  title: string;
  location: string | null;
  starts_at: Date;
  ends_at: Date;
  rrule: string | null;
  exdates: Date[];
  reminder_minutes: number;
  series_id: number | null;
  original_start: Date | null;
}

const timeText = (date: Date) =>
  new Intl.DateTimeFormat('nb-NO', {
    timeZone: CALENDAR_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);

async function dueOccurrences(db: Queryable, now: Date) {
  const { rows } = await db.query<DueRow>(
    `SELECT id, customer_id, title, location, starts_at, ends_at, rrule, exdates, reminder_minutes, series_id,
            original_start
       FROM events
      WHERE deleted_at IS NULL AND reminder_minutes IS NOT NULL
        AND ((rrule IS NULL AND starts_at > $1 AND starts_at - reminder_minutes * interval '1 minute' <= $2)
          OR (rrule IS NOT NULL AND starts_at <= $3))`,
    [new Date(now.getTime() - LATE_LIMIT_MS), now, new Date(now.getTime() + MAX_REMINDER_MS)],
  );
  const due: { row: DueRow; start: Date }[] = [];
  for (const row of rows) {
    const lead = row.reminder_minutes * 60_000;
    if (row.rrule === null) {
      due.push({ row, start: row.starts_at });
      continue;
    }
    const from = new Date(now.getTime() - LATE_LIMIT_MS);
    const to = new Date(now.getTime() + lead + 1);
    for (const start of expand(
      row.rrule,
      row.starts_at,
      (row.exdates ?? []).map((d) => new Date(d)),
      from,
      to,
    ))
      if (start.getTime() - lead <= now.getTime()) due.push({ row, start });
  }
  return due;
}

/**
 * The reminder's SMS: the event's title and place are staff's words, so each is one clean, bounded
 * line (issue 24 case 9). Reminders take no user's message budget: the job sends them, at most one
 * per occurrence and participant who asked for it (event_reminders_sent), not a user's request.
 */
function reminderSms(title: string, start: Date, location: string | null): string {
  return `Påminnelse: ${smsName(title, 60)}, ${timeText(start)}${location ? `, ${smsName(location, 40)}` : ''}`;
}

/** Sends what is due now; returns how many occurrences were reminded. */
export async function sendDueReminders(
  ctx: Pick<AreaContext, 'db' | 'clock' | 'sms' | 'log'>,
): Promise<number> {
  const now = ctx.clock.now();
  const due = await dueOccurrences(ctx.db, now);
  let sent = 0;
  for (const { row, start } of due) {
    const texts = await ctx.db.transaction(async (tx) => {
      const claimed = await tx.query(
        `INSERT INTO event_reminders_sent (event_id, occurrence_start, customer_id) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [row.id, start, row.customer_id],
      );
      if (claimed.rows.length === 0) return [];
      const { rows: people } = await tx.query<{
        user_id: number;
        sms_reminder: boolean;
        phone: string | null;
      }>(
        `SELECT p.user_id, p.sms_reminder,
                COALESCE(NULLIF(u.mobile_phone, ''), (SELECT r.mobile_phone FROM recipients r
                  WHERE r.user_id = u.id AND r.deleted_at IS NULL ORDER BY r.id LIMIT 1)) AS phone
           FROM event_participants p JOIN users u ON u.id = p.user_id
          WHERE p.event_id = $1 AND p.customer_id = $2
            AND COALESCE((SELECT o.response FROM event_occurrence_responses o
                           WHERE o.event_id = p.event_id AND o.user_id = p.user_id AND o.occurrence_start = $3),
                         p.response) <> 'declined'`,
        [row.series_id ?? row.id, row.customer_id, row.series_id === null ? start : row.original_start],
      );
      const message = `${row.title}, ${timeText(start)}${row.location ? `, ${row.location}` : ''}`;
      for (const person of people)
        await tx.query(
          `INSERT INTO notifications (customer_id, user_id, subject_id, title, message, service, trigger, send_sms)
           VALUES ($1, $2, $3, 'Påminnelse', $4, 'calendar', 'calendar.reminder', $5)`,
          [row.customer_id, person.user_id, row.id, message, person.sms_reminder],
        );
      sent += 1;
      return people
        .filter((person) => person.sms_reminder && person.phone)
        .map((person) => ({ to: String(person.phone), content: reminderSms(row.title, start, row.location) }));
    });
    for (const text of texts) {
      try {
        await ctx.sms.send(text);
      } catch (error) {
        // The notification is saved; an SMS gateway failure is logged (without the number).
        ctx.log.warn({ err: error, event: row.id }, 'calendar reminder SMS failed');
      }
    }
  }
  return sent;
}

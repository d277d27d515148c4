// Notification preferences (issue 31 item 8): per user and kind, whether a notification reaches them
// by SMS and by e-mail. In the portal every notification shows (the bell, the list). Without a choice
// the sender's own sendSms decides and no e-mail goes. Under the tenant's row-level security.
import {
  type NotificationKind,
  type NotificationPreference,
} from '@portal/rules';
import type { Queryable } from '../../db/database';
import { messagingError } from './messaging-errors';

/** The caller's choices, and whether they have a mobile number and an e-mail address at all. */
export async function readPreferences(db: Queryable, userId: number) {
  const { rows } = await db.query<{ kind: NotificationKind; sms: boolean | null; email: boolean }>(
    'SELECT kind, sms, email FROM notification_preferences WHERE user_id = $1 ORDER BY kind',
    [userId],
  );
  const user = await db.query<{ has_mobile: boolean; has_email: boolean }>(
    `SELECT coalesce(mobile_phone, '') <> '' AS has_mobile, coalesce(email, '') <> '' AS has_email
       FROM users WHERE id = $1`,
    [userId],
  );
  return {
    preferences: rows.map((row) => ({ kind: row.kind, sms: row.sms, email: row.email })),
    hasMobile: user.rows[0]?.has_mobile ?? false,
    hasEmail: user.rows[0]?.has_email ?? false,
  };
}

/**
 * Saves the given kinds (the others stay as they were). SMS without a mobile number, or e-mail
 * without an address, is refused and nothing is saved.
 */
export async function savePreferences(
  tx: Queryable,
  who: { customerId: number; userId: number },
  preferences: readonly NotificationPreference[],
) {
  const current = await readPreferences(tx, who.userId);
  if (preferences.some((p) => p.sms === true) && !current.hasMobile) throw messagingError(409, 'notification_no_mobile');
  if (preferences.some((p) => p.email) && !current.hasEmail) throw messagingError(409, 'notification_no_email');
  if (preferences.length === 0) return;
  await tx.query(
    `INSERT INTO notification_preferences (customer_id, user_id, kind, sms, email)
     SELECT $1, $2, p.kind, p.sms, p.email
       FROM unnest($3::text[], $4::boolean[], $5::boolean[]) AS p (kind, sms, email)
     ON CONFLICT (user_id, kind) DO UPDATE SET sms = excluded.sms, email = excluded.email`,
    [
      who.customerId,
      who.userId,
      preferences.map((p) => p.kind),
      preferences.map((p) => p.sms),
      preferences.map((p) => p.email),
    ],
  );
}

/** How a notification of this trigger reaches its user beyond the portal. */
export interface Delivery {
  sms: string | null;
  email: string | null;
}

/** A notification to deliver: its user (null: nobody), its kind and the sender's sendSms. */
export interface DeliveryWanted {
  userId: number | string | null;
  kind: NotificationKind;
  sendSms: boolean;
}

/**
 * For a list of notifications, in one statement, the SMS number and e-mail address each goes to: the
 * user's choice for its kind, or without one the sender's sendSms (and no e-mail). Only those of the
 * tenant's users who are not deleted (the ones insertNotification inserts), by index in the list and
 * in its order.
 */
export async function notificationDeliveries(
  tx: Queryable,
  customerId: number | null,
  wanted: readonly DeliveryWanted[],
): Promise<(Delivery & { index: number })[]> {
  const { rows } = await tx.query<{ ord: string | number; mobile: string | null; email: string | null; sms: boolean | null; mail: boolean | null }>(
    `SELECT want.ord, nullif(u.mobile_phone, '') AS mobile, nullif(u.email, '') AS email, p.sms, p.email AS mail
       FROM unnest($2::bigint[], $3::text[]) WITH ORDINALITY AS want (user_id, kind, ord)
       JOIN users u ON u.id = want.user_id AND u.customer_id = $1 AND u.deleted_at IS NULL
       LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = want.kind
      ORDER BY want.ord`,
    [customerId, wanted.map((w) => w.userId), wanted.map((w) => w.kind)],
  );
  return rows.map((row) => {
    const index = Number(row.ord) - 1;
    return {
      index,
      sms: (row.sms ?? wanted[index]!.sendSms) ? row.mobile : null,
      email: row.mail === true ? row.email : null,
    };
  });
}

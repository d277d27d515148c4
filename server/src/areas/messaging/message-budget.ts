import type { Queryable } from '../../db/database';

// Issue 17.6: one budget for every path by which a signed-in user makes the portal send SMS or
// e-mail (sendSms, insertNotification with sendSms, invitations; since issue 24 also the signing
// request SMS and a new user's set-password link), kept in the database
// (rate_limit_windows, migration 1070) so every instance counts the same messages. Sign-in and reset
// codes keep their own, stricter limits per user and per address (one_time_codes).

/** Messages one user may have the portal send per window (a typo in a loop must not empty the SMS account). */
export const MESSAGE_BUDGET = { perWindow: 20, windowMs: 60_000 };

export interface MessageSender {
  customerId: number;
  userId: number;
}

/**
 * Takes `count` messages from the sender's budget of the current window, or none and answers false
 * when they do not all fit. One statement: parallel requests on any instance never both fit. Run it
 * in the transaction of the work that sends, so a rollback gives the messages back.
 */
export async function takeMessageBudget(
  db: Queryable,
  sender: MessageSender,
  count: number,
  now: Date = new Date(),
  budget = MESSAGE_BUDGET,
): Promise<boolean> {
  if (count <= 0) return true;
  if (count > budget.perWindow) return false;
  const { rows } = await db.query(
    `INSERT INTO rate_limit_windows AS w (key, hits, window_ends_at)
     VALUES ($1, $4, $2::timestamptz + $3 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN w.window_ends_at <= $2 THEN $4 ELSE w.hits + $4 END,
       window_ends_at = CASE WHEN w.window_ends_at <= $2 THEN EXCLUDED.window_ends_at ELSE w.window_ends_at END
     WHERE w.window_ends_at <= $2 OR w.hits + $4 <= $5
     RETURNING hits`,
    [`messages ${sender.customerId}:${sender.userId}`, now, budget.windowMs, count, budget.perWindow],
  );
  return rows.length > 0;
}

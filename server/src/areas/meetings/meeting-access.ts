// Who may be in an event's meeting room (spec §1 "Meeting session room"): the event's creator and
// its invited users (event_participants), of the same tenant, while the event is not deleted.
// Staff-side roles are hosts (they enter at once and let participants in); participants wait.
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';

export interface MeetingMember {
  customerId: number;
  eventId: number;
  userId: number;
  name: string;
  host: boolean;
}

export interface MeetingInfo {
  eventId: number;
  title: string;
  startsAt: string;
  endsAt: string;
  host: boolean;
}

/** The event's id from a path or message: a positive integer, or a 400 naming the problem. */
export function eventIdOf(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,15}$/.test(text) || !Number.isSafeInteger(Number(text)))
    throw new ApiError(400, 'meeting_event_invalid', 'The meeting link does not name an event');
  return Number(text);
}

/**
 * The user's place in the event's meeting: 404 meeting_not_found when the tenant has no such event
 * (another tenant's ids included), 403 meeting_not_invited when the user is neither its creator
 * nor invited to it.
 */
export async function meetingAccess(
  db: Queryable,
  customerId: number,
  userId: number,
  eventId: number,
): Promise<{ member: MeetingMember; info: MeetingInfo }> {
  const { rows } = await db.query<{
    title: string;
    starts_at: Date | string;
    ends_at: Date | string;
    created_by: string | number | null;
    invited: boolean;
    role: string | null;
    name: string | null;
  }>(
    `SELECT e.title, e.starts_at, e.ends_at, e.created_by,
            EXISTS (SELECT 1 FROM event_participants p
                     WHERE p.event_id = e.id AND p.customer_id = e.customer_id AND p.user_id = $3) AS invited,
            u.role, concat_ws(' ', u.first_name, u.last_name) AS name
       FROM events e
       LEFT JOIN users u ON u.id = $3 AND u.customer_id = e.customer_id AND u.deleted_at IS NULL
      WHERE e.id = $2 AND e.customer_id = $1 AND e.deleted_at IS NULL`,
    [customerId, eventId, userId],
  );
  const row = rows[0];
  if (!row) throw new ApiError(404, 'meeting_not_found', 'There is no such meeting');
  const creator = row.created_by !== null && Number(row.created_by) === userId;
  if ((!creator && !row.invited) || !row.role)
    throw new ApiError(403, 'meeting_not_invited', 'You are not invited to this meeting');
  const host = row.role !== 'participant';
  return {
    member: { customerId, eventId, userId, name: row.name?.trim() || '?', host },
    info: {
      eventId,
      title: row.title,
      startsAt: new Date(row.starts_at).toISOString(),
      endsAt: new Date(row.ends_at).toISOString(),
      host,
    },
  };
}

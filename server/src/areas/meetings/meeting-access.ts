// Who may be in an event's meeting room (spec §1 "Meeting session room"): the event's creator and
// its invited users (event_participants), of the same tenant, while the event is not deleted.
// Staff-side roles are hosts (they enter at once and let participants in); participants wait.
import type { MeetingInfo } from '@portal/rules';
import { areaErrors } from '../../area-kit/area-errors';
import type { Queryable } from '../../db/database';

export type { MeetingInfo };

/** The meetings area's refusals, each in both languages. */
export const meetingError = areaErrors({
  meeting_not_found: ['There is no such meeting', 'Møtet finnes ikke'],
  meeting_not_invited: ['You are not invited to this meeting', 'Du er ikke invitert til dette møtet'],
  meeting_too_many_joins: [
    'Too many attempts to join; wait a minute',
    'For mange forsøk på å bli med; vent et minutt',
  ],
});

export interface MeetingMember {
  customerId: number;
  eventId: number;
  userId: number;
  name: string;
  host: boolean;
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
  if (!row) throw meetingError(404, 'meeting_not_found');
  const creator = row.created_by !== null && Number(row.created_by) === userId;
  if ((!creator && !row.invited) || !row.role) throw meetingError(403, 'meeting_not_invited');
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

import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import { itemAt } from './demo-lists';
import { insertRows, insertRowsReturningIds } from './insert-row';
import type { SeededParticipants } from './participants';

// The meeting room (§1 "Meeting session room"): an upcoming video meeting of the staff member with
// the demo participant, an hour or two ahead, so the room can be tried at once from the calendar
// (its "Join" button) or /meeting-session-room?event=<id>.

/** The next whole hour at least an hour ahead of `now`. */
function soonAfter(now: Date): Date {
  const at = new Date(now.getTime() + 2 * 3_600_000);
  at.setMinutes(0, 0, 0);
  return at;
}

async function seedMeetings(tx: Queryable, tenant: SeededTenant, participants: SeededParticipants) {
  const { customerId, users, now } = tenant;
  const startsAt = soonAfter(now);
  const [eventId] = await insertRowsReturningIds(tx, 'events', [
    {
      customer_id: customerId,
      title: `Videomøte med ${itemAt(participants.names, 0)}`,
      description: 'Oppfølging på video. Bli med fra avtalen i kalenderen; du slippes inn av veilederen.',
      location: 'Videomøte i portalen',
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 45 * 60_000),
      all_day: false,
      rrule: null,
      recipient_id: itemAt(participants.recipientIds, 0),
      created_by: users.staff,
      updated_by: users.staff,
    },
  ]);
  await insertRows(
    tx,
    'event_participants',
    [users.staff, users.participant].map((userId) => ({
      event_id: eventId,
      user_id: userId,
      customer_id: customerId,
    })),
  );
  // Its room's row (the lock its members' changes take), as after a first visit; nobody is in it.
  await insertRows(tx, 'meeting_rooms', [{ customer_id: customerId, event_id: eventId }]);
}

export const meetingsDemo: DemoModule = {
  name: 'meetings',
  seed: (tx, demo) => seedMeetings(tx, demo.tenant, demo.get('participants')),
};

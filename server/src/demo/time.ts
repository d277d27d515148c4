import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import { cycleAt, itemAt } from './demo-lists';
import { insertRows, type Row } from './insert-row';
import type { SeededParticipants } from './participants';
import { calendarDate, daysFrom } from './relative-time';

// The time area (issue 29 item 5, CRM_TIME_TRACKING widget): the team leader leads the staff
// member; time entries of the last five weeks, each a start and an end with an activity type; the
// staff member's older weeks approved by the team leader (a locked period), one registration sent
// back with a reason; the team leader's own time open, for an admin to approve.

const ACTIVITY_TYPES = ['follow_up', 'employer_contact', 'meeting', 'documentation', 'travel'] as const;
const NOTES = [
  'Oppfølging av {name} på arbeidsplassen',
  'Samtale med arbeidsgiver om {name}',
  'Møte med NAV om {name}',
  'Rapport for {name}',
  'Reise til arbeidsplassen til {name}',
];
/** The first day of the demo's time (days before today). */
const FIRST_DAY = -34;
/** The staff member's time up to this day (days before today) is approved. */
const APPROVED_UNTIL = -7;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function entryRows(tenant: SeededTenant, participants: SeededParticipants): Row[] {
  const { customerId, users, now } = tenant;
  const rows: Row[] = [];
  for (let day = FIRST_DAY; day <= 0; day += 1) {
    const date = daysFrom(now, day, 12);
    if (date.getDay() === 0 || date.getDay() === 6) continue;
    for (const [worker, offset] of [
      [users.staff, 0],
      [users.leader, 3],
    ] as const) {
      for (const slot of [0, 1]) {
        const recipient = (-day + slot + offset) % participants.recipientIds.length;
        const kind = (-day + slot) % ACTIVITY_TYPES.length;
        const start = slot === 0 ? 8 * 60 + 30 : 12 * 60 + 30;
        const minutes = 60 + ((-day * 30 + slot * 45) % 180);
        const approved = day <= APPROVED_UNTIL && worker === users.staff;
        rows.push({
          customer_id: customerId,
          user_id: worker,
          recipient_id: itemAt(participants.recipientIds, recipient),
          activity_id: cycleAt(participants.activityIds, recipient),
          activity_type: ACTIVITY_TYPES[kind],
          date: calendarDate(date),
          minutes,
          start_time: clock(start),
          end_time: clock(start + minutes),
          description: itemAt(NOTES, kind).replace('{name}', itemAt(participants.names, recipient)),
          approved_by: approved ? users.leader : null,
          approved_at: approved ? daysFrom(now, APPROVED_UNTIL + 2, 16) : null,
          rejected_by: day === -3 && slot === 1 && worker === users.staff ? users.leader : null,
          rejected_at: day === -3 && slot === 1 && worker === users.staff ? daysFrom(now, -2, 10) : null,
          rejection_note:
            day === -3 && slot === 1 && worker === users.staff ? 'Velg deltakeren samtalen gjaldt' : null,
        });
      }
    }
  }
  return rows;
}

async function seedTime(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
): Promise<void> {
  const { customerId, users, now } = tenant;
  await insertRows(tx, 'time_team_members', [
    { customer_id: customerId, leader_id: users.leader, user_id: users.staff },
  ]);
  await insertRows(tx, 'time_entries', entryRows(tenant, participants));
  await insertRows(tx, 'time_approvals', [
    {
      customer_id: customerId,
      user_id: users.staff,
      period_from: calendarDate(daysFrom(now, FIRST_DAY)),
      period_to: calendarDate(daysFrom(now, APPROVED_UNTIL)),
      approved_by: users.leader,
      approved_at: daysFrom(now, APPROVED_UNTIL + 2, 16),
    },
  ]);
}

export const timeDemo: DemoModule = {
  name: 'time',
  seed: (tx, demo) => seedTime(tx, demo.tenant, demo.get('participants')),
};

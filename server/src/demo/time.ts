import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import { cycleAt, itemAt } from './demo-lists';
import { insertRows, type Row } from './insert-row';
import type { SeededParticipants } from './participants';
import { calendarDate, daysFrom } from './relative-time';

// The time area (§9 CRM, time): time entries of the last two weeks, the older ones approved
// (CRM_TIME_TRACKING widget).

async function seedTimeEntries(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
): Promise<void> {
  const { customerId, users, now } = tenant;
  const rows: Row[] = [];
  for (let day = -13; day <= 0; day += 1) {
    const date = daysFrom(now, day, 12);
    if (date.getDay() === 0 || date.getDay() === 6) continue;
    for (const [worker, offset] of [
      [users.staff, 0],
      [users.leader, 3],
    ] as const) {
      for (const slot of [0, 1]) {
        const recipient = (-day + slot + offset) % participants.recipientIds.length;
        rows.push({
          customer_id: customerId,
          user_id: worker,
          recipient_id: itemAt(participants.recipientIds, recipient),
          activity_id: cycleAt(participants.activityIds, recipient),
          date: calendarDate(date),
          minutes: 60 + ((-day * 30 + slot * 45) % 180),
          description: `Oppfølging av ${itemAt(participants.names, recipient)}`,
          approved_by: day < -6 && worker === users.staff ? users.leader : null,
          approved_at: day < -6 && worker === users.staff ? daysFrom(now, day + 3, 16) : null,
        });
      }
    }
  }
  await insertRows(tx, 'time_entries', rows);
}

export const timeDemo: DemoModule = {
  name: 'time',
  seed: (tx, demo) => seedTimeEntries(tx, demo.tenant, demo.get('participants')),
};

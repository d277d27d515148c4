import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import { itemAt } from './demo-lists';
import { insertRows } from './insert-row';
import type { SeededParticipants } from './participants';
import { hoursBefore } from './relative-time';

// The activities log per recipient (§9 administration, activities app: ACTIVITIES_LOG widget) and
// the directory's access log of who read a participant's record.

async function seedActivityLog(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
): Promise<void> {
  const { customerId, users, now } = tenant;
  const actions = [
    ['QUERY_SENT', 'Skjema sendt'],
    ['DOCUMENT_SHARED', 'Dokument delt'],
    ['NOTE_ADDED', 'Notat skrevet'],
  ] as const;
  await insertRows(
    tx,
    'activity_log',
    participants.recipientIds.flatMap((recipientId, index) =>
      actions.map(([action, description], step) => ({
        customer_id: customerId,
        recipient_id: recipientId,
        actor_user_id: step === 2 ? users.leader : users.staff,
        action,
        description: `${description} (${itemAt(participants.names, index)})`,
        created_at: hoursBefore(now, 6 + index * 5 + step * 24),
      })),
    ),
  );
  // The access log (Normen): the staff member opened the first participants' records, the team
  // leader exported one; each participant can see who read their record.
  await insertRows(
    tx,
    'directory_access_log',
    participants.recipientIds.slice(0, 3).map((recipientId, index) => ({
      customer_id: customerId,
      user_id: index === 2 ? users.leader : users.staff,
      recipient_id: recipientId,
      action: index === 2 ? 'export' : 'read_record',
      at: hoursBefore(now, 3 + index * 20),
      created_at: hoursBefore(now, 3 + index * 20),
    })),
  );
}

export const activityLogDemo: DemoModule = {
  name: 'activity-log',
  seed: (tx, demo) => seedActivityLog(tx, demo.tenant, demo.get('participants')),
};

import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import { insertRows } from './insert-row';
import type { SeededParticipants } from './participants';
import { hoursBefore } from './relative-time';

// The access log (issue 32 item 8, Normen) as a few weeks of work leave it: the staff member and
// the team leader opening records, questionnaires' answers, documents and conversations, each with
// why (the caseload that let them in), and the admin's export; the participant user (recipient 0)
// sees on their own page who looked.

type Reader = 'staff' | 'leader' | 'admin';
const PATTERN: readonly [Reader, string, string, number][] = [
  ['staff', 'read_record', 'own_caseload', 2],
  ['staff', 'read_questionnaire', 'own_caseload', 26],
  ['leader', 'read_record', 'leading_role', 50],
  ['staff', 'read_document', 'own_caseload', 75],
  ['staff', 'read_chat', 'own_caseload', 122],
  ['admin', 'export', 'leading_role', 170],
  ['leader', 'read_questionnaire', 'leading_role', 240],
];

async function seedAccessLog(tx: Queryable, tenant: SeededTenant, participants: SeededParticipants) {
  const { customerId, users, now } = tenant;
  const rows = participants.recipientIds.slice(0, 6).flatMap((recipientId, index) =>
    PATTERN.filter((_, step) => index === 0 || step % (index + 1) === 0).map(([reader, action, context, hours]) => {
      const at = hoursBefore(now, hours + index * 7);
      return { customer_id: customerId, user_id: users[reader], recipient_id: recipientId, action, context, at, created_at: at };
    }),
  );
  await insertRows(tx, 'directory_access_log', rows);
}

export const accessLogDemo: DemoModule = {
  name: 'access-log',
  seed: (tx, demo) => seedAccessLog(tx, demo.tenant, demo.get('participants')),
};

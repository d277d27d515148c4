import type { Database } from '../../db/database';

/**
 * A small, fixed data set in two tenants (1 "alpha", 2 "beta") for the engine's tests: the same
 * shape in both, so a row of the other tenant is easy to recognise (ids 1xx vs 2xx).
 */
export const FIXTURE = {
  alpha: { customer: 1, admin: 101, leader: 102, staff: 103, participant: 104, participantRecipient: 111 },
  beta: { customer: 2, admin: 201, leader: 202, staff: 203, participant: 204, participantRecipient: 211 },
} as const;

function tenantSql(t: 1 | 2): string {
  const b = t * 100;
  return `
INSERT INTO customers (id, subdomain, name) VALUES (${t}, '${t === 1 ? 'alpha' : 'beta'}', 'Tenant ${t}');
INSERT INTO users (id, customer_id, username, first_name, last_name, role, mobile_phone, password_hash) VALUES
  (${b + 1}, ${t}, 'admin', 'Ada', 'Admin', 'admin', '+4790000${b + 1}', 'secret-hash'),
  (${b + 2}, ${t}, 'leader', 'Leo', 'Leader', 'team_leader', '+4790000${b + 2}', 'secret-hash'),
  (${b + 3}, ${t}, 'staff', 'Sam', 'Staff', 'staff', '+4790000${b + 3}', 'secret-hash'),
  (${b + 4}, ${t}, 'participant', 'Pia', 'Participant', 'participant', '+4790000${b + 4}', 'secret-hash');
INSERT INTO activities (id, customer_id, name) VALUES (${b + 1}, ${t}, 'Activity A${t}'), (${b + 2}, ${t}, 'Activity B${t}');
INSERT INTO recipients (id, customer_id, user_id, full_name, national_id, mobile_phone, activity_id) VALUES
  (${b + 11}, ${t}, ${b + 4}, 'Pia Participant', '0101010${b + 11}', '+4791000${b + 11}', ${b + 1}),
  (${b + 12}, ${t}, NULL, 'Ola Nordmann', '0202020${b + 12}', '+4791000${b + 12}', ${b + 1}),
  (${b + 13}, ${t}, NULL, 'Kari Nordmann', NULL, NULL, ${b + 2});
INSERT INTO recipients (id, customer_id, full_name, deleted_at) VALUES (${b + 14}, ${t}, 'Deleted Person', now());
INSERT INTO group_context (id, customer_id, name, label, created_at) VALUES
  (${b + 1}, ${t}, 'Arbeidsflater', 'Arbeidsflater', '2024-01-01T00:00:00Z'),
  (${b + 2}, ${t}, 'Helse', 'Helse', '2024-01-02T00:00:00Z');
INSERT INTO context (id, customer_id, name, label, is_user_context_me) VALUES
  (${b + 1}, ${t}, 'ARBEID', 'Arbeid', false),
  (${b + 2}, ${t}, 'HELSE', 'Helse', true),
  (${b + 3}, ${t}, 'ADVOCA', 'Advoca', false),
  (${b + 4}, ${t}, 'TOM', 'Tom', false);
INSERT INTO context_group_context (context_id, group_context_id, customer_id) VALUES
  (${b + 1}, ${b + 1}, ${t}), (${b + 2}, ${b + 1}, ${t}), (${b + 3}, ${b + 1}, ${t}), (${b + 4}, ${b + 1}, ${t}), (${b + 2}, ${b + 2}, ${t});
INSERT INTO templates (id, customer_id, title, context, region, plan_category, valid_days, attributes, created_at, deleted_at) VALUES
  (${b + 1}, ${t}, 'Kartlegging', 'ARBEID', 1, 10, 30, '{"color": "red", "tags": ["a", "b"]}', '2024-02-01T00:00:00Z', NULL),
  (${b + 2}, ${t}, 'Helsesjekk', 'HELSE', 2, 20, NULL, '{"color": "blue"}', '2024-02-02T00:00:00Z', NULL),
  (${b + 3}, ${t}, 'Advoca skjema', 'ADVOCA', 1, 30, 10, '{}', '2024-02-03T00:00:00Z', NULL),
  (${b + 4}, ${t}, 'Slettet mal', 'TOM', 1, 40, 5, '{}', '2024-02-04T00:00:00Z', now());
INSERT INTO template_flags (template_id, customer_id, user_context_me) VALUES
  (${b + 1}, ${t}, false), (${b + 2}, ${t}, true), (${b + 3}, ${t}, false), (${b + 4}, ${t}, false);

INSERT INTO queries (id, customer_id, patient_id, template_id, title, status, properties, hide_for_patient, region, created_at, deleted_at) VALUES
  (${b + 1}, ${t}, ${b + 11}, ${b + 1}, 'Q1 Pia', 'SENT', '{"score": 3}', false, 1, '2024-03-01T00:00:00Z', NULL),
  (${b + 2}, ${t}, ${b + 11}, ${b + 2}, 'Q2 Pia hidden', 'SENT', '{}', true, 2, '2024-03-02T00:00:00Z', NULL),
  (${b + 3}, ${t}, ${b + 11}, ${b + 1}, 'Q3 Pia deleted', 'DRAFT', '{}', false, 1, '2024-03-03T00:00:00Z', now()),
  (${b + 4}, ${t}, ${b + 12}, ${b + 1}, 'Q4 Ola', 'ANSWERED', '{"score": 5}', false, NULL, '2024-03-04T00:00:00Z', NULL),
  (${b + 5}, ${t}, ${b + 13}, ${b + 2}, 'Q5 Kari', 'DRAFT', '{"score": 1, "note": "x"}', false, 3, '2024-03-05T00:00:00Z', NULL);
INSERT INTO time_entries (id, customer_id, user_id, recipient_id, activity_id, date, minutes) VALUES
  (${b + 1}, ${t}, ${b + 3}, ${b + 11}, ${b + 1}, '2024-04-01', 60),
  (${b + 2}, ${t}, ${b + 3}, ${b + 12}, ${b + 1}, '2024-04-02', 30),
  (${b + 3}, ${t}, ${b + 2}, ${b + 12}, ${b + 2}, '2024-04-03', 90);
INSERT INTO chats (id, customer_id, title, status, recipient_id, created_by) VALUES (${b + 1}, ${t}, 'Chat with Pia', 'active', ${b + 11}, ${b + 3}), (${b + 2}, ${t}, 'Staff only', 'resolved', ${b + 12}, ${b + 3});
INSERT INTO chat_messages (id, chat_id, customer_id, sender_user_id, body) VALUES (${b + 1}, ${b + 1}, ${t}, ${b + 3}, 'Hei Pia'), (${b + 2}, ${b + 2}, ${t}, ${b + 3}, 'Internal');
INSERT INTO feature_flags (customer_id, name, enabled) VALUES (${t}, 'chat_asyncChat', true);
INSERT INTO login_audit (customer_id, user_id, username, method, outcome) VALUES (${t}, ${b + 1}, 'admin', 'password', 'success');
`;
}

const SEQUENCED = [
  'customers',
  'users',
  'activities',
  'recipients',
  'group_context',
  'context',
  'templates',
  'queries',
  'time_entries',
  'chats',
  'chat_messages',
  'notifications',
  'login_audit',
];

export async function loadFixture(db: Database): Promise<void> {
  await db.exec(tenantSql(1) + tenantSql(2));
  for (const table of SEQUENCED)
    await db.exec(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), 10000)`);
}

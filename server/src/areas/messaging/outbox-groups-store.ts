// Outbox groups (issue 31 item 3): the group sends of artifact_package_groups (the plans area makes
// and counts them; this area only reads them) and, per participant, the status of each item sent.
// A group's items are the questionnaires and documents of its plans (artifact_packages.group_id),
// and the questionnaires of a parcel sent in one step: made by the group's sender in the group's own
// transaction (the same created_at, PostgreSQL's now() of that transaction). Row-level security.
import type { OutboxGroup, OutboxGroupParticipant } from '@portal/rules';
import { MESSAGING_PAGE_SIZE } from '@portal/rules';
import type { Queryable } from '../../db/database';
import { outboxStatus } from './outbox-store';

interface GroupRow {
  id: string | number;
  title: string;
  created_by_name: string | null;
  created_at: Date | string;
  file_count: number;
  query_count: number;
  user_count: number;
  total?: string | number;
}

const GROUP_COLUMNS = 'g.id, g.title, g.created_by_name, g.created_at, g.file_count, g.query_count, g.user_count';

function toGroup(row: GroupRow): OutboxGroup {
  return {
    id: Number(row.id),
    title: row.title,
    createdByName: row.created_by_name,
    createdAt: new Date(row.created_at).toISOString(),
    fileCount: row.file_count,
    queryCount: row.query_count,
    userCount: row.user_count,
  };
}

/**
 * Who sees a group: its sender and the staff member who made its plans; team leaders and admins
 * see every group of the tenant.
 */
export interface GroupViewer {
  userId: number;
  seesAll: boolean;
}

/** One page of the viewer's group sends, newest first. */
export async function listOutboxGroups(
  db: Queryable,
  viewer: GroupViewer,
  page: { limit?: number; offset?: number },
) {
  const { rows } = await db.query<GroupRow>(
    `SELECT ${GROUP_COLUMNS}, count(*) OVER () AS total
       FROM artifact_package_groups g
      WHERE g.deleted_at IS NULL AND NOT g.archived AND ($2 OR g.created_by = $1
             OR EXISTS (SELECT 1 FROM artifact_packages p WHERE p.group_id = g.id AND p.created_by = $1))
      ORDER BY g.created_at DESC, g.id DESC
      LIMIT ${page.limit ?? MESSAGING_PAGE_SIZE} OFFSET ${page.offset ?? 0}`,
    [viewer.userId, viewer.seesAll],
  );
  return { groups: rows.map(toGroup), total: rows[0] ? Number(rows[0].total) : 0 };
}

interface ItemRow {
  kind: 'questionnaire' | 'document';
  id: string | number;
  title: string;
  recipient_id: string | number;
  recipient_name: string | null;
  item_status: string;
  opened: boolean;
  withdrawn: boolean;
  sms_status: 'queued' | 'sent' | 'delivered' | 'failed' | null;
  sms_at: Date | string | null;
  failed_reason: string | null;
}

const LATEST_SMS = `SELECT sms.delivery_status, coalesce(sms.delivery_reported_at, sms.created_at) AS at, sms.failed_reason FROM sms`;

// $1 the group; its plans are the non-blueprint artifact_packages naming it.
const GROUP_ITEMS = `
  WITH g AS (SELECT id, created_by, created_at FROM artifact_package_groups WHERE id = $1 AND deleted_at IS NULL),
  plans AS (SELECT p.id, p.recipient_id FROM artifact_packages p JOIN g ON p.group_id = g.id
             WHERE NOT p.is_blueprint AND p.deleted_at IS NULL)
  SELECT 'questionnaire' AS kind, q.id, q.title, q.patient_id AS recipient_id,
         CASE WHEN q.status IN ('SENT', 'STARTED') AND q.valid_to < now() THEN 'EXPIRED' ELSE q.status END AS item_status,
         q.status <> 'SENT' AS opened, q.status = 'ARCHIVED' AND q.properties ? 'withdrawn_at' AS withdrawn,
         s.delivery_status AS sms_status, s.at AS sms_at, s.failed_reason, q.created_at AS sent_at
    FROM g JOIN queries q
      ON q.deleted_at IS NULL AND q.status <> 'DRAFT'
     AND (q.artifact_package_id IN (SELECT id FROM plans)
          OR (q.artifact_package_id IS NULL AND q.created_by = g.created_by AND q.created_at = g.created_at))
    LEFT JOIN LATERAL (${LATEST_SMS} WHERE sms.query_id = q.id AND sms.deleted_at IS NULL
                        ORDER BY sms.created_at DESC, sms.id DESC LIMIT 1) s ON true
  UNION ALL
  SELECT 'document', dp.id, d.name, dp.patient_id, dp.status, dp.seen_by_patient, NOT dp.active,
         s.delivery_status, s.at, s.failed_reason, dp.created_at
    FROM document_patient dp
    JOIN documents d ON d.id = dp.document_id
    LEFT JOIN LATERAL (${LATEST_SMS} JOIN document_sms ds ON ds.sms_id = sms.id
                        WHERE ds.document_id = dp.document_id AND sms.deleted_at IS NULL
                        ORDER BY sms.created_at DESC, sms.id DESC LIMIT 1) s ON true
   WHERE dp.artifact_package_id IN (SELECT id FROM plans) AND dp.deleted_at IS NULL`;

function toParticipants(rows: ItemRow[], planRecipients: { id: number; name: string }[]) {
  const byId = new Map<number, OutboxGroupParticipant>();
  for (const who of planRecipients) byId.set(who.id, { participant: who, items: [] });
  for (const row of rows) {
    const id = Number(row.recipient_id);
    const entry = byId.get(id) ?? { participant: { id, name: row.recipient_name ?? '' }, items: [] };
    byId.set(id, entry);
    entry.items.push({
      kind: row.kind,
      id: Number(row.id),
      title: row.title,
      status: outboxStatus(row),
      sms:
        row.sms_status === null || row.sms_at === null
          ? null
          : { status: row.sms_status, at: new Date(row.sms_at).toISOString(), reason: row.failed_reason },
    });
  }
  return [...byId.values()].sort((a, b) => a.participant.name.localeCompare(b.participant.name, 'nb'));
}

/** One group send the viewer may see, with its participants and their items; null if none. */
export async function outboxGroupDetail(db: Queryable, viewer: GroupViewer, id: number) {
  const found = await db.query<GroupRow>(
    `SELECT ${GROUP_COLUMNS} FROM artifact_package_groups g
      WHERE g.id = $3 AND g.deleted_at IS NULL AND ($2 OR g.created_by = $1
             OR EXISTS (SELECT 1 FROM artifact_packages p WHERE p.group_id = g.id AND p.created_by = $1))`,
    [viewer.userId, viewer.seesAll, id],
  );
  if (!found.rows[0]) return null;
  const items = await db.query<ItemRow>(
    `SELECT i.*, r.full_name AS recipient_name FROM (${GROUP_ITEMS}) i
       JOIN recipients r ON r.id = i.recipient_id AND r.deleted_at IS NULL
      ORDER BY i.sent_at, i.id`,
    [id],
  );
  const plans = await db.query<{ id: string | number; full_name: string | null }>(
    `SELECT DISTINCT r.id, r.full_name FROM artifact_packages p JOIN recipients r ON r.id = p.recipient_id
      WHERE p.group_id = $1 AND NOT p.is_blueprint AND p.deleted_at IS NULL AND r.deleted_at IS NULL`,
    [id],
  );
  const recipients = plans.rows.map((row) => ({ id: Number(row.id), name: row.full_name ?? '' }));
  return { group: toGroup(found.rows[0]), participants: toParticipants(items.rows, recipients) };
}

// The outbox (issue 31 item 2): what the caller sent (questionnaires, documents, parcels,
// invitations) with each one's delivery and status, newest first; send the SMS again; withdraw a
// questionnaire not yet answered or a document not yet signed. Under the tenant's row-level security.
import type { OutboxItem, OutboxKind, OutboxStatus, RouteQuery, messagingContract } from '@portal/rules';
import { MESSAGING_PAGE_SIZE } from '@portal/rules';
import type { Queryable } from '../../db/database';

type SmsState = 'queued' | 'sent' | 'delivered' | 'failed';

interface OutboxRow {
  kind: OutboxKind;
  id: string | number;
  title: string;
  recipient_id: string | number | null;
  recipient_name: string | null;
  item_status: string;
  opened: boolean;
  withdrawn: boolean;
  sms_status: SmsState | null;
  sms_at: Date | string | null;
  sent_at: Date | string;
  document_id: string | number | null;
  total: string | number;
}

// One row per sent thing; the latest SMS about a questionnaire or a document is its delivery.
const OUTBOX_ROWS = `
  SELECT 'questionnaire' AS kind, q.id, q.title, q.patient_id AS recipient_id, q.status AS item_status,
         q.status <> 'SENT' AS opened, q.status = 'ARCHIVED' AND q.properties ? 'withdrawn_at' AS withdrawn,
         s.delivery_status AS sms_status, coalesce(s.delivery_reported_at, s.created_at) AS sms_at,
         coalesce(q.valid_from, q.created_at) AS sent_at, q.valid_to, NULL::bigint AS document_id
    FROM queries q
    LEFT JOIN LATERAL (SELECT delivery_status, delivery_reported_at, created_at FROM sms
                        WHERE sms.query_id = q.id AND sms.deleted_at IS NULL
                        ORDER BY sms.created_at DESC, sms.id DESC LIMIT 1) s ON true
   WHERE q.created_by = $1 AND q.status <> 'DRAFT' AND q.deleted_at IS NULL
  UNION ALL
  SELECT 'document', dp.id, d.name, dp.patient_id, dp.status, dp.seen_by_patient, NOT dp.active,
         s.delivery_status, coalesce(s.delivery_reported_at, s.created_at), dp.created_at, NULL, d.id
    FROM document_patient dp
    JOIN documents d ON d.id = dp.document_id
    LEFT JOIN LATERAL (SELECT sms.delivery_status, sms.delivery_reported_at, sms.created_at
                         FROM document_sms ds JOIN sms ON sms.id = ds.sms_id
                        WHERE ds.document_id = dp.document_id AND sms.deleted_at IS NULL
                        ORDER BY sms.created_at DESC, sms.id DESC LIMIT 1) s ON true
   WHERE dp.create_user_id = $1 AND dp.initiator = 'THERAPIST' AND dp.deleted_at IS NULL
  UNION ALL
  SELECT 'parcel', p.id, coalesce(g.title, ''), p.recipient_id, 'SENT', false, false, NULL, NULL, p.created_at, NULL, NULL
    FROM artifact_packages p
    LEFT JOIN artifact_package_groups g ON g.id = p.group_id
   WHERE p.created_by = $1 AND NOT p.is_blueprint AND p.deleted_at IS NULL
  UNION ALL
  SELECT 'invitation', u.id, trim(concat_ws(' ', u.first_name, u.last_name)), r.id, 'SENT',
         EXISTS (SELECT 1 FROM login_audit la WHERE la.user_id = u.id AND la.outcome = 'success'
                                      AND la.created_at >= u.invited_at), false, NULL, NULL, u.invited_at, NULL, NULL
    FROM users u
    LEFT JOIN recipients r ON r.user_id = u.id
   WHERE u.invited_by = $1 AND u.invited_at IS NOT NULL AND u.deleted_at IS NULL`;

/** §1's status of a sent item: what the participant did wins over what the SMS did. */
export function outboxStatus(
  row: Pick<OutboxRow, 'item_status' | 'opened' | 'withdrawn' | 'sms_status'>,
): OutboxStatus {
  if (row.withdrawn) return 'withdrawn';
  switch (row.item_status) {
    case 'ANSWERED':
    case 'SIGNED':
      return 'answered';
    case 'REJECTED':
      return 'rejected';
    case 'EXPIRED':
      return 'expired';
  }
  if (row.opened) return 'opened';
  if (row.sms_status === 'failed') return 'sms_failed';
  if (row.sms_status === 'delivered') return 'sms_delivered';
  return 'sent';
}

function toItem(row: OutboxRow): OutboxItem {
  const status = outboxStatus(row);
  const live =
    status === 'sent' || status === 'sms_delivered' || status === 'sms_failed' || status === 'opened';
  const withdrawable =
    (row.kind === 'questionnaire' || row.kind === 'document') && live && row.item_status !== 'ARCHIVED';
  return {
    kind: row.kind,
    id: Number(row.id),
    title: row.title,
    participant:
      row.recipient_id === null ? null : { id: Number(row.recipient_id), name: row.recipient_name ?? '' },
    status,
    sms:
      row.sms_status === null || row.sms_at === null
        ? null
        : { status: row.sms_status, at: new Date(row.sms_at).toISOString() },
    sentAt: new Date(row.sent_at).toISOString(),
    documentId: row.document_id === null ? null : Number(row.document_id),
    canResend: row.sms_status !== null && live && row.item_status !== 'ARCHIVED',
    canWithdraw: withdrawable,
  };
}

export type OutboxQuery = RouteQuery<typeof messagingContract.outbox>;

/** One page of what the user sent, newest first, with the filtered total. */
export async function listOutbox(db: Queryable, userId: number, query: OutboxQuery) {
  const where: string[] = [];
  const params: unknown[] = [userId];
  if (query.kind !== undefined) {
    params.push(query.kind);
    where.push(`o.kind = $${params.length}`);
  }
  if (query.participant !== undefined) {
    params.push(query.participant);
    where.push(`o.recipient_id = $${params.length}`);
  }
  const limit = query.limit ?? MESSAGING_PAGE_SIZE;
  const offset = query.offset ?? 0;
  const { rows } = await db.query<OutboxRow>(
    `SELECT o.kind, o.id, o.title, o.recipient_id, r.full_name AS recipient_name,
            CASE WHEN o.item_status IN ('SENT', 'STARTED') AND o.valid_to < now() THEN 'EXPIRED' ELSE o.item_status END AS item_status,
            o.opened, o.withdrawn, o.sms_status, o.sms_at, o.sent_at, o.document_id, count(*) OVER () AS total
       FROM (${OUTBOX_ROWS}) o
       LEFT JOIN recipients r ON r.id = o.recipient_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY o.sent_at DESC, o.id DESC
      LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return { items: rows.map(toItem), total: rows[0] ? Number(rows[0].total) : 0 };
}

/** The user's sent questionnaire or document as the outbox sees it, or null. */
export async function outboxItem(
  db: Queryable,
  userId: number,
  kind: 'questionnaire' | 'document',
  id: number,
) {
  const { rows } = await db.query<OutboxRow>(
    `SELECT o.kind, o.id, o.title, o.recipient_id, NULL AS recipient_name, o.item_status, o.opened, o.withdrawn,
            o.sms_status, o.sms_at, o.sent_at, o.document_id, 1 AS total
       FROM (${OUTBOX_ROWS}) o WHERE o.kind = $2 AND o.id = $3`,
    [userId, kind, id],
  );
  return rows[0] ? toItem(rows[0]) : null;
}

/** The last SMS about the item: what is sent again. */
export async function lastSms(db: Queryable, kind: 'questionnaire' | 'document', id: number) {
  const { rows } = await db.query<{
    id: string | number;
    content: string;
    tlfmobil: string;
    query_id: string | null;
    sms_template_id: string | null;
  }>(
    kind === 'questionnaire'
      ? `SELECT id, content, tlfmobil, query_id, sms_template_id FROM sms
          WHERE query_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1`
      : `SELECT sms.id, sms.content, sms.tlfmobil, sms.query_id, sms.sms_template_id
           FROM document_patient dp JOIN document_sms ds ON ds.document_id = dp.document_id
           JOIN sms ON sms.id = ds.sms_id
          WHERE dp.id = $1 AND sms.deleted_at IS NULL ORDER BY sms.created_at DESC, sms.id DESC LIMIT 1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Withdraws the item (its caller checked it may be): the questionnaire is closed, the document hidden. */
export async function withdrawItem(
  db: Queryable,
  kind: 'questionnaire' | 'document',
  id: number,
  userId: number,
  now: Date,
) {
  if (kind === 'questionnaire')
    await db.query(
      `UPDATE queries SET status = 'ARCHIVED', updated_by = $2,
              properties = properties || jsonb_build_object('withdrawn_at', $3::text)
        WHERE id = $1`,
      [id, userId, now.toISOString()],
    );
  else
    await db.query('UPDATE document_patient SET active = false, hide_for_patient = true WHERE id = $1', [id]);
}

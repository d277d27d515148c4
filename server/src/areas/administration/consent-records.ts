// Issue 32 item 1: the record of who accepted, declined or withdrew which version when (admins).
import type { ConsentAction, ConsentGroup, ConsentRecord } from '@portal/rules';
import type { Queryable } from '../../db/database';

interface RecordRow {
  id: string | number;
  template_id: string | number;
  title: string;
  version: number;
  first_name: string;
  last_name: string;
  username: string;
  role: string;
  action: ConsentAction;
  reason: string | null;
  created_at: Date | string;
}

export async function listRecords(
  db: Queryable,
  customerId: number,
  query: { group: ConsentGroup; templateId?: number; limit?: number },
): Promise<ConsentRecord[]> {
  const { rows } = await db.query<RecordRow>(
    `SELECT r.id, r.consent_template_id AS template_id, v.title, v.version, u.first_name, u.last_name, u.username,
            u.role, r.action, r.reason, r.created_at
       FROM consent_records r
       JOIN consent_template_versions v ON v.id = r.consent_template_version_id
       JOIN users u ON u.id = r.user_id
      WHERE r.customer_id = $1 AND v."group" = $2 AND ($3::bigint IS NULL OR r.consent_template_id = $3)
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT $4`,
    [customerId, query.group, query.templateId ?? null, query.limit ?? 200],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    templateId: Number(row.template_id),
    title: row.title,
    version: row.version,
    user: `${row.first_name} ${row.last_name}`.trim() || row.username,
    role: row.role,
    action: row.action,
    reason: row.reason ?? '',
    at: new Date(row.created_at).toISOString(),
  }));
}

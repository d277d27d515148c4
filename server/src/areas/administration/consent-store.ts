// Issue 32 items 1 and 2: consent templates, their versions and the answers, of one tenant. Every
// statement runs under the tenant's row-level security (the kit's TenantDb) and names the tenant too.
// A version and an answer are inserted, never updated (migration 0900 refuses it).
import type {
  ConsentAction,
  ConsentGroup,
  ConsentTemplateInput,
  ConsentVersion,
  LatestAnswer,
} from '@portal/rules';
import type { Queryable } from '../../db/database';
import { adminError } from './administration-errors';

interface VersionRow {
  id: string | number;
  template_id: string | number;
  version: number;
  title: string;
  description: string | null;
  body_en: string | null;
  body_no: string | null;
  type: ConsentVersion['type'];
  group: ConsentGroup;
  region: number | null;
  renew_consent: boolean;
  valid_days: number | null;
  valid_to: Date | string | null;
  published_by: string | null;
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The columns of a version with the name of who published it (`v` the version, `t` its template). */
export const VERSION_SELECT = `
  SELECT v.id, v.consent_template_id AS template_id, v.version, v.title, v.description, v.body_en, v.body_no,
         v.type, v."group", v.region, v.renew_consent, v.valid_days, v.valid_to, v.created_at,
         nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS published_by
    FROM consent_template_versions v
    JOIN consent_templates t ON t.id = v.consent_template_id AND t.customer_id = v.customer_id
    LEFT JOIN users u ON u.id = v.published_by`;

/** The newest version of each template only. */
export const CURRENT_ONLY = `v.version = (SELECT max(w.version) FROM consent_template_versions w
                                            WHERE w.consent_template_id = v.consent_template_id)`;

export function toVersion(row: VersionRow): ConsentVersion {
  return {
    id: Number(row.id),
    templateId: Number(row.template_id),
    version: row.version,
    title: row.title,
    description: row.description ?? '',
    bodyEn: row.body_en ?? '',
    bodyNo: row.body_no ?? '',
    type: row.type,
    group: row.group,
    region: row.region,
    renew: row.renew_consent,
    validDays: row.valid_days,
    validTo: row.valid_to === null ? null : iso(row.valid_to),
    publishedBy: row.published_by,
    publishedAt: iso(row.created_at),
  };
}

/** The current version of each live template of the groups, oldest template first. */
export async function currentVersions(db: Queryable, customerId: number, groups: readonly ConsentGroup[]) {
  const { rows } = await db.query<VersionRow>(
    `${VERSION_SELECT}
      WHERE v.customer_id = $1 AND t.deleted_at IS NULL AND v."group" = ANY ($2::text[]) AND ${CURRENT_ONLY}
      ORDER BY v."group" DESC, t.id`,
    [customerId, groups],
  );
  return rows.map(toVersion);
}

export async function templateVersions(db: Queryable, customerId: number, templateId: number) {
  const { rows } = await db.query<VersionRow>(
    `${VERSION_SELECT} WHERE v.customer_id = $1 AND v.consent_template_id = $2 AND t.deleted_at IS NULL
      ORDER BY v.version DESC`,
    [customerId, templateId],
  );
  return rows.map(toVersion);
}

/** One version by id, of a live template. */
export async function versionById(db: Queryable, customerId: number, versionId: number) {
  const { rows } = await db.query<VersionRow>(
    `${VERSION_SELECT} WHERE v.customer_id = $1 AND v.id = $2 AND t.deleted_at IS NULL`,
    [customerId, versionId],
  );
  const row = rows[0];
  return row ? toVersion(row) : null;
}

/** Answer counts per template of a group: each user counted by their latest answer. */
export async function answerCounts(db: Queryable, customerId: number, group: ConsentGroup) {
  const { rows } = await db.query<{
    template_id: string | number;
    action: ConsentAction;
    n: string | number;
  }>(
    `SELECT latest.consent_template_id AS template_id, latest.action, count(*) AS n
       FROM (SELECT DISTINCT ON (r.consent_template_id, r.user_id) r.consent_template_id, r.action
               FROM consent_records r JOIN consent_templates t ON t.id = r.consent_template_id
              WHERE r.customer_id = $1 AND t."group" = $2
              ORDER BY r.consent_template_id, r.user_id, r.created_at DESC, r.id DESC) latest
      GROUP BY 1, 2`,
    [customerId, group],
  );
  const counts = new Map<number, Record<ConsentAction, number>>();
  for (const row of rows) {
    const id = Number(row.template_id);
    const entry = counts.get(id) ?? { ACCEPTED: 0, DECLINED: 0, WITHDRAWN: 0 };
    entry[row.action] = Number(row.n);
    counts.set(id, entry);
  }
  return counts;
}

export async function versionCounts(db: Queryable, customerId: number, group: ConsentGroup) {
  const { rows } = await db.query<{ template_id: string | number; n: string | number }>(
    `SELECT consent_template_id AS template_id, count(*) AS n FROM consent_template_versions
      WHERE customer_id = $1 AND "group" = $2 GROUP BY 1`,
    [customerId, group],
  );
  return new Map(rows.map((row) => [Number(row.template_id), Number(row.n)]));
}

async function insertVersion(
  tx: Queryable,
  customerId: number,
  templateId: number,
  userId: number,
  input: ConsentTemplateInput & { bodyEn: string; bodyNo: string },
  now: Date,
) {
  const { rows } = await tx.query<{ id: string | number; version: number }>(
    `INSERT INTO consent_template_versions (customer_id, consent_template_id, version, title, description,
         body_en, body_no, type, "group", region, renew_consent, valid_days, valid_to, published_by, created_at)
     SELECT $1, $2, coalesce(max(version), 0) + 1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14
       FROM consent_template_versions WHERE consent_template_id = $2
     RETURNING id, version`,
    [
      customerId,
      templateId,
      input.title,
      input.description,
      input.bodyEn,
      input.bodyNo,
      input.type,
      input.group,
      input.region,
      input.renew,
      input.validDays,
      input.validTo,
      userId,
      now,
    ],
  );
  const row = rows[0]!;
  return { id: Number(row.id), version: row.version };
}

type CleanInput = ConsentTemplateInput & { bodyEn: string; bodyNo: string };

export async function createTemplate(
  tx: Queryable,
  customerId: number,
  userId: number,
  input: CleanInput,
  now: Date,
) {
  const { rows } = await tx.query<{ id: string | number }>(
    `INSERT INTO consent_templates (customer_id, title, description, type, "group", region, renew_consent,
         valid_days, valid_to, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
    [
      customerId,
      input.title,
      input.description,
      input.type,
      input.group,
      input.region,
      input.renew,
      input.validDays,
      input.validTo,
      now,
    ],
  );
  return insertVersion(tx, customerId, Number(rows[0]!.id), userId, input, now);
}

/**
 * A new version of a template: the template's row takes the new terms, the earlier versions (and
 * every answer naming them) stay as they were. The group is the tab the template lives in: fixed.
 */
export async function publishVersion(
  tx: Queryable,
  customerId: number,
  userId: number,
  templateId: number,
  input: CleanInput,
  now: Date,
) {
  const { rows } = await tx.query<{ group: string }>(
    `SELECT "group" FROM consent_templates WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [customerId, templateId],
  );
  const current = rows[0];
  if (!current) throw adminError(404, 'consent_not_found');
  if (current.group !== input.group) throw adminError(409, 'consent_group_fixed');
  await tx.query(
    `UPDATE consent_templates SET title = $3, description = $4, type = $5, region = $6, renew_consent = $7,
            valid_days = $8, valid_to = $9
      WHERE customer_id = $1 AND id = $2`,
    [
      customerId,
      templateId,
      input.title,
      input.description,
      input.type,
      input.region,
      input.renew,
      input.validDays,
      input.validTo,
    ],
  );
  return insertVersion(tx, customerId, templateId, userId, input, now);
}

export async function removeTemplate(
  db: Queryable,
  customerId: number,
  templateId: number,
  group: ConsentGroup[],
) {
  const { rows } = await db.query(
    `UPDATE consent_templates SET deleted_at = now()
      WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL AND "group" = ANY ($3::text[]) RETURNING id`,
    [customerId, templateId, group],
  );
  if (rows.length === 0) throw adminError(404, 'consent_not_found');
}

/** The group of a live template, or null. */
export async function templateGroup(db: Queryable, customerId: number, templateId: number) {
  const { rows } = await db.query<{ group: ConsentGroup }>(
    `SELECT "group" FROM consent_templates WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL`,
    [customerId, templateId],
  );
  return rows[0]?.group ?? null;
}

/** A user's latest answer to each template, by template id. */
export async function latestAnswers(db: Queryable, customerId: number, userId: number) {
  const { rows } = await db.query<{
    template_id: string | number;
    version_id: string | number;
    action: ConsentAction;
    version: number;
    at: Date | string;
  }>(
    `SELECT DISTINCT ON (r.consent_template_id) r.consent_template_id AS template_id, v.id AS version_id,
            r.action, v.version, r.created_at AS at
       FROM consent_records r JOIN consent_template_versions v ON v.id = r.consent_template_version_id
      WHERE r.customer_id = $1 AND r.user_id = $2
      ORDER BY r.consent_template_id, r.created_at DESC, r.id DESC`,
    [customerId, userId],
  );
  return new Map<number, LatestAnswer & { versionId: number }>(
    rows.map((row) => [
      Number(row.template_id),
      { action: row.action, version: row.version, at: iso(row.at), versionId: Number(row.version_id) },
    ]),
  );
}

export async function recordAnswer(
  db: Queryable,
  customerId: number,
  userId: number,
  version: { id: number; templateId: number },
  action: ConsentAction,
  reason: string,
  now: Date,
) {
  await db.query(
    `INSERT INTO consent_records (customer_id, consent_template_version_id, consent_template_id, user_id, action,
         reason, created_at)
     VALUES ($1, $2, $3, $4, $5, nullif($6, ''), $7)`,
    [customerId, version.id, version.templateId, userId, action, reason, now],
  );
}

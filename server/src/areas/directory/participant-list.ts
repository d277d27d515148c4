// §2.3 "my participants": one page of a staff member's caseload (recipient_staff) with the counts of
// each sub-view, searched by name, case number (actno) or national id, sorted and filtered by
// activity and group. Every statement names the tenant and runs under its row-level security; the
// sort is chosen from a fixed table and every value is a parameter.
import {
  nationalIdFor,
  seesFullNationalId,
  type ParticipantCounts,
  type ParticipantList,
  type ParticipantListQuery,
  type ParticipantRow,
  type ParticipantStatus,
  type Role,
} from '@portal/rules';
import type { Queryable } from '../../db/database';

const ORDER: Record<ParticipantListQuery['sort'], string> = {
  name: 'lower(r.full_name)',
  caseNumber: 'r.actno',
  addedAt: 's.created_at',
  status: 's.status',
};

interface Scope {
  customerId: number;
  staffId: number;
  role: Role;
}

/** The WHERE of the caseload with the search and filters (not the view), and its parameters. */
function caseloadWhere(scope: Scope, query: ParticipantListQuery) {
  const params: unknown[] = [scope.customerId, scope.staffId];
  const where = ['s.customer_id = $1', 's.user_id = $2', 'r.deleted_at IS NULL'];
  const term = query.q?.trim();
  if (term) {
    params.push(`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const like = `$${params.length}`;
    // A case number has digits and a national id is 11 of them: a name search scans names only.
    const matches = [`r.full_name ILIKE ${like}`];
    if (/\d/.test(term)) matches.push(`r.actno ILIKE ${like}`);
    const digits = term.replace(/\s/g, '');
    if (/^\d{11}$/.test(digits)) {
      params.push(digits);
      matches.push(`r.national_id = $${params.length}`);
    }
    where.push(`(${matches.join(' OR ')})`);
  }
  if (query.activityId !== undefined) {
    params.push(query.activityId);
    where.push(
      `(r.activity_id = $${params.length} OR EXISTS (SELECT 1 FROM recipient_activities ra
         WHERE ra.customer_id = $1 AND ra.recipient_id = r.id AND ra.activity_id = $${params.length}))`,
    );
  }
  if (query.groupId !== undefined) {
    params.push(query.groupId);
    where.push(`EXISTS (SELECT 1 FROM recipient_group_members gm JOIN recipient_groups g
         ON g.id = gm.recipient_group_id AND g.deleted_at IS NULL
       WHERE gm.customer_id = $1 AND gm.recipient_id = r.id AND gm.recipient_group_id = $${params.length})`);
  }
  return { params, where };
}

interface ListedRow {
  id: string | number;
  full_name: string;
  national_id: string | null;
  actno: string | null;
  mobile_phone: string | null;
  tiltak: string | null;
  user_id: string | number | null;
  status: ParticipantStatus;
  added_at: Date | string;
  invited_at: Date | string | null;
  case_ended_at: Date | string | null;
  delete_after: Date | string | null;
}

const FROM = 'FROM recipient_staff s JOIN recipients r ON r.id = s.recipient_id AND r.customer_id = s.customer_id';

/**
 * One statement, one scan of the caseload: the matches are materialised once, counted by status
 * for the sub-views' counts and sorted for the page (a row with null columns when the page is empty).
 */
export async function listCaseload(db: Queryable, scope: Scope, query: ParticipantListQuery): Promise<ParticipantList> {
  const { params, where } = caseloadWhere(scope, query);
  params.push(query.view === 'all' ? null : query.view, query.pageSize, (query.page - 1) * query.pageSize);
  const [view, limit, offset] = [params.length - 2, params.length - 1, params.length].map((n) => `$${n}`);
  const dir = query.dir === 'desc' ? 'DESC' : 'ASC';
  const { rows } = await db.query<Partial<ListedRow> & { counts: Record<string, string | number> | null }>(
    `WITH m AS MATERIALIZED (
       SELECT r.id, r.full_name, r.national_id, r.actno, r.mobile_phone, r.tiltak, r.user_id, s.status,
              s.created_at AS added_at, r.invited_at, r.case_ended_at, r.delete_after, ${ORDER[query.sort]} AS sort_key
         ${FROM} WHERE ${where.join(' AND ')})
     SELECT (SELECT json_object_agg(status, n) FROM (SELECT status, count(*) AS n FROM m GROUP BY status) c) AS counts, p.*
       FROM (SELECT 1) AS one LEFT JOIN LATERAL (
         SELECT id, full_name, national_id, actno, mobile_phone, tiltak, user_id, status, added_at,
                invited_at, case_ended_at, delete_after FROM m
          WHERE ${view}::text IS NULL OR status = ${view}::text
          ORDER BY sort_key ${dir} NULLS LAST, id ${dir} LIMIT ${limit} OFFSET ${offset}) AS p ON true`,
    params,
  );
  const counts: ParticipantCounts = { all: 0, accepted: 0, waiting: 0, to_be_deleted: 0 };
  for (const [status, n] of Object.entries(rows[0]?.counts ?? {})) {
    if (status in counts) counts[status as ParticipantStatus] = Number(n);
    counts.all += Number(n);
  }
  const listed = rows.filter((row): row is ListedRow & { counts: null } => row.id != null);
  return {
    rows: await withLinks(db, scope, listed),
    total: query.view === 'all' ? counts.all : counts[query.view],
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

type NameRef = { id: number; name: string };

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Each listed participant's activities and groups, read for the page's ids at once. */
export async function withLinks(db: Queryable, scope: Scope, rows: readonly ListedRow[]): Promise<ParticipantRow[]> {
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const { rows: activityRows } = await db.query<{ recipient_id: string | number; id: string | number; name: string }>(
    `SELECT DISTINCT r.id AS recipient_id, a.id, a.name
       FROM recipients r JOIN activities a ON a.customer_id = r.customer_id AND a.deleted_at IS NULL
        AND (a.id = r.activity_id OR EXISTS (SELECT 1 FROM recipient_activities ra
              WHERE ra.customer_id = r.customer_id AND ra.recipient_id = r.id AND ra.activity_id = a.id))
      WHERE r.customer_id = $1 AND r.id = ANY($2::bigint[]) ORDER BY a.name`,
    [scope.customerId, ids],
  );
  const { rows: groupRows } = await db.query<{ recipient_id: string | number; id: string | number; name: string }>(
    `SELECT gm.recipient_id, g.id, g.name FROM recipient_group_members gm
       JOIN recipient_groups g ON g.id = gm.recipient_group_id AND g.deleted_at IS NULL
      WHERE gm.customer_id = $1 AND gm.recipient_id = ANY($2::bigint[]) ORDER BY g.name`,
    [scope.customerId, ids],
  );
  const byRecipient = (list: typeof activityRows) => {
    const map = new Map<number, NameRef[]>();
    for (const row of list) {
      const key = Number(row.recipient_id);
      map.set(key, [...(map.get(key) ?? []), { id: Number(row.id), name: row.name }]);
    }
    return map;
  };
  const activities = byRecipient(activityRows);
  const groups = byRecipient(groupRows);
  const masked = !seesFullNationalId(scope.role);
  return rows.map((row) => ({
    id: Number(row.id),
    fullName: row.full_name,
    nationalId: nationalIdFor(scope.role, row.national_id),
    nationalIdMasked: masked,
    caseNumber: row.actno,
    mobilePhone: row.mobile_phone,
    status: row.status,
    tiltak: row.tiltak,
    activities: activities.get(Number(row.id)) ?? [],
    groups: groups.get(Number(row.id)) ?? [],
    addedAt: new Date(row.added_at).toISOString(),
    hasUser: row.user_id !== null,
    invitedAt: isoOrNull(row.invited_at),
    caseEndedAt: isoOrNull(row.case_ended_at),
    deleteAfter: isoOrNull(row.delete_after),
  }));
}

export type { ListedRow, Scope };

// Issue 32 item 3: the questionnaire report of one tenant and period. A questionnaire counts as
// sent when it left the draft (any status but DRAFT) and was made in the period; answered when it
// was answered or signed; expired when it expired. Periods are the tenant's days (Europe/Oslo).
import type { ActivityReport, ActivityReportQuery } from '@portal/rules';
import type { Queryable } from '../../db/database';
import { toCsv } from './csv';

const TIME_ZONE = 'Europe/Oslo';

const COUNTS = `count(*) AS sent,
                count(*) FILTER (WHERE q.status IN ('ANSWERED', 'SIGNED')) AS answered,
                count(*) FILTER (WHERE q.status = 'EXPIRED') AS expired`;

const FILTER = `q.customer_id = $1 AND q.deleted_at IS NULL AND q.status <> 'DRAFT'
  AND q.created_at >= ($2::date)::timestamp AT TIME ZONE '${TIME_ZONE}'
  AND q.created_at < ($3::date + 1)::timestamp AT TIME ZONE '${TIME_ZONE}'
  AND ($4::bigint IS NULL OR q.template_id = $4) AND ($5::bigint IS NULL OR q.created_by = $5)`;

interface CountRow {
  sent: string | number;
  answered: string | number;
  expired: string | number;
}
const counts = (row: CountRow) => ({
  sent: Number(row.sent),
  answered: Number(row.answered),
  expired: Number(row.expired),
});
const id = (value: string | number | null) => (value === null ? null : Number(value));

export async function activityReport(
  db: Queryable,
  customerId: number,
  query: ActivityReportQuery,
): Promise<ActivityReport> {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
  const bucket = days <= 62 ? 'day' : 'week';
  const params = [customerId, query.from, query.to, query.templateId ?? null, query.staffId ?? null];
  const local = `(q.created_at AT TIME ZONE '${TIME_ZONE}')`;
  const [series, byTemplate, byStaff, participants] = await Promise.all([
    db.query<CountRow & { period: string }>(
      `SELECT to_char(date_trunc('${bucket}', ${local})::date, 'YYYY-MM-DD') AS period, ${COUNTS}
         FROM queries q WHERE ${FILTER} GROUP BY 1 ORDER BY 1`,
      params,
    ),
    db.query<CountRow & { template_id: string | null; title: string }>(
      `SELECT q.template_id, coalesce(min(t.title), min(q.title)) AS title, ${COUNTS}
         FROM queries q LEFT JOIN templates t ON t.id = q.template_id
        WHERE ${FILTER} GROUP BY q.template_id ORDER BY count(*) DESC, 2 LIMIT 100`,
      params,
    ),
    db.query<CountRow & { user_id: string | null; name: string }>(
      `SELECT q.created_by AS user_id,
              coalesce(min(nullif(trim(u.first_name || ' ' || u.last_name), '')), min(u.username), '-') AS name, ${COUNTS}
         FROM queries q LEFT JOIN users u ON u.id = q.created_by
        WHERE ${FILTER} GROUP BY q.created_by ORDER BY count(*) DESC, 2 LIMIT 100`,
      params,
    ),
    db.query<{ status: string; count: string | number }>(
      `SELECT rs.status, count(DISTINCT rs.recipient_id) AS count
         FROM recipient_staff rs JOIN recipients r ON r.id = rs.recipient_id AND r.deleted_at IS NULL
        WHERE rs.customer_id = $1 AND ($2::bigint IS NULL OR rs.user_id = $2)
        GROUP BY 1 ORDER BY 1`,
      [customerId, query.staffId ?? null],
    ),
  ]);
  const seriesRows = series.rows.map((row) => ({ period: row.period, ...counts(row) }));
  const totals = { sent: 0, answered: 0, expired: 0 };
  for (const row of seriesRows) {
    totals.sent += row.sent;
    totals.answered += row.answered;
    totals.expired += row.expired;
  }
  return {
    from: query.from,
    to: query.to,
    bucket,
    series: seriesRows,
    byTemplate: byTemplate.rows.map((row) => ({
      templateId: id(row.template_id),
      title: row.title,
      ...counts(row),
    })),
    byStaff: byStaff.rows.map((row) => ({ userId: id(row.user_id), name: row.name, ...counts(row) })),
    participantsByStatus: participants.rows.map((row) => ({ status: row.status, count: Number(row.count) })),
    totals,
  };
}

/** The report as CSV: one row per period, template and staff member, naming which it is. */
export function activityReportCsv(report: ActivityReport): string {
  const lines: (string | number)[][] = [['section', 'key', 'sent', 'answered', 'expired']];
  for (const row of report.series)
    lines.push([report.bucket, row.period, row.sent, row.answered, row.expired]);
  for (const row of report.byTemplate)
    lines.push(['template', row.title, row.sent, row.answered, row.expired]);
  for (const row of report.byStaff) lines.push(['staff', row.name, row.sent, row.answered, row.expired]);
  return toCsv(lines);
}

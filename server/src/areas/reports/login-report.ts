// Issue 32 item 4: the login report of one tenant and period, from the login audit. Days are the
// tenant's calendar days (Europe/Oslo); the audit's methods are grouped as the report shows them;
// a token refresh and a password reset are not sign-ins and a pending step (the SMS code asked for)
// is not an outcome, so none of them is counted. The audit's (customer_id, created_at) index serves
// the period; a month of a large tenant is one pass over its rows.
import type { LoginMethodGroup, LoginReport } from '@portal/rules';
import type { Queryable } from '../../db/database';
import { toCsv } from './csv';

const TIME_ZONE = 'Europe/Oslo';

const METHOD_GROUP = `CASE WHEN a.method = 'nbid' THEN 'national_id'
                           WHEN a.method IN ('connector_ott', 'portal') THEN 'token'
                           ELSE 'password_sms' END`;

const COUNTS = `count(*) FILTER (WHERE a.outcome = 'success') AS successes,
                count(*) FILTER (WHERE a.outcome = 'failure' AND a.reason IS DISTINCT FROM 'locked') AS failures,
                count(*) FILTER (WHERE a.outcome = 'failure' AND a.reason = 'locked') AS lockouts`;

/** The period's rows of the tenant: `$1` tenant, `$2` first day, `$3` last day (both included). */
const PERIOD = `a.customer_id = $1
  AND a.created_at >= ($2::date)::timestamp AT TIME ZONE '${TIME_ZONE}'
  AND a.created_at < ($3::date + 1)::timestamp AT TIME ZONE '${TIME_ZONE}'
  AND a.outcome <> 'pending' AND a.method NOT IN ('refresh', 'reset_password')`;

interface CountRow {
  successes: string | number;
  failures: string | number;
  lockouts: string | number;
}
const counts = (row: CountRow) => ({
  successes: Number(row.successes),
  failures: Number(row.failures),
  lockouts: Number(row.lockouts),
});

/** The most users the report lists (those with the most failures first, then the most sign-ins). */
const USER_ROWS = 200;

export async function loginReport(
  db: Queryable,
  customerId: number,
  from: string,
  to: string,
): Promise<LoginReport> {
  const params = [customerId, from, to];
  const [days, users] = await Promise.all([
    db.query<CountRow & { day: string; method: LoginMethodGroup }>(
      `SELECT to_char((a.created_at AT TIME ZONE '${TIME_ZONE}')::date, 'YYYY-MM-DD') AS day, ${METHOD_GROUP} AS method,
              ${COUNTS}
         FROM login_audit a WHERE ${PERIOD}
        GROUP BY 1, 2 ORDER BY 1, 2`,
      params,
    ),
    db.query<
      CountRow & { user_id: string | null; name: string; role: string | null; last_success: Date | null }
    >(
      `SELECT per.user_id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), per.username, '?') AS name,
              u.role, per.successes, per.failures, per.lockouts, per.last_success
         FROM (SELECT a.user_id, min(a.username) AS username, ${COUNTS},
                      max(a.created_at) FILTER (WHERE a.outcome = 'success') AS last_success
                 FROM login_audit a WHERE ${PERIOD}
                GROUP BY a.user_id, CASE WHEN a.user_id IS NULL THEN a.username END) per
         LEFT JOIN users u ON u.id = per.user_id
        ORDER BY per.failures + per.lockouts DESC, per.successes DESC, name
        LIMIT ${USER_ROWS}`,
      params,
    ),
  ]);
  const dayRows = days.rows.map((row) => ({ day: row.day, method: row.method, ...counts(row) }));
  const totals = { successes: 0, failures: 0, lockouts: 0 };
  for (const row of dayRows) {
    totals.successes += row.successes;
    totals.failures += row.failures;
    totals.lockouts += row.lockouts;
  }
  return {
    from,
    to,
    days: dayRows,
    users: users.rows.map((row) => ({
      userId: row.user_id === null ? null : Number(row.user_id),
      name: row.name,
      role: row.role,
      ...counts(row),
      lastSuccess: row.last_success ? new Date(row.last_success).toISOString() : null,
    })),
    totals,
  };
}

/** The report's days as CSV (a row per day and method), with a header row. */
export function loginReportCsv(report: LoginReport): string {
  const lines = [['day', 'method', 'successes', 'failures', 'lockouts']];
  for (const row of report.days)
    lines.push([row.day, row.method, String(row.successes), String(row.failures), String(row.lockouts)]);
  return toCsv(lines);
}

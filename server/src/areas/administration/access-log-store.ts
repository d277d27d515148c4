// The access log's reads (issue 32 item 8): the admins' search and a participant's own view. The
// lines are written where the reads happen (the directory's participant record); nothing here, nor
// any route, changes or deletes one (and the table's trigger refuses it to the tenant's role).
import {
  ACCESS_LOG_PAGE_SIZE,
  accessKindOf,
  type AccessKind,
  type AccessLogEntry,
  type OwnAccessEntry,
  type Role,
} from '@portal/rules';
import type { Queryable } from '../../db/database';

const ACTIONS_OF: Record<AccessKind, readonly string[]> = {
  record: ['read_record'],
  questionnaire: ['read_questionnaire'],
  document: ['read_document'],
  chat: ['read_chat'],
  export: ['export'],
  change: ['create', 'invite', 'end_case', 'restore', 'delete_data'],
};
/** What a participant sees as "looked at": the reads and the exports. */
const LOOKED_AT = ['read_record', 'read_questionnaire', 'read_document', 'read_chat', 'export'];

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const staffName = (first: string, last: string, username: string) => `${first} ${last}`.trim() || username;

export interface AccessLogFilter {
  participant?: string | undefined;
  staff?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  kind?: AccessKind | undefined;
  page?: number | undefined;
}

interface LogRow {
  id: string | number;
  at: Date | string;
  first_name: string;
  last_name: string;
  username: string;
  role: Role;
  recipient_id: string | number;
  full_name: string | null;
  action: string;
  context: string | null;
  total: string | number;
}

export async function searchAccessLog(db: Queryable, customerId: number, filter: AccessLogFilter) {
  const where = ['l.customer_id = $1'];
  const params: unknown[] = [customerId];
  const add = (value: unknown, clause: (p: string) => string) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filter.participant) add(likePattern(filter.participant), (p) => `r.full_name ILIKE ${p}`);
  if (filter.staff)
    add(likePattern(filter.staff), (p) => `((u.first_name || ' ' || u.last_name) ILIKE ${p} OR u.username ILIKE ${p})`);
  if (filter.from) add(filter.from, (p) => `l.at >= ${p}::date`);
  if (filter.to) add(filter.to, (p) => `l.at < ${p}::date + 1`);
  if (filter.kind) add([...ACTIONS_OF[filter.kind]], (p) => `l.action = ANY(${p}::text[])`);
  const page = filter.page ?? 0;
  const { rows } = await db.query<LogRow>(
    `SELECT l.id, l.at, u.first_name, u.last_name, u.username, u.role, l.recipient_id, r.full_name,
            l.action, l.context, count(*) OVER () AS total
       FROM directory_access_log l
       JOIN users u ON u.id = l.user_id AND u.customer_id = l.customer_id
       LEFT JOIN recipients r ON r.id = l.recipient_id AND r.customer_id = l.customer_id
      WHERE ${where.join(' AND ')}
      ORDER BY l.at DESC, l.id DESC
      LIMIT ${ACCESS_LOG_PAGE_SIZE} OFFSET ${page * ACCESS_LOG_PAGE_SIZE}`,
    params,
  );
  const entries: AccessLogEntry[] = rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    staff_name: staffName(row.first_name, row.last_name, row.username),
    staff_username: row.username,
    staff_role: row.role,
    participant_id: Number(row.recipient_id),
    // A participant whose personal data was deleted is named by number only (the log outlives it).
    participant_name: row.full_name ?? `#${row.recipient_id}`,
    kind: accessKindOf(row.action),
    context: row.context,
  }));
  return { entries, total: Number(rows[0]?.total ?? 0), page, page_size: ACCESS_LOG_PAGE_SIZE };
}

/** Who has looked at the data of the participant signed in as `userId`: newest first, no ids. */
export async function ownAccessLog(db: Queryable, customerId: number, userId: number, page: number) {
  const { rows } = await db.query<Omit<LogRow, 'id' | 'recipient_id' | 'full_name' | 'context'>>(
    `SELECT l.at, u.first_name, u.last_name, u.username, u.role, l.action, count(*) OVER () AS total
       FROM directory_access_log l
       JOIN recipients me ON me.id = l.recipient_id AND me.customer_id = l.customer_id AND me.user_id = $2
       JOIN users u ON u.id = l.user_id AND u.customer_id = l.customer_id
      WHERE l.customer_id = $1 AND l.action = ANY($3::text[]) AND l.user_id <> $2
      ORDER BY l.at DESC, l.id DESC
      LIMIT ${ACCESS_LOG_PAGE_SIZE} OFFSET ${page * ACCESS_LOG_PAGE_SIZE}`,
    [customerId, userId, LOOKED_AT],
  );
  const entries: OwnAccessEntry[] = rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    staff_name: staffName(row.first_name, row.last_name, row.username),
    staff_role: row.role,
    kind: accessKindOf(row.action),
  }));
  return { entries, total: Number(rows[0]?.total ?? 0), page, page_size: ACCESS_LOG_PAGE_SIZE };
}

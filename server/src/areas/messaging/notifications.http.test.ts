// Issue 31 item 8 (part), the notification app's reads and writes through the data API, on PGlite
// and PostgreSQL: a user reads only their own notifications, unread first, and marks them read; a
// share makes one for its receiver; another user's notification is not changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

const LIST = `query($me: bigint!) { notifications(where: { user_id: { _eq: $me } },
  order_by: [{ read_at: asc_nulls_first }, { created_at: desc }], limit: 100) { id user_id title trigger subject_id read_at } }`;
const ALL = `query { notifications { id user_id } }`;
const MARK = `mutation($ids: [bigint!]!, $at: timestamptz!) {
  update_notifications(where: { id: { _in: $ids }, read_at: { _is_null: true } }, _set: { read_at: $at }) { affected_rows } }`;

describe('notifications through the data API', () => {
  let server: TestServer;
  let staff: string;
  let leader: string;
  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) =>
    (await sendJson(server, 'POST', '/api/srvproxy/v1/graphql', token, { query, variables })).json<{
      data?: Record<string, unknown>;
      errors?: unknown[];
    }>();
  const idOf = async (username: string) =>
    Number(
      (
        await server.db.query<{ id: string }>(
          `SELECT u.id FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = 'demo' AND u.username = $1`,
          [username],
        )
      ).rows[0]!.id,
    );

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    leader = await signInAs(server, 'demo', 'leader');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves each user only their own notifications, unread first, and marks them read', async () => {
    const me = await idOf('staff');
    const all = await gql(staff, ALL);
    const rows = (all.data!.notifications as { user_id: number }[]).map((n) => Number(n.user_id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((id) => id === me)).toBe(true);
    const list = (await gql(staff, LIST, { me })).data!.notifications as {
      id: number;
      read_at: string | null;
    }[];
    const firstRead = list.findIndex((n) => n.read_at !== null);
    if (firstRead >= 0) expect(list.slice(firstRead).every((n) => n.read_at !== null)).toBe(true);
    const unread = list.filter((n) => n.read_at === null).map((n) => n.id);
    expect(unread.length).toBeGreaterThan(0);

    // The leader cannot mark the staff member's notifications.
    const other = await gql(leader, MARK, { ids: unread, at: new Date().toISOString() });
    expect((other.data?.update_notifications as { affected_rows: number }).affected_rows).toBe(0);
    const mine = await gql(staff, MARK, { ids: unread, at: new Date().toISOString() });
    expect((mine.data!.update_notifications as { affected_rows: number }).affected_rows).toBe(unread.length);
  });

  it('gives the receiver of a share a notification that names the inbox item', async () => {
    const leaderId = await idOf('leader');
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT d.id FROM documents d JOIN customers c ON c.id = d.customer_id WHERE c.subdomain = 'demo' ORDER BY d.id LIMIT 1`,
    );
    const shared = await sendJson(server, 'POST', '/api/share', staff, {
      documentId: Number(rows[0]!.id),
      userId: leaderId,
    });
    const { id } = shared.json<{ id: number }>();
    const list = (await gql(leader, LIST, { me: leaderId })).data!.notifications as {
      trigger: string;
      subject_id: number;
      read_at: string | null;
    }[];
    expect(list[0]).toMatchObject({ trigger: 'shared', read_at: null });
    expect(Number(list[0]!.subject_id)).toBe(id);
  });
});

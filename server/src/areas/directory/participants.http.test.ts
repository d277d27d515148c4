// §2.3 "my participants" over HTTP, on PGlite and PostgreSQL: each staff member's caseload by
// sub-view with its counts, paging, search by name, case number and national id, sort and filters;
// national ids masked for staff and whole for the leading roles; a participant may not list; a staff
// member may not list another's caseload nor open a participant outside their own; another tenant's
// participant is not found; every read of a record is in the access log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParticipantList, ParticipantRow } from '@portal/rules';
import { signInAs } from '../../test/sign-in-as';
import { startTestServer, type TestServer } from '../../test/test-server';

describe('my participants over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let leader: string;
  let participant: string;
  let careStaff: string;

  const get = (path: string, token: string, host?: string) =>
    server.request(path, { host, headers: { authorization: `Bearer ${token}` } });
  const list = async (query: string, token = staff, host?: string) => {
    const answer = await get(`/api/directory/participants?${query}`, token, host);
    expect(answer.status, answer.text).toBe(200);
    return answer.json<ParticipantList>();
  };
  const userId = async (subdomain: string, username: string) => {
    const { rows } = await server.db.query<{ id: string }>(
      'SELECT u.id FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = $1 AND u.username = $2',
      [subdomain, username],
    );
    return Number(rows[0]!.id);
  };

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    leader = await signInAs(server, 'demo', 'leader');
    participant = await signInAs(server, 'demo', 'participant');
    careStaff = await signInAs(server, 'care', 'staff');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('pages the caseload by sub-view, with the counts of each', async () => {
    const all = await list('view=all&pageSize=4');
    expect(all.counts.all).toBe(all.counts.accepted + all.counts.waiting + all.counts.to_be_deleted);
    expect(all.counts.all).toBeGreaterThanOrEqual(6);
    expect(all.counts.waiting).toBeGreaterThan(0);
    expect(all.counts.to_be_deleted).toBeGreaterThan(0);
    expect(all.rows).toHaveLength(4);
    expect(all.total).toBe(all.counts.all);
    const names = all.rows.map((row) => row.fullName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const second = await list('view=all&pageSize=4&page=2');
    expect(second.rows.length).toBe(all.counts.all - 4);
    expect(second.rows.map((row) => row.id)).not.toContain(all.rows[0]!.id);

    for (const view of ['accepted', 'waiting', 'to_be_deleted'] as const) {
      const page = await list(`view=${view}&pageSize=100`);
      expect(page.total).toBe(all.counts[view]);
      expect(page.rows.every((row) => row.status === view)).toBe(true);
    }
  });

  it('searches by part of a name, by case number and by a whole national id; sorts both ways', async () => {
    const byName = await list('q=ahme');
    expect(byName.rows.map((row) => row.fullName).sort()).toEqual(['Ahmed Ali', 'Sara Ahmed']);

    const byCase = await list('q=DEMO-2025-003');
    expect(byCase.rows.map((row) => row.caseNumber)).toEqual(['DEMO-2025-003']);

    const { rows } = await server.db.query<{ national_id: string; full_name: string }>(
      `SELECT national_id, full_name FROM recipients WHERE actno = 'DEMO-2025-003'`,
    );
    const byId = await list(`q=${rows[0]!.national_id}`);
    expect(byId.rows.map((row) => row.fullName)).toEqual([rows[0]!.full_name]);
    // Wildcards in a search are letters, not patterns.
    expect((await list('q=%25')).total).toBe(0);

    const desc = await list('sort=caseNumber&dir=desc&pageSize=100');
    const cases = desc.rows.map((row) => row.caseNumber ?? '');
    expect(cases).toEqual([...cases].sort().reverse());
  });

  it('masks national ids for staff, shows them whole to a team leader', async () => {
    const masked = await list('pageSize=5');
    expect(masked.rows[0]!.nationalIdMasked).toBe(true);
    expect(masked.rows[0]!.nationalId).toMatch(/^\d{6}\*{5}$/);
    const whole = await list('pageSize=5', leader);
    expect(whole.rows[0]!.nationalIdMasked).toBe(false);
    expect(whole.rows[0]!.nationalId).toMatch(/^\d{11}$/);
  });

  it('filters by activity and by group', async () => {
    const filters = (await get('/api/directory/filters', staff)).json<{
      activities: { id: number; name: string }[];
      groups: { id: number; name: string }[];
      staff: { id: number }[];
    }>();
    expect(filters.staff.map((s) => s.id)).toEqual([await userId('demo', 'staff')]);
    const activity = filters.activities[0]!;
    const byActivity = await list(`activityId=${activity.id}&pageSize=100`);
    expect(byActivity.total).toBeGreaterThan(0);
    expect(byActivity.rows.every((row) => row.activities.some((a) => a.id === activity.id))).toBe(true);

    const group = filters.groups[0]!;
    const byGroup = await list(`groupId=${group.id}&pageSize=100`);
    expect(byGroup.total).toBeGreaterThan(0);
    expect(byGroup.rows.every((row) => row.groups.some((g) => g.id === group.id))).toBe(true);
  });

  it("lets a team leader look at a staff member's caseload, not a staff member at another's", async () => {
    const staffId = await userId('demo', 'staff');
    const leaderId = await userId('demo', 'leader');
    const own = await list('pageSize=1');
    const seen = await list(`staffId=${staffId}&pageSize=1`, leader);
    expect(seen.counts).toEqual(own.counts);
    const refused = await get(`/api/directory/participants?staffId=${leaderId}`, staff);
    expect(refused.status).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe('directory_not_your_caseload');
  });

  it('refuses participants and bad queries with a clear code', async () => {
    expect((await get('/api/directory/participants', participant)).status).toBe(403);
    const bad = await get('/api/directory/participants?view=everyone&pageSize=1000', staff);
    expect(bad.status).toBe(400);
    expect(bad.json<{ error: string }>().error).toBe('invalid_input');
  });

  it("opens a participant's record, logs the read, and keeps caseloads and tenants apart", async () => {
    const first = (await list('pageSize=1')).rows[0]!;
    const logged = async () =>
      Number(
        (
          await server.db.query<{ n: string }>(
            `SELECT count(*) AS n FROM directory_access_log WHERE recipient_id = $1 AND action = 'read_record'`,
            [first.id],
          )
        ).rows[0]!.n,
      );
    const before = await logged();
    const record = await get(`/api/directory/participants/${first.id}`, staff);
    expect(record.status).toBe(200);
    expect(record.json<ParticipantRow>().fullName).toBe(first.fullName);
    expect(await logged()).toBe(before + 1);

    // A participant of the leader's caseload only: outside the staff member's own.
    const { rows } = await server.db.query<{ recipient_id: string }>(
      `SELECT l.recipient_id FROM recipient_staff l JOIN users u ON u.id = l.user_id AND u.username = 'leader'
        JOIN customers c ON c.id = l.customer_id AND c.subdomain = 'demo'
        WHERE NOT EXISTS (SELECT 1 FROM recipient_staff s JOIN users su ON su.id = s.user_id AND su.username = 'staff'
                           WHERE s.recipient_id = l.recipient_id)
        LIMIT 1`,
    );
    const others = Number(rows[0]!.recipient_id);
    const refused = await get(`/api/directory/participants/${others}`, staff);
    expect(refused.status).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe('directory_not_your_caseload');
    expect((await get(`/api/directory/participants/${others}`, leader)).status).toBe(200);

    const otherTenant = await get(`/api/directory/participants/${first.id}`, careStaff, 'care.localhost');
    expect(otherTenant.status).toBe(404);
    const careList = await list('pageSize=100', careStaff, 'care.localhost');
    expect(careList.rows.map((row) => row.id)).not.toContain(first.id);
  });
});
